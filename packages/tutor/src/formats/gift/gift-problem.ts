/** Something in one GIFT question that Moodle would refuse or that we cannot read; carries its line. */
export class GiftProblem extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

/** A remark about a question that is still kept (e.g. text Moodle ignores). */
export interface GiftNote {
  line: number;
  message: string;
}

export const fail = (line: number, message: string): never => {
  throw new GiftProblem(line, message);
};

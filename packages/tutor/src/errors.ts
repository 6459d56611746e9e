/** Bad GIFT / Aiken / question-set input. `line` is 1-based in the text the caller passed. */
export class FormatError extends Error {
  override readonly name = 'FormatError';
  readonly format: string;
  readonly line: number;

  constructor(format: string, line: number, detail: string) {
    super(`${format} format error on line ${line}: ${detail}`);
    this.format = format;
    this.line = line;
  }
}

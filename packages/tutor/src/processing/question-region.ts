/**
 * A chapter pasted with its questions after it (or notes after them): the lines from the first
 * question to the last belong to the question reader, the lines before and after are the
 * chapter's prose. The question text keeps every line (prose lines blanked), so the reader's
 * line numbers stay those of the pasted text.
 */
export interface QuestionRegion {
  /** The pasted text with the lines outside the questions left empty. */
  questions: string;
  /** The lines before the first question and after the last, as prose. */
  prose: string;
}

export function splitQuestionRegion(text: string, first: number, last: number): QuestionRegion {
  const lines = text.split('\n');
  if (first < 0 || last < first) return { questions: text, prose: '' };
  const prose = [
    lines.slice(0, first).join('\n').trim(),
    lines
      .slice(last + 1)
      .join('\n')
      .trim(),
  ]
    .filter(Boolean)
    .join('\n\n');
  const questions = lines.map((line, i) => (i >= first && i <= last ? line : '')).join('\n');
  return { questions, prose };
}

const AIKEN_CHOICE = /^[A-Z][).][ \t]?/;
const AIKEN_ANSWER = /^ANSWER:/;

/**
 * Aiken: a question is one line followed by its choices; the set runs from the first such line to
 * the last ANSWER line, and on over the lines next to either end with no blank line between (a
 * question left unfinished there is the reader's to report), or to the end while choices remain.
 */
export function aikenRegion(text: string): QuestionRegion {
  const lines = text.split('\n').map((l) => l.trim());
  const nextFilled = (i: number) => {
    for (let j = i + 1; j < lines.length; j++) if (lines[j]) return lines[j]!;
    return '';
  };
  let first = lines.findIndex((l, i) => l.length >= 2 && !AIKEN_CHOICE.test(l) && !AIKEN_ANSWER.test(l) && AIKEN_CHOICE.test(nextFilled(i)));
  let last = lines.findLastIndex((l) => AIKEN_ANSWER.test(l));
  if (first < 0 || last < first) return { questions: text, prose: '' };
  while (first > 0 && lines[first - 1]) first--;
  if (lines.slice(last + 1).some((l) => AIKEN_CHOICE.test(l))) last = lines.length - 1;
  while (last < lines.length - 1 && lines[last + 1]) last++;
  return splitQuestionRegion(text, first, last);
}

/**
 * GIFT: questions are paragraphs; the set starts at the first paragraph with an answer block
 * "{" (or a $CATEGORY, a // comment or a ::title:: that comes before one) and ends at the last
 * paragraph with a "}".
 */
export function giftRegion(text: string): QuestionRegion {
  const lines = text.split('\n');
  const paragraphs: Array<{ from: number; to: number; text: string }> = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const open = paragraphs[paragraphs.length - 1];
    if (open && open.to === i - 1) {
      open.to = i;
      open.text += `\n${line}`;
    } else paragraphs.push({ from: i, to: i, text: line });
  });
  const startsGift = (p: { text: string }) => /^\s*(?:\$CATEGORY:|\/\/|::)/.test(p.text) || p.text.includes('{');
  const firstAnswer = paragraphs.findIndex((p) => p.text.includes('{'));
  if (firstAnswer < 0) return { questions: text, prose: '' };
  let start = firstAnswer;
  while (start > 0 && startsGift(paragraphs[start - 1]!)) start--;
  const end = paragraphs.findLastIndex((p) => p.text.includes('}'));
  return splitQuestionRegion(text, paragraphs[start]!.from, paragraphs[Math.max(end, firstAnswer)]!.to);
}

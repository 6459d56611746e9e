// Text copied out of a PDF carries each page's furniture: page numbers, running headers and footers
// ("Access for free at openstax.org", "166 2 • Review Questions"). They fall between or inside
// questions and must not end up in a prompt or an answer. Nothing here knows any publisher: a line is
// furniture by its shape.
import { matchField, matchOptions, matchQuestionStart, matchSectionHeading } from './line-patterns';

const PAGE_NUMBER = /^(?:page\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
/** A page number and title words around a separator: "166 2 • Review Questions", "Chapter 3 | Gases 131". */
const NUMBERED_HEADER = /^(?:\d{1,4}\s+\S.*[•|·]|.*[•|·].*\S\s+\d{1,4}$|(?:page|p\.)\s*\d{1,4}\b)/i;
/** A web address in a line (page furniture often is one: "Access for free at openstax.org"). */
export const WEB_ADDRESS = /(?:https?:\/\/|www\.|\b[\w-]+\.(?:org|com|edu|net|gov|io)\b)/i;

/**
 * A line of the text, never furniture, however often it comes back: a formula ("F=GmM/(r^2),", said
 * again where the chapter sums up) or a line a sentence goes on from. A web address with "=" in it
 * ("view.php?id=2041") is still a footer's.
 */
export const isTextLine = (text: string) => /[=≡≈≠≤≥⟶⇌]|[,;]$/.test(text) && !WEB_ADDRESS.test(text);

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The nearest filled line from `from` on (step 1) or back (step -1). */
function filledLine(lines: string[], from: number, step: 1 | -1): string {
  for (let i = from; i >= 0 && i < lines.length; i += step) if (lines[i]!.trim()) return lines[i]!.trim();
  return '';
}

/** A footer ends with its web address ("Access for free at openstax.org"); a line of a question names one in passing. */
const FOOTER_ADDRESS = /(?:https?:\/\/\S+|www\.\S+|\b[\w-]+\.(?:org|com|edu|net|gov|io))\/?$/i;

/** The question above the line has its answer line already: the line comes after the question is over. */
function answeredAbove(lines: string[], index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    if (matchField(lines[i]!.trim())?.field === 'answer') return true;
    if (matchQuestionStart(lines[i]!.trim())) return false;
  }
  return false;
}

const endsSentence = (lines: string[], from: number) => /[.?!)"'\]]$/.test(filledLine(lines, from, -1));
const opensQuestion = (lines: string[], from: number) => matchQuestionStart(filledLine(lines, from, 1)) !== null;

/** The indexes of the lines that are page furniture. */
export function findPageFurniture(lines: string[]): Set<number> {
  const shapes = new Map<string, number>();
  const candidates: Array<{ index: number; text: string; shape: string }> = [];
  lines.forEach((line, index) => {
    const text = line.trim();
    if (!text || text.length > 90 || words(text) > 12 || isTextLine(text)) return;
    if (matchQuestionStart(text) || matchOptions(text) || matchField(text) || matchSectionHeading(text)) return;
    const shape = text.replace(/\d+/g, '#').toLowerCase();
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    candidates.push({ index, text, shape });
  });

  const furniture = new Set<number>();
  const pageNumbers: Array<{ index: number; repeats: number }> = [];
  for (const { index, text, shape } of candidates) {
    const repeats = shapes.get(shape)!;
    if (PAGE_NUMBER.test(text)) {
      pageNumbers.push({ index, repeats });
      continue;
    }
    if (/[.?!:;,]$/.test(text) || !/^[A-Z0-9]/.test(text)) continue;
    if (NUMBERED_HEADER.test(text)) {
      furniture.add(index);
      continue;
    }
    // A line that comes back page after page, the same but for its numbers; or a footer with a web
    // address between two questions, which a short set shows only once ("Access for free at openstax.org").
    const repeated = repeats >= 3 || (repeats >= 2 && (/\d/.test(text) || WEB_ADDRESS.test(text)));
    const footer = FOOTER_ADDRESS.test(text) && words(text) <= 6 && endsSentence(lines, index - 1) && opensQuestion(lines, index + 1) && answeredAbove(lines, index);
    if ((repeated || footer) && words(text) >= 3) furniture.add(index);
  }
  // A lone number is a page number when the document has several of them, unless it finishes a
  // sentence the wrap cut ("... the answer is" / "1204").
  for (const { index, repeats } of pageNumbers) {
    let prev = index - 1;
    while (prev >= 0 && !lines[prev]!.trim()) prev--;
    const cut = prev >= 0 && !furniture.has(prev) && /[A-Za-z,]$/.test(lines[prev]!.trim()) && !matchOptions(lines[prev]!);
    if (repeats >= 2 && !cut) furniture.add(index);
  }
  return furniture;
}

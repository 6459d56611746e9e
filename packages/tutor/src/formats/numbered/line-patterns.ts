// How teachers and publishers mark up question sets when they paste them.
import { numberWordsToDigits } from '../../text/number-words';

/** A Markdown heading's hashes ("### Question 1", "## 2. What is...?"): layout, not part of the line. */
const MARKDOWN_HEADING = /^\s*#{1,6}\s+(?=\S)/;
/** A Markdown bullet before an option or a field ("- A) A push", "* Answer: B"). */
const MARKDOWN_BULLET = /^\s*[-*+•]\s+(?=\S)/;

/** A line with nothing on it (or past the text's end). */
export const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';

const withoutHeadingMark = (line: string) => line.replace(MARKDOWN_HEADING, '');
const withoutBullet = (line: string) => withoutHeadingMark(line).replace(MARKDOWN_BULLET, '');

/**
 * "1." "1)" "(1)" "[1]" "#1" "1-" "1:" "Q1" "Q1." "Q.1:" "Question 1:" "No. 1" "Problem 3" followed by
 * the prompt (or nothing). "1 -" and "1:" need a word after them: "3 - 1 to the home side" is a score.
 * `named` is true when a word ("Q", "Question", ...) precedes the number: such a line is never a
 * list item inside an answer.
 */
const QUESTION_START =
  /^\s*(?:(Q|Qn|Ques\.?|Question|Problem|Exercise|Item|No(?=\.))\s*\.?\s*(\d{1,3})\s*[.):-]?|(?:(\d{1,3})\s*[.)]|\((\d{1,3})\)|\[(\d{1,3})\]|#(\d{1,3})|(\d{1,3}) ?[-:](?=\s+\D)))(?:\s+(.*)|\s*)$/i;

export interface QuestionStart {
  number: number;
  rest: string;
  named: boolean;
}

/** "Question One:", "Problem twenty-one": a number written in words after a question word. */
const NAMED_NUMBER_WORD = /^(\s*(?:Q|Qn|Ques\.?|Question|Problem|Exercise|Item)\s+)([a-z]+(?:[ -][a-z]+)?)(?=\s*[.):-]|\s*$)/i;
const withDigits = (line: string) =>
  line.replace(NAMED_NUMBER_WORD, (whole, lead: string, words: string) => {
    const digits = numberWordsToDigits(words);
    return /^\d{1,3}$/.test(digits) ? `${lead}${digits}` : whole;
  });

export function matchQuestionStart(line: string): QuestionStart | null {
  const m = QUESTION_START.exec(withDigits(withoutHeadingMark(line)));
  if (!m) return null;
  return { number: Number(m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7]), rest: (m[8] ?? '').trim(), named: m[1] !== undefined };
}

/** "a) text", "(a) text", "A. text", "a. text", "[A] text", "A - text"; up to h. `marker` is the label as written. */
const OPTION = /^\s*(\(([a-hA-H])\)|\[([a-hA-H])\]|([a-hA-H])[.)]|([A-H]) ?-(?=\s))(?:\s+(\S.*)|\s*)$/;
/** Options numbered in small roman numerals: "(i)", "ii)", "iii." are A, B, C. */
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];
const ROMAN_OPTION = /^\s*(\((i{1,3}|iv|vi{0,3})\)|(i{1,3}|iv|vi{0,3})[.)])(?:\s+(\S.*)|\s*)$/;

/** One option at the start of `text`: "(a) cat", "[B] dog", "C - fish", "(ii) bird". */
function optionAt(text: string): LetteredItem | null {
  const m = OPTION.exec(text);
  if (m) return { label: (m[2] ?? m[3] ?? m[4] ?? m[5])!.toUpperCase(), marker: m[1]!, text: (m[6] ?? '').trim() };
  const r = ROMAN_OPTION.exec(text);
  return r ? { label: String.fromCharCode(65 + ROMAN.indexOf((r[2] ?? r[3])!)), marker: r[1]!, text: (r[4] ?? '').trim() } : null;
}

/** An option's marker is a small roman numeral: "(ii)", "iii.". */
export const isRomanMarker = (marker: string) => /^\(?(?:i{1,3}|iv|vi{0,3})[.)]?$/.test(marker);

/** A key written as a small roman numeral ("ii", "(ii)") as the letter of that option ("B"). */
export function romanKey(answer: string): string | null {
  const m = /^\(?(i{1,3}|iv|vi{0,3})\)?\.?$/.exec(answer.trim());
  return m ? String.fromCharCode(65 + ROMAN.indexOf(m[1]!)) : null;
}

// After a non-space only: a run of spaces is tried once, not from each of its spaces (linear on hostile lines).
const INLINE_OPTION_SPLIT = /(?<=\S)\s+(?=(?:\([b-hB-H]\)|[b-hB-H][.)])\s)/;

export interface LetteredItem {
  label: string;
  marker: string;
  text: string;
  /** The set marks it as the right one: "*b) ...", "b) ... ✓", "b) ... (correct)". */
  correct?: true;
}

/** A star straight before the label ("*b) text"), as teachers mark the right option. */
const STAR_BEFORE_LABEL = /^\s*\*(?=\([a-hA-H]\)|[a-hA-H][.)])/;
/**
 * A tick or a note after the option's text: "✓", "✔", "✅", "☑", "(correct)", "[correct answer]",
 * "<- correct". Not a lone "*": that is as often a footnote. Tried on the trimmed text, with no leading
 * spaces in the pattern, so a long run of spaces costs one pass.
 */
const MARK_AFTER_TEXT = /(?:[✓✔✅☑]\uFE0F?|[([] ?(?:correct|right)(?: answer)? ?[)\]]|(?:<-+|←) ?(?:correct|right)(?: answer)?)$/i;

/** An option's text without the mark that says it is right, and whether it had one; an option that is only a mark ("A) ✓") is its text. */
function withoutCorrectMark(item: LetteredItem, starred: boolean): LetteredItem {
  const trimmed = item.text.trimEnd();
  const text = trimmed.replace(MARK_AFTER_TEXT, '').trimEnd();
  if (!text) return item;
  return starred || text !== trimmed ? { ...item, text, correct: true } : item;
}

/**
 * A lettered line: one option or sub-part, or several on one line ("(a) cat   (b) dog") when their
 * labels run in order. An empty item ("(a)" alone) stands for a picture the text does not carry.
 */
export function matchOptions(line: string): LetteredItem[] | null {
  const bare = withoutBullet(line);
  const starred = STAR_BEFORE_LABEL.test(bare);
  const items = lettered(starred ? bare.replace(STAR_BEFORE_LABEL, '') : bare);
  return items && items.map((item, k) => withoutCorrectMark(item, starred && k === 0));
}

function lettered(line: string): LetteredItem[] | null {
  const first = optionAt(line);
  if (!first) return null;
  const parts = first.text.split(INLINE_OPTION_SPLIT);
  if (parts.length === 1) return [first];
  const items = [{ ...first, text: parts[0]!.trim() }];
  for (const part of parts.slice(1)) {
    const next = optionAt(part);
    if (!next?.text) return [first];
    if (next.label.charCodeAt(0) !== items[items.length - 1]!.label.charCodeAt(0) + 1) return [first];
    items.push(next);
  }
  return items;
}

/**
 * Where a question's options start on its own line: "What is friction? A) A push B) A pull". Only after
 * a question mark: "Complete: A) is the first letter. B) ..." is a prompt about letters.
 */
const OPTIONS_AFTER_QUESTION = /\?(?=\s+(?:\([Aa]\)|[Aa][.)])\s)/;

/** A question with its options on the same line, when at least two follow in order ("A)", "B)", ...). */
export function splitInlineOptions(line: string): { stem: string; items: LetteredItem[] } | null {
  const m = OPTIONS_AFTER_QUESTION.exec(line);
  if (!m) return null;
  const items = matchOptions(line.slice(m.index + 1));
  return items && items.length >= 2 && items[0]!.label === 'A' ? { stem: line.slice(0, m.index + 1).trim(), items } : null;
}

export type FieldName = 'answer' | 'marks' | 'feedback' | 'keyTerms' | 'accept';

const FIELD =
  /^\s*(Answer|Ans|Correct answer|Correct option|Right answer|Answer key|Key|Model answer|Suggested answer|Sample answer|Solution|Marks?|Points?|Feedback|Explanation|Key ?terms|Keywords|Also accept|Accept)(?:\s*[:=]|\s+-|\.(?=\s|$))\s*(.*)$/i;
/** "The answer is B.", "Answer is (b)", "Ans (b)": an answer line without a colon. */
const ANSWER_SAID = /^\s*(?:(?:the\s+)?(?:correct\s+|right\s+)?answer\s+is\s+|ans(?:wer)?\s+(?=\([a-hA-H]\)\s*$))(.+?)\.?\s*$/i;
/** "Correct: B", "Right option = b": only with a colon or "=", as "Correct." opens feedback. */
const CORRECT_SAID = /^\s*(?:correct|right option)\s*[:=]\s*(\S.*)$/i;
/** A field in brackets: "[Answer: B]", "(Answer: B)". */
const BRACKETED = /^\s*[[(](.*)[\])]\s*$/;

export function matchField(line: string): { field: FieldName; value: string } | null {
  const bare = withoutBullet(line);
  const inner = BRACKETED.exec(bare)?.[1];
  const said = ANSWER_SAID.exec(inner ?? bare) ?? CORRECT_SAID.exec(inner ?? bare);
  if (said) return { field: 'answer', value: said[1]!.trim() };
  const m = FIELD.exec(inner ?? bare);
  if (!m) return null;
  const name = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const field: FieldName =
    name.startsWith('mark') || name.startsWith('point')
      ? 'marks'
      : name === 'feedback' || name === 'explanation'
        ? 'feedback'
        : name.startsWith('key t') || name.startsWith('keyt') || name === 'keywords'
          ? 'keyTerms'
          : name.includes('accept')
            ? 'accept'
            : 'answer';
  return { field, value: m[2]!.trim() };
}

const MARKS_WORD = /[([]\s*(\d+(?:\.\d+)?)\s*(?:marks?|mks?|pts?|points?)\s*[)\]]/i;
// Each starts after a space and never lets two space runs compete, so long runs of spaces stay linear.
const MARKS_WORD_END = /(?<!\S)(?:- ?)?(\d+(?:\.\d+)?) +marks?\.? *$/i;
const MARKS_BARE_END = /(?<!\S)(?:\[ ?(\d+(?:\.\d+)?) ?m?\]|\( ?(\d+(?:\.\d+)?) ?m?\)) *$/i;

/**
 * Pull marks out of a line: "(2 marks)", "[2 pts]" anywhere, "- 4 marks" at the end; with `bare`,
 * also "[3]" or "(3)" at the end (which may be something else: "reaction (2)").
 */
export function extractMarks(line: string, bare = true): { text: string; marks?: number } {
  const word = MARKS_WORD.exec(line);
  if (word) return { text: `${line.slice(0, word.index).trimEnd()} ${line.slice(word.index + word[0].length).trimStart()}`.trim(), marks: Number(word[1]) };
  const end = MARKS_WORD_END.exec(line) ?? (bare ? MARKS_BARE_END.exec(line) : null);
  if (end) return { text: line.slice(0, end.index).trimEnd(), marks: Number(end[1] ?? end[2]) };
  return { text: line };
}

/** A section label publishers put before the prompt: "[Section Quiz] Which ...". */
export function extractCategory(text: string): { text: string; category?: string } {
  const m = /^\[([^\]\d][^\]]{0,60})\]\s*/.exec(text);
  return m ? { text: text.slice(m[0].length), category: m[1]!.trim() } : { text };
}

/** "Part A: Review Questions", "Section B", "[Critical Thinking]" on a line of their own. */
const SECTION_HEADING = /^\s*((?:Part|Section|Unit)\s+(?:[A-Z]|\d{1,2}|[IVX]{1,4}))(?:\s*[:.-]\s+(\S.{0,80}?)|\s*:?)\s*$/i;
const BRACKET_HEADING = /^\s*\[([^\]\d][^\]]{1,60})\]\s*$/;

export function matchSectionHeading(line: string): { title: string } | null {
  const bracket = BRACKET_HEADING.exec(line);
  if (bracket) return { title: bracket[1]!.trim() };
  const m = SECTION_HEADING.exec(line);
  if (!m || /[.?!]$/.test(m[2] ?? '')) return null;
  return { title: (m[2] ?? m[1]!).trim() };
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', '&', '-']);

/** A short line that reads as a title: every content word capitalised, no closing punctuation, no web address. */
export function isTitleLike(line: string): boolean {
  const text = line.trim().replace(/:$/, '');
  if (!text || text.length > 60 || /[.?!,;:]$/.test(text) || /\w\.[a-z]{2,}\b/i.test(text) || /[:()]/.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > 7) return false;
  const content = words.filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  return content.length > 0 && content.every((w) => /^[A-Z0-9("']/.test(w)) && /[A-Za-z]{2}/.test(text);
}

/** "Answer Key", "ANSWERS", "Answers to odd-numbered questions", "Chapter 2 Answer Key:", "Solutions". */
const KEY_HEADING =
  /^\W*(?:(?:chapter|unit|test|quiz|exam|section|part|worksheet|lesson|exercise)s?\s+[\w.]{1,6}\s*[:.-]?\s*)?(?:answer\s*key|answers|answer\s*sheet|key|solutions|mark(?:ing)?\s*scheme|memo(?:randum)?)(?:\s+(?:to|for)\b[^.?]{0,50})?\s*:?\W*$/i;

export function isKeyHeading(line: string): boolean {
  return line.length <= 80 && KEY_HEADING.test(line);
}

/** "Total marks: 78", "Total: 40 marks", "[Total 50]", "Maximum marks: 30". */
const TOTAL_MARKS = /^\W*(?:total|max(?:imum)?\.?)\s*(?:marks?|points?|score)?\s*[:=-]?\s*(\d+(?:\.\d+)?)\s*(?:marks?|points?|pts)?\W*$/i;

export function matchTotalMarks(line: string): number | null {
  const m = TOTAL_MARKS.exec(line);
  return m ? Number(m[1]) : null;
}

/** A blank to fill in: "____", "......", "[blank]". */
export const BLANK = /_{3,}|\.{4,}|\[\s*blank\s*\]/i;

/** How questions open, whether asked or commanded ("Label the three Domains ..."). */
export const QUESTION_WORD =
  /^(?:what|why|how|which|who|whom|whose|when|where|name|state|define|list|give|explain|describe|calculate|compute|determine|find|solve|identify|compare|contrast|discuss|write|complete|fill|label|draw|sketch|outline|suggest|predict|evaluate|assess|analy[sz]e|justify|show|prove|estimate|convert|classify|distinguish|summari[sz]e|illustrate|interpret|choose|select|match|rank|arrange|balance|derive|express|sort|circle|underline|consider|suppose|imagine|using|use|true or false|is|are|was|were|does|do|did|can|could|should|would|will|has|have|in what|to what)\b/i;

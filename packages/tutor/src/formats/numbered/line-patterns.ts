// How teachers and publishers mark up question sets when they paste them.

/** "1." "1)" "Q1" "Q1." "Q.1:" "Question 1:" "Question 1" followed by the prompt (or nothing). */
const QUESTION_START =
  /^\s*(?:(?:Q|Question|Ques\.?)\s*\.?\s*(\d{1,3})\s*[.):-]?|(\d{1,3})\s*[.)])(?:\s+(.*)|\s*)$/i;

export function matchQuestionStart(line: string): { number: number; rest: string } | null {
  const m = QUESTION_START.exec(line);
  if (!m) return null;
  return { number: Number(m[1] ?? m[2]), rest: (m[3] ?? '').trim() };
}

/** "a) text", "(a) text", "A. text", "a. text"; up to h. */
const OPTION = /^\s*(?:\(([a-hA-H])\)|([a-hA-H])[.)])\s+(\S.*)$/;
const INLINE_OPTION_SPLIT = /\s+(?=(?:\([b-hB-H]\)|[b-hB-H][.)])\s)/;

export function matchOptions(line: string): Array<{ label: string; text: string }> | null {
  const m = OPTION.exec(line);
  if (!m) return null;
  const first = { label: (m[1] ?? m[2])!.toUpperCase(), text: m[3]!.trim() };
  // Several options on one line: "a) cat  b) dog  c) cow" — only when the labels run in order.
  const parts = first.text.split(INLINE_OPTION_SPLIT);
  if (parts.length === 1) return [first];
  const options = [{ label: first.label, text: parts[0]!.trim() }];
  for (const part of parts.slice(1)) {
    const pm = OPTION.exec(part);
    if (!pm) return [first];
    const label = (pm[1] ?? pm[2])!.toUpperCase();
    if (label.charCodeAt(0) !== options[options.length - 1]!.label.charCodeAt(0) + 1) return [first];
    options.push({ label, text: pm[3]!.trim() });
  }
  return options;
}

export type FieldName = 'answer' | 'marks' | 'feedback' | 'keyTerms' | 'accept';

const FIELD =
  /^\s*(Answer|Ans|Correct answer|Answer key|Key|Model answer|Marks?|Points?|Feedback|Explanation|Key ?terms|Keywords|Also accept|Accept)\s*[:\-=]\s*(.*)$/i;

export function matchField(line: string): { field: FieldName; value: string } | null {
  const m = FIELD.exec(line);
  if (!m) return null;
  const name = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const field: FieldName = name.startsWith('mark') || name.startsWith('point')
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

const MARKS_WORD = /\s*[([]\s*(\d+(?:\.\d+)?)\s*(?:marks?|mks?|pts?|points?)\s*[)\]]/i;
const MARKS_BARE_END = /\s*(?:\[\s*(\d+(?:\.\d+)?)\s*(?:m)?\s*\]|\(\s*(\d+(?:\.\d+)?)\s*(?:m)?\s*\)|[-–]?\s*(\d+(?:\.\d+)?)\s+marks?\.?)\s*$/i;

/** Pull "(2 marks)", "[3]", "(3)", "[2 pts]", "- 4 marks" out of a prompt line. */
export function extractMarks(line: string): { text: string; marks?: number } {
  const word = MARKS_WORD.exec(line);
  if (word) return { text: (line.slice(0, word.index) + line.slice(word.index + word[0].length)).trim(), marks: Number(word[1]) };
  const bare = MARKS_BARE_END.exec(line);
  if (bare) return { text: line.slice(0, bare.index).trim(), marks: Number(bare[1] ?? bare[2] ?? bare[3]) };
  return { text: line };
}

/** A section label publishers put before the prompt: "[Section Quiz] Which ...". */
export function extractCategory(text: string): { text: string; category?: string } {
  const m = /^\[([^\]\d][^\]]{0,60})\]\s*/.exec(text);
  return m ? { text: text.slice(m[0].length), category: m[1]!.trim() } : { text };
}

// Exam wording: the words a question or a learning objective uses to say what to do ("Which of the
// following...", "Identify three...", "Describe ..."), not what the subject is. Shared by ranking and
// the passage splitter; none of it names a subject.
import { contentStems } from '../text/tokenise';

/**
 * Verbs that open a learning objective or an exam task (Bloom's verbs). A line that opens with one and
 * has no closing punctuation is an objective ("Describe the structure of the body"), not a heading.
 */
const TASK_VERBS = new Set(
  'describe identify explain discuss list compare contrast distinguish define use apply analyze analyse evaluate summarize summarise recognize recognise outline state demonstrate classify interpret predict relate understand name label differentiate determine examine explore illustrate trace assess calculate'.split(
    ' ',
  ),
);

/** Stems of exam wording left out of ranking: they match objectives and question-like text, not answers. */
export const EXAM_STEMS = new Set(
  contentStems('which following best statement true false correct correctly incorrect describe describes identify name list give state discuss least reason reasons ways way'),
);

/** A list item's marker: "- ", "• ", "* ", "1. ", "2) ", "a. ", "b) ". */
const LIST_MARKER = /^(?:[-•*–]|\d{1,2}[.)]|[a-z][.)])\s+/;

/** A line without its list marker. */
export const withoutListMarker = (line: string) => line.trim().replace(LIST_MARKER, '');

/**
 * A learning objective or task line: opens with a task verb, three words or more, no closing punctuation.
 * Objectives are often a bulleted list ("- Describe the structure of the body"): the marker is not a word.
 */
export function isObjectiveLine(line: string): boolean {
  const trimmed = withoutListMarker(line);
  if (/[.!?;,]["')]?$/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  if (words.length < 3 || !/^[A-Z][a-z]+$/.test(words[0]!)) return false;
  return TASK_VERBS.has(words[0]!.toLowerCase());
}

import type { Grade, Question } from '../types';
import { makeGrade } from './verdict';

/** Right-hand items in the order shown to the student: sorted, so the key's order is not a clue. */
export function matchingChoices(question: Question): string[] {
  return [...new Set((question.pairs ?? []).map((p) => p.right))].sort((a, b) => a.localeCompare(b));
}

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Read "1-B, 2-A", "1B 2A", "1 = B" or one "left -> right" per line into left-index -> right text. */
export function interpretMatching(question: Question, answer: string): Map<number, string> {
  const pairs = question.pairs ?? [];
  const choices = matchingChoices(question);
  const out = new Map<number, string>();
  for (const m of answer.matchAll(/(\d+)\s*[-=:>)]*\s*\(?([a-z])\b\)?/gi)) {
    const left = Number(m[1]) - 1;
    const right = choices[m[2]!.toUpperCase().charCodeAt(0) - 65];
    if (pairs[left] && right !== undefined) out.set(left, right);
  }
  if (out.size) return out;
  for (const line of answer.split(/\n|;/)) {
    const [l, r] = line.split(/\s*(?:->|=>|→|:|=)\s*/);
    if (!l || !r) continue;
    const left = pairs.findIndex((p) => squash(p.left) === squash(l));
    const right = choices.find((c) => squash(c) === squash(r));
    if (left >= 0 && right !== undefined) out.set(left, right);
  }
  return out;
}

export function gradeMatching(question: Question, answer: string): Grade {
  const pairs = question.pairs ?? [];
  const given = interpretMatching(question, answer);
  const right = pairs.filter((p, i) => given.get(i) === p.right).length;
  const fraction = pairs.length ? right / pairs.length : 0;
  const feedback = right === pairs.length ? 'Correct!' : `${right} of ${pairs.length} pairs matched. ${question.answer ?? ''}`.trim();
  return makeGrade(fraction, question.marks, feedback);
}

import { referenceAnswers } from '../grading/grade-answer';
import type { PassageIndex } from '../retrieval/passage-index';
import { passageSentences } from '../retrieval/sentences';
import { contentStems, stem, words } from '../text/tokenise';
import type { Question } from '../types';
import { keyTexts, passageForQuestion, passageLabel, type AnswerPlace } from './key-guard';

// Hints go from most to least teaching: first where in the chapter the answer is (cited), then
// the key idea in other words (a gap-fill of the book's sentence), then options ruled out or the
// size of the answer, and only last the first letter. They never state the key and cost no marks.

export interface HintContext {
  /** The chapter's passages: with them the first hints point to the passage that holds the answer. */
  index?: PassageIndex | undefined;
}

const count = (n: number, word: string) => `${n === 1 ? 'one' : n} ${word}${n === 1 ? '' : 's'}`;

function wrongOptionsToRemove(question: Question, step: number): string {
  const right = new Set((question.answer ?? '').split(/\s*,\s*/));
  const wrong = (question.options ?? []).filter((o) => !right.has(o.label));
  // Always leave at least one wrong option so the hint never gives the answer away.
  const remove = wrong.slice(0, Math.min(step, Math.max(0, wrong.length - 1)));
  if (!remove.length) return 'Re-read the question and rule out the options you are sure are wrong.';
  return `Hint: it is not ${remove.map((o) => o.label).join(' or ')}.`;
}

function whereToLook(place: AnswerPlace, question: Question): string {
  return `Hint: the answer is in ${passageLabel(place, question)}. Read it again and look for the part that matches the question.`;
}

/** The book's sentence that carries the key, with the key's words left as gaps. */
function gapFill(question: Question, place: AnswerPlace): string | null {
  const { passage } = place;
  const asked = new Set(contentStems(question.prompt));
  const key = new Set(
    keyTexts(question)
      .flatMap((k) => contentStems(k))
      .filter((s) => !asked.has(s)),
  );
  if (!key.size) return null;
  let best: { gapped: string; hits: number } | null = null;
  for (const { text } of passageSentences(passage.text)) {
    const hits = new Set(contentStems(text).filter((s) => key.has(s))).size;
    let gaps = 0;
    const gapped = text.replace(/[A-Za-z][A-Za-z'-]*/g, (w) => (key.has(stem(w.toLowerCase())) ? (gaps++, '____') : w));
    // A sentence that is mostly gaps teaches nothing.
    if (hits * 2 >= key.size && gaps * 3 <= words(text).length && (!best || hits > best.hits)) best = { gapped, hits };
  }
  if (!best) return null;
  const { gapped } = best;
  return `Hint: the key idea, from ${passageLabel(place, question)}: "${gapped}" What goes in the gaps?`;
}

function sizeOfAnswer(question: Question): string {
  const ref = referenceAnswers(question)[0] ?? '';
  const n = ref.split(/\s+/).filter(Boolean).length;
  if (n && n <= 3) return `Hint: the answer is ${count(n, 'word')} long.`;
  return `Hint: a full answer makes ${count(Math.max(1, Math.round(question.marks)), 'clear point')}.`;
}

function firstLetter(question: Question): string {
  const ref = (referenceAnswers(question)[0] ?? '').trim();
  if (!ref) return 'Hint: look back at the part of the chapter this question is about.';
  const n = ref.split(/\s+/).length;
  return `Hint: the answer starts with "${ref.charAt(0).toUpperCase()}" and has ${count(n, 'word')}.`;
}

export function hintFor(question: Question, hintNumber: number, context: HintContext = {}): string {
  const passage = context.index ? passageForQuestion(context.index, question) : null;
  // With a passage to point to, that is the first hint; every later hint moves one step down.
  if (passage && hintNumber === 1) return whereToLook(passage, question);
  const step = passage ? hintNumber - 1 : hintNumber;
  switch (question.type) {
    case 'mcq':
    case 'multi':
      return wrongOptionsToRemove(question, step);
    case 'true_false':
      return 'Hint: check every part of the statement; one wrong detail makes it false.';
    case 'numeric': {
      const unit = question.numericAnswers?.find((n) => n.unit)?.unit;
      return unit ? `Hint: your answer should be in ${unit}. Write down the formula first.` : 'Hint: write down the formula first, then substitute the values.';
    }
    case 'matching':
      return 'Hint: start with the pair you are surest of, then match the rest.';
    default: {
      const ladder = [passage ? gapFill(question, passage) : null, sizeOfAnswer(question), firstLetter(question)].filter((h): h is string => !!h);
      return ladder[Math.min(step, ladder.length) - 1]!;
    }
  }
}

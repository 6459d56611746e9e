// A question from the student while a test question is open ("what does tributary mean?"). It is
// answered like any question about the chapter, unless the answer would give the key away; then
// the student is pointed to the passage instead. Requests for the answers, and attempts to talk
// the tutor out of its rules, get "I can't give test answers, but here is where to look".
// Nothing here grades or moves the test on.
import { answerFromChapter, type Citation } from '../retrieval/answer-from-chapter';
import type { PassageIndex } from '../retrieval/passage-index';
import type { Question } from '../types';
import { ANSWER_REQUEST } from './classify-message';
import { keyTexts, passageForQuestion, passageLabel, revealsKey } from './key-guard';
import { contentStems } from '../text/tokenise';
import { numberWordsToDigits } from '../text/number-words';
import { plural } from '../text/plural';

export interface TestHelp {
  reply: string;
  citations: Citation[];
}

export interface TestHelpInput {
  question: Question;
  message: string;
  /** The test's questions in the order they are asked, and where the open one is: to keep later keys back and to find "question 2". */
  test?: { questions: Question[]; position: number } | undefined;
  index?: PassageIndex | undefined;
  grade?: string | number | undefined;
  chapterTitle?: string | undefined;
}

function pointTo(input: TestHelpInput, opening: string, question: Question = input.question): TestHelp {
  const place = input.index ? passageForQuestion(input.index, question) : null;
  if (!place) return { reply: `${opening} Look back through the chapter for the part this question is about.`, citations: [] };
  return { reply: `${opening} Read ${passageLabel(place, question)} again: it covers what this question asks.`, citations: [{ passage: place.passage.id, text: place.passage.text }] };
}

/** "question 2", "q2", "question number 2", and with numbers as words first: "question two", "the second question". */
const QUESTION_NUMBER = /\b(?:q|question)\s*(?:number\s*|no\.?\s*)?(\d{1,4})\b|\b(\d{1,4})\s+question\b/i;

/** "Can you explain question 2?": the open question gets where to look; a later one waits; an earlier one, its passage. */
function aboutNumberedQuestion(input: TestHelpInput): TestHelp | null {
  const found = QUESTION_NUMBER.exec(numberWordsToDigits(input.message.slice(0, 500)));
  const number = found?.[1] ?? found?.[2];
  if (!number || !input.test) return null;
  const { questions, position } = input.test;
  const n = Number(number);
  if (n < 1 || n > questions.length) return { reply: `This test has ${plural(questions.length, 'question')}.`, citations: [] };
  if (n - 1 === position) return pointTo(input, `Let's look at question ${n} together.`);
  if (n - 1 > position) return { reply: `We haven't got to question ${n} yet: let's finish this one first.`, citations: [] };
  return pointTo(input, `Question ${n} is done, but you can go over it.`, questions[n - 1]);
}

/** Questions still to come: a reply must not give their keys away either. */
const upcoming = (input: TestHelpInput) => (input.test ? input.test.questions.slice(input.test.position + 1) : []);

export function helpDuringTest(input: TestHelpInput): TestHelp {
  if (ANSWER_REQUEST.test(input.message)) return pointTo(input, "I can't give test answers, but here is where to look.");
  const numbered = aboutNumberedQuestion(input);
  if (numbered) return numbered;
  if (!input.index) return pointTo(input, "Good question, but I can't look that up during the test.");
  const answer = answerFromChapter({ index: input.index, question: input.message, grade: input.grade, ...(input.chapterTitle ? { chapterTitle: input.chapterTitle } : {}) });
  if (!answer.onTopic || !answer.citations.length) {
    return { reply: `${answer.onTopic ? answer.answer : "That isn't something this chapter covers, so I can't help with it here."}`, citations: [] };
  }
  const guarded = [input.question, ...upcoming(input)];
  if (!guarded.some((q) => revealsKey(answer.answer, q))) return { reply: answer.answer, citations: answer.citations };
  const kept = asksAboutOtherThings(input.message, guarded) ? withoutKeySentences(answer.citations, input.message, guarded) : null;
  if (kept) return kept;
  if (revealsKey(answer.answer, input.question)) {
    return pointTo(input, "That's very close to what this question asks, so I can't tell you directly, but here is where to look.");
  }
  const later = upcoming(input).find((q) => revealsKey(answer.answer, q))!;
  return pointTo(input, "That's very close to a question later in this test, so I can't tell you yet, but here is where to look.", later);
}

/**
 * A message that shares no word with the guarded questions or their keys ("what does tributary mean?"
 * while "Name the two cities..." is open) is not about them: when a sentence of its answer happens to
 * name a key, that sentence is left out rather than the whole question refused.
 */
function asksAboutOtherThings(message: string, guarded: Question[]): boolean {
  const asked = new Set(contentStems(message));
  return !guarded.some((q) => [q.prompt, ...keyTexts(q)].some((text) => contentStems(text).some((s) => asked.has(s))));
}

/** The answer's sentences that say none of the keys, if one of them still speaks to the message. */
function withoutKeySentences(citations: Citation[], message: string, guarded: Question[]): TestHelp | null {
  const asked = new Set(contentStems(message));
  const kept = citations.filter((c) => !guarded.some((q) => revealsKey(c.text, q)));
  const text = kept.map((c) => c.text).join(' ');
  if (!kept.some((c) => contentStems(c.text).some((s) => asked.has(s))) || guarded.some((q) => revealsKey(text, q))) return null;
  const ids = [...new Set(kept.map((c) => c.passage))];
  return { reply: `${text} (passage ${ids.join(', ')})`, citations: kept };
}

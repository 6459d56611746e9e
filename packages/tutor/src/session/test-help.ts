// A question from the student while a test question is open ("what does tributary mean?"). It is
// answered like any question about the chapter, unless the answer would give the key away; then
// the student is pointed to the passage instead. Requests for the answers, and attempts to talk
// the tutor out of its rules, get "I can't give test answers, but here is where to look".
// Nothing here grades or moves the test on.
import { answerFromChapter, type Citation } from '../retrieval/answer-from-chapter';
import type { PassageIndex } from '../retrieval/passage-index';
import type { Question } from '../types';
import { ANSWER_REQUEST } from './classify-message';
import { passageForQuestion, passageLabel, revealsKey } from './key-guard';

export interface TestHelp {
  reply: string;
  citations: Citation[];
}

export interface TestHelpInput {
  question: Question;
  message: string;
  index?: PassageIndex | undefined;
  grade?: string | number | undefined;
  chapterTitle?: string | undefined;
}

function pointTo(input: TestHelpInput, opening: string): TestHelp {
  const place = input.index ? passageForQuestion(input.index, input.question) : null;
  if (!place) return { reply: `${opening} Look back through the chapter for the part this question is about.`, citations: [] };
  return { reply: `${opening} Read ${passageLabel(place)} again: it covers what this question asks.`, citations: [{ passage: place.passage.id, text: place.passage.text }] };
}

export function helpDuringTest(input: TestHelpInput): TestHelp {
  if (ANSWER_REQUEST.test(input.message)) return pointTo(input, "I can't give test answers, but here is where to look.");
  if (!input.index) return pointTo(input, "Good question, but I can't look that up during the test.");
  const answer = answerFromChapter({ index: input.index, question: input.message, grade: input.grade, ...(input.chapterTitle ? { chapterTitle: input.chapterTitle } : {}) });
  if (!answer.onTopic || !answer.citations.length) {
    return { reply: `${answer.onTopic ? answer.answer : "That isn't something this chapter covers, so I can't help with it here."}`, citations: [] };
  }
  if (revealsKey(answer.answer, input.question)) {
    return pointTo(input, "That's very close to what this question asks, so I can't tell you directly, but here is where to look.");
  }
  return { reply: answer.answer, citations: answer.citations };
}

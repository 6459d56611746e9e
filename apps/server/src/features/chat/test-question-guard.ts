/**
 * Recognises a student pasting one of the chapter's test questions into the conversation, so
 * the tutor teaches towards it instead of answering it outright. Word overlap is enough here:
 * the student copies the question, they do not paraphrase it to get around us.
 */
import type { Question } from '@booktutor/tutor';

const STOP = new Set(
  'the a an and or of to in on at by for with is are was were be been it its this that these those what which who whom why how when where do does did can could would should will shall may might your you i me my we our they their there here from as into about than then so not no yes please tell answer question'.split(
    ' ',
  ),
);

function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((w) => w.length > 2 && !STOP.has(w)).map((w) => w.replace(/(ies|es|s)$/, '')));
}

const SAME_QUESTION = 0.7;

export function matchingTestQuestion(message: string, questions: Question[]): Question | null {
  const said = contentWords(message);
  if (said.size < 3) return null;
  let best: { question: Question; overlap: number } | null = null;
  for (const question of questions) {
    const asked = contentWords(question.prompt);
    if (asked.size < 3) continue;
    let shared = 0;
    for (const w of asked) if (said.has(w)) shared++;
    // Share of the question's words the message repeats, and of the message that is the question.
    const overlap = Math.min(shared / asked.size, shared / said.size);
    if (overlap >= SAME_QUESTION && (!best || overlap > best.overlap)) best = { question, overlap };
  }
  return best?.question ?? null;
}

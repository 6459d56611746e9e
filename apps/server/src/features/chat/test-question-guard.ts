/**
 * Recognises a student pasting one of the chapter's test questions into the conversation, so
 * the tutor teaches towards it instead of answering it outright. Word overlap is enough here:
 * the student copies the question, they do not paraphrase it to get around us.
 */
import { contentStems, type Question } from '@booktutor/tutor';

/** Words that ask rather than say what is asked about ("please tell me the answer to question 3"). */
const ASKING = new Set(contentStems('yes please tell answer question'));

/** The message's content words as the engine stems them (its stop words, its stemmer), without asking words. */
function contentWords(text: string): Set<string> {
  return new Set(contentStems(text).filter((s) => !ASKING.has(s)));
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

/**
 * A conversation turn outside a test: retrieve the chapter passages most relevant to the
 * message, answer from them (the configured model, or the engine's offline tutor) and cite them.
 * Neither path ever sees an answer key: the model's prompt is built from passages, the
 * student's grade and the recent conversation only.
 *
 * A reply is started, then finished: the model call leaves when it is started, so the server
 * can store the student's message while the model works on its first token (service.ts).
 */
import { answerFromChapter, buildTutorSystemPrompt, retrievePassages, type Passage } from '@booktutor/tutor';
import type { Citation } from '@booktutor/contracts/chat';
import type { ConversationTurn, Llm } from '../../lib/llm/llm';
import type { ChapterContext } from './chapter-context';
import { matchingTestQuestion } from './test-question-guard';

export interface TutorReplyInput {
  chapter: ChapterContext;
  message: string;
  grade: string;
  /** Earlier turns of this chapter's conversation, oldest first. */
  history: ConversationTurn[];
  llm: Llm | null | undefined;
}

export interface TutorReply {
  text: string;
  citations: Citation[];
}

export interface FinishOptions {
  onDelta?: ((text: string) => void) | undefined;
  /** The student went away (a closed tab): the model call stops. */
  signal?: AbortSignal | undefined;
}

/** A reply under way. Finish it, or cancel it when it is not wanted after all. */
export interface StartedReply {
  /** The whole reply; model replies pass each piece to onDelta as it comes, the others arrive whole. */
  finish(options?: FinishOptions): Promise<TutorReply>;
  /** Stops the model call, if any. Harmless after finish. */
  cancel(): void;
}

const PASSAGES_PER_TURN = 4;
const FOLLOW_UP = 'Can you explain that back to me in your own words? Say "Let\'s Start" when you want to try the chapter test.';

function citationFor(passage: Passage, excerpt: string): Citation {
  return { passage: passage.id, ...(passage.heading ? { heading: passage.heading } : {}), excerpt, text: passage.text };
}

function firstSentence(text: string) {
  const sentence = /^[\s\S]*?[.!?](\s|$)/.exec(text)?.[0] ?? text;
  return sentence.trim().slice(0, 240);
}

/** Passages the model cited as [n]; when it cited none, the passages it was given. */
export function citationsFromReply(reply: string, given: Passage[], all: Passage[]): Citation[] {
  const byId = new Map(all.map((p) => [p.id, p]));
  const cited = [...new Set([...reply.matchAll(/\[(\d{1,4})\]/g)].map((m) => Number(m[1])))]
    .map((id) => byId.get(id))
    .filter((p): p is Passage => !!p);
  return (cited.length ? cited : given).map((p) => citationFor(p, firstSentence(p.text)));
}

/** The offline tutor: the engine's extractive answer, its cited sentences grouped per passage. */
function offlineReply(input: TutorReplyInput): TutorReply {
  const { chapter } = input;
  const answer = answerFromChapter({ index: chapter.index, question: input.message, chapterTitle: chapter.row.title, grade: input.grade });
  if (!answer.onTopic) return { text: answer.answer, citations: [] };
  const byPassage = new Map<number, string[]>();
  for (const c of answer.citations) byPassage.set(c.passage, [...(byPassage.get(c.passage) ?? []), c.text]);
  const passages = new Map(chapter.passages.map((p) => [p.id, p]));
  const citations = [...byPassage].flatMap(([id, sentences]) => {
    const passage = passages.get(id);
    return passage ? [citationFor(passage, sentences.join(' '))] : [];
  });
  return { text: `${answer.answer}\n\n${FOLLOW_UP}`, citations };
}

/** The tutor won't hand out a test question's answer: it points to where to learn it instead. */
function guidedReply(input: TutorReplyInput, questionNumber: number): TutorReply {
  const ranked = retrievePassages(input.chapter.index, input.message, 2).map((r) => r.passage);
  const where = ranked.length ? ` Read passage ${ranked.map((p) => p.id).join(' and ')} again` : ' Look back through the chapter';
  return {
    text:
      `That is question ${questionNumber} of this chapter's test, so I won't give the answer away.` +
      `${where}, note the key idea in your own words, and then try it in the test: say "Let's Start" when you are ready.` +
      ' If a word in the question is unclear, ask me about that word.',
    citations: ranked.map((p) => citationFor(p, firstSentence(p.text))),
  };
}

/** Starts the model call at once; its first piece is asked for before anyone reads it. */
function startModelReply(input: TutorReplyInput, llm: Llm): StartedReply {
  const { chapter } = input;
  const retrieved = retrievePassages(chapter.index, input.message, PASSAGES_PER_TURN).map((r) => r.passage);
  // Nothing matched: give the model the chapter's opening passages so it can steer back to them.
  const given = retrieved.length ? retrieved : chapter.passages.slice(0, 2);
  const system = buildTutorSystemPrompt({
    chapterTitle: chapter.row.title,
    subject: chapter.row.subject,
    grade: input.grade,
    passages: given,
  });
  const call = new AbortController();
  const pieces = llm.streamTutorReply({ system, messages: [...input.history, { role: 'user', content: input.message }], signal: call.signal })[Symbol.asyncIterator]();
  const first = pieces.next();
  first.catch(() => undefined); // finish() reads the failure; a cancelled reply's is nobody's
  return {
    cancel: () => call.abort(new Error('The reply is not wanted.')),
    async finish({ onDelta, signal } = {}) {
      const stop = () => call.abort(signal?.reason);
      if (signal?.aborted) stop();
      signal?.addEventListener('abort', stop, { once: true });
      try {
        let text = '';
        for (let next = await first; !next.done; next = await pieces.next()) {
          text += next.value;
          onDelta?.(next.value);
        }
        return { text, citations: retrieved.length ? citationsFromReply(text, given, chapter.passages) : [] };
      } finally {
        signal?.removeEventListener('abort', stop);
      }
    },
  };
}

/** A reply that is ready at once (the offline tutor, or a pointer away from a test question). */
function readyReply(reply: TutorReply): StartedReply {
  return {
    finish: async ({ onDelta } = {}) => {
      onDelta?.(reply.text);
      return reply;
    },
    cancel: () => undefined,
  };
}

export function startTutorReply(input: TutorReplyInput): StartedReply {
  const asked = matchingTestQuestion(input.message, input.chapter.questions);
  if (asked) return readyReply(guidedReply(input, asked.number));
  return input.llm ? startModelReply(input, input.llm) : readyReply(offlineReply(input));
}

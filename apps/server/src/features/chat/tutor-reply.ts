/**
 * A conversation turn outside a test: retrieve the chapter passages most relevant to the
 * message, answer from them (the configured model, or the engine's offline tutor) and cite them.
 * Neither path ever sees an answer key: the model's prompt is built from passages, the
 * student's grade and the recent conversation only.
 *
 * A reply is started, then finished: the model call leaves when it is started, so the server
 * can store the student's message while the model works on its first token (service.ts).
 */
import { answerFromChapter, buildTutorSystemPrompt, detectIntent, retrievePassages, type Citation as EngineCitation, type Passage } from '@booktutor/tutor';
import type { Citation } from '@booktutor/contracts/chat';
import type { ConversationTurn, Llm } from '../../lib/llm/llm';
import type { ChapterContext } from './chapter-context';
import { sendInPieces } from './reply-pieces';
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
  /** The whole reply at once, when nothing has to be waited for (the offline tutor): it can be stored before it is sent. */
  ready?: TutorReply;
  /** The whole reply; model replies pass each piece to onDelta as it comes, a ready one in paced pieces. */
  finish(options?: FinishOptions): Promise<TutorReply>;
  /** Stops the model call, if any. Harmless after finish. */
  cancel(): void;
}

const PASSAGES_PER_TURN = 4;

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
  const cited = [...new Set([...reply.matchAll(/\[(\d{1,4})\]/g)].map((m) => Number(m[1])))].map((id) => byId.get(id)).filter((p): p is Passage => !!p);
  return (cited.length ? cited : given).map((p) => citationFor(p, firstSentence(p.text)));
}

/** The engine's cited sentences, grouped per passage, as the chat's citations (the whole passage attached). */
export function citationsFromEngine(chapter: ChapterContext, cited: EngineCitation[]): Citation[] {
  const byPassage = new Map<number, string[]>();
  for (const c of cited) byPassage.set(c.passage, [...(byPassage.get(c.passage) ?? []), c.text]);
  const passages = new Map(chapter.passages.map((p) => [p.id, p]));
  return [...byPassage].flatMap(([id, sentences]) => {
    const passage = passages.get(id);
    if (!passage) return [];
    // A whole-passage citation (a pointer during a test) shows the passage's first sentence as its excerpt.
    const excerpt = sentences.length === 1 && sentences[0] === passage.text ? firstSentence(passage.text) : sentences.join(' ');
    return [citationFor(passage, excerpt)];
  });
}

/** What "I don't get it" is about: the student's last real question before this message. */
function previousQuestion(history: ConversationTurn[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== 'user') continue;
    const { intent } = detectIntent(turn.content);
    if (intent !== 'explain_again' && intent !== 'greeting' && intent !== 'thanks') return turn.content;
  }
  return undefined;
}

/** The offline tutor: the engine's extractive answer and a closing line that fits it. */
function offlineReply(input: TutorReplyInput): TutorReply {
  const { chapter } = input;
  const earlier = previousQuestion(input.history);
  const answer = answerFromChapter({ index: chapter.index, question: input.message, chapterTitle: chapter.row.title, grade: input.grade, ...(earlier ? { previousQuestion: earlier } : {}) });
  const text = answer.closing ? `${answer.answer}\n\n${answer.closing}` : answer.answer;
  return { text, citations: answer.onTopic ? citationsFromEngine(chapter, answer.citations) : [] };
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
  const system = buildTutorSystemPrompt({ chapterTitle: chapter.row.title, subject: chapter.row.subject, grade: input.grade, passages: given });
  const call = new AbortController();
  const stream = llm.streamTutorReply({ system, messages: [...input.history, { role: 'user', content: input.message }], signal: call.signal });
  const pieces = stream[Symbol.asyncIterator]();
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

/** A reply that is ready at once (the offline tutor, or a pointer away from a test question), sent in pieces. */
function readyReply(reply: TutorReply): StartedReply {
  return {
    ready: reply,
    finish: async ({ onDelta, signal } = {}) => {
      await sendInPieces(reply.text, onDelta, signal);
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

import { expandTextSpeak } from '../text/spelling';
import { ANSWER_REQUEST, detectIntent, type UnderstoodIntent } from '../text/intents';
import type { TestMessageKind } from './test-state';

export { ANSWER_REQUEST };

const START = /^\s*(let'?s\s+start|start(\s+(the\s+)?test)?|begin(\s+(the\s+)?test)?|start\s+again|retake(\s+(the\s+)?test)?|restart(\s+(the\s+)?test)?)\s*[.!]*\s*$/i;
const HINT = /^\s*(hint|give me a hint|can i (have|get) a hint|i need a hint|another hint|(a |one )?more hint|clue|help( me)?( please)?|i('m| am) stuck)\s*[.!?]*\s*$/i;
const SKIP = /^\s*(skip|pass|next( question)?|skip (this|it)( question)?|i don'?t know|i do not know|idk|no idea|dunno)\s*[.!]*\s*$/i;
/** The skips that say the student does not know, rather than that they chose to move on. */
export const SKIP_MEANS_NOT_KNOWING = /^\s*(i don'?t know|i do not know|idk|no idea|dunno)\s*[.!]*\s*$/i;
const QUIT = /^\s*(quit|stop|end|exit|finish)(\s+(the\s+)?test)?( now| please)?\s*[.!]*\s*$/i;
const REPEAT = /^\s*(repeat|again|say (it|that) again|repeat (the )?question|what was the question)\s*[.!?]*\s*$/i;

// A question opens with a question word followed by what questions follow it with ("when does",
// not "when the switch is open" which is how an answer starts), or with a request to explain.
const ASKS =
  /^\s*(what(?:'s)?\s+(is|are|was|were|does|do|did|happens|causes|makes|about|if|kind|type|mean|means)\b|what's\b|why\b|how\s+(do|does|did|is|are|was|can|could|should|would|many|much|long|far|come|to)\b|when\s+(is|are|was|does|do|did|will|can|should)\b|where\s+(is|are|does|do|did|can|in)\b|who\s+(is|was|are|were)\b|which\s+(one|option|is|of|part)\b|(can|could|would|will)\s+(you|i|we|u)\b|(do|does|did)\s+(you|i|we|it|this|that|the|a|an)\b(?!\s+not)|(please\s+)?(explain|define|describe|clarify)\s+(to me\s+)?(what|why|how|this|that|the|a|an|question|it|again|\w+\s*\?)|tell me\b|(define|explain)\s+\w+|help me (understand|with)\b|i\s+(don'?t|do not|didn'?t)\s+(understand|get|know what)\b|i'?m (confused|not sure what)\b|(the )?meaning of\b|is (this|that) (asking|question)\b|what\s*\?\s*$)/i;
/** "Is it B?", "newton?": a tentative answer, marked as one. */
const TENTATIVE = /^\s*(is it|it'?s|it is|maybe|i think( it'?s)?)?\s*[\w'./-]+(\s+[\w'./-]+){0,3}\s*\?\s*$/i;

function asksSomething(text: string): boolean {
  const t = expandTextSpeak(text.length > 400 ? text.slice(0, 400) : text);
  if (ANSWER_REQUEST.test(t)) return true;
  if (ASKS.test(t)) return !(/^\s*(is it|it'?s)\b/i.test(t) && t.split(/\s+/).length <= 5);
  // A longer message with a question in it ("... (a) How long does it take?").
  if (t.split(/(?<=[.?!])\s+/).some((s) => /\?\s*$/.test(s) && ASKS.test(s.replace(/^\(?[a-z]\)\s*/i, '')))) return true;
  // Ends in a question mark: a question, unless it is a short tentative answer ("Is it B?").
  return /\?\s*$/.test(t) && !TENTATIVE.test(t);
}

/** What a chat message means while a test may be running. Anything else is an answer. */
export function classifyTestMessage(text: string): TestMessageKind {
  if (START.test(text)) return 'start';
  if (HINT.test(text)) return 'hint';
  if (SKIP.test(text)) return 'skip';
  if (QUIT.test(text)) return 'quit';
  if (REPEAT.test(text)) return 'repeat';
  if (asksSomething(text)) return 'question';
  return 'answer';
}

/** A chat message as the engine understands it: what it is during a test, and what it asks the tutor. */
export interface MessageReading {
  testKind: TestMessageKind;
  intent: UnderstoodIntent;
}

/**
 * Reads a chat message once, for the whole turn: whether it starts or plays a test turn, and
 * what it asks the tutor if it is not one. The caller carries the result instead of asking again.
 */
export function readMessage(text: string): MessageReading {
  return { testKind: classifyTestMessage(text), intent: detectIntent(text) };
}

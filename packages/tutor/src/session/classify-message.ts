import type { TestMessageKind } from './test-state';

const START = /^\s*(let'?s\s+start|start(\s+(the\s+)?test)?|begin(\s+(the\s+)?test)?|start\s+again|retake(\s+(the\s+)?test)?|restart(\s+(the\s+)?test)?)\s*[.!]*\s*$/i;
const HINT = /^\s*(hint|give me a hint|can i (have|get) a hint|i need a hint|clue|help( me)?( please)?|i('m| am) stuck)\s*[.!?]*\s*$/i;
const SKIP = /^\s*(skip|pass|next( question)?|skip (this|it)( question)?|i don'?t know|idk|no idea|dunno)\s*[.!]*\s*$/i;
const QUIT = /^\s*(quit|stop|end|exit|finish)(\s+(the\s+)?test)?( now| please)?\s*[.!]*\s*$/i;
const REPEAT = /^\s*(repeat|again|say (it|that) again|repeat (the )?question|what was the question)\s*[.!?]*\s*$/i;

/** What a chat message means while a test may be running. Anything else is an answer. */
export function classifyTestMessage(text: string): TestMessageKind {
  if (START.test(text)) return 'start';
  if (HINT.test(text)) return 'hint';
  if (SKIP.test(text)) return 'skip';
  if (QUIT.test(text)) return 'quit';
  if (REPEAT.test(text)) return 'repeat';
  return 'answer';
}

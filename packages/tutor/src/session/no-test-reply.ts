import type { TestMessageKind } from './test-state';

/**
 * "skip" or "quit" when no test is running (it has finished, or none was started) is about a test,
 * not a question on the chapter: it is answered as such, never with the off-topic refusal.
 * Other kinds ("help me", "again") still go to the tutor, where they mean something outside a test too.
 */
export function replyWithoutTest(kind: TestMessageKind, hadTest: boolean): string | null {
  if (kind !== 'skip' && kind !== 'quit') return null;
  const what = kind === 'skip' ? 'nothing to skip' : 'nothing to end';
  return hadTest
    ? `Your test has finished, so there is ${what}. Say "Let's Start" to take it again, or ask me anything about the chapter.`
    : `There is no test running, so there is ${what}. Say "Let's Start" to take the chapter test, or ask me anything about the chapter.`;
}

import { describe, expect, it } from 'vitest';
import { classifyTestMessage, processChapterText, startTest, takeTurn, type TestState } from '../src/index';

const { questionArray: questions } = processChapterText({
  subject: 'Science',
  rawText: [
    '1. Which planet is closest to the Sun? (2 marks)',
    'a) Venus',
    'b) Mercury',
    'c) Mars',
    'Answer: b',
    '',
    '2. True or false: the Moon makes its own light.',
    'Answer: False',
    '',
    '3. Name the gas plants take in for photosynthesis. (2 marks)',
    'Answer: carbon dioxide',
  ].join('\n'),
});

async function play(messages: string[]): Promise<{ state: TestState; reply: string }> {
  let state = startTest(questions).state;
  let reply = '';
  for (const text of messages) {
    const kind = classifyTestMessage(text);
    const turn = await takeTurn(state, questions, { kind: kind === 'start' ? 'answer' : kind, text });
    state = turn.state;
    reply = turn.reply;
  }
  return { state, reply };
}

describe('test summary wording', () => {
  it('counts skipped questions neither as answered nor as incorrect', async () => {
    const { reply } = await play(['a', 'skip', 'skip']);
    expect(reply).toContain('Answered 1 of 3 questions: 0 correct, 0 partly correct, 1 incorrect; 2 skipped.');
  });

  it('shows every percentage with one decimal, as the spec rounds chapter scores', async () => {
    const first = await play(['a']);
    expect(first.reply).toContain('Score so far: 0/2 (0.0%).');
    const all = await play(['b', 'true', 'carbon dioxide']);
    expect(all.reply).toContain('(80.0%)');
  });

  it('says what happens to "I don\'t know": a skip worth 0, told as such', async () => {
    for (const text of ["I don't know", 'i dont know', 'I do not know', 'idk']) {
      expect(classifyTestMessage(text)).toBe('skip');
      const { reply, state } = await play([text]);
      expect(reply).toContain('counted it as skipped (0 marks)');
      expect(state.answers[0]).toMatchObject({ skipped: true, marks: 0 });
    }
    expect((await play(['skip'])).reply).toContain('Skipped (0 marks).');
  });

  it('takes hostile answers without crashing', async () => {
    for (const text of ['constructor', '__proto__', 'a\u0000b', '\ud800', '🙂', 'x'.repeat(100_000)]) {
      const { reply } = await play([text, 'skip', 'skip', 'skip']);
      expect(typeof reply).toBe('string');
    }
  });
});

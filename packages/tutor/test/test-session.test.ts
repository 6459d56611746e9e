import { describe, expect, it } from 'vitest';
import { classifyTestMessage, processChapterText, readMessage, scoreSummary, startTest, takeTurn, type Grader, type TestState } from '../src/index';

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
    '',
    '4. Describe a food chain. (3 marks)',
  ].join('\n'),
});

/** The server stores state as JSON between turns; so do we, to prove it survives a restart. */
const restart = (state: TestState): TestState => JSON.parse(JSON.stringify(state)) as TestState;

describe('test state machine', () => {
  it('starts, asks one question at a time with its marks, and leaves out unkeyed questions', () => {
    const { state, reply, score, testTotalMarks } = startTest(questions);
    expect(state.order).toEqual([0, 1, 2]);
    // The whole test's marks before any answer: the unkeyed question's 3 are not part of it.
    expect(testTotalMarks).toBe(5);
    expect(reply).toContain('Question 1 of 3 (2 marks)');
    expect(reply).toContain('b) Mercury'.replace('b)', 'B)'));
    expect(reply).not.toContain('Question 2');
    expect(score).toMatchObject({ earnedMarks: 0, totalMarks: 0, percentage: 0, answeredQuestions: 0, totalQuestions: 3 });
    expect(startTest(questions, { includeUnkeyed: true }).state.order).toEqual([0, 1, 2, 3]);
    expect(startTest(questions, { includeUnkeyed: true }).testTotalMarks).toBe(8);
  });

  it('grades, gives feedback, keeps a running score and finishes with a summary', async () => {
    let { state } = startTest(questions);
    let turn = await takeTurn(state, questions, { kind: 'answer', text: 'B' });
    expect(turn.grade).toMatchObject({ marks: 2, verdict: 'correct' });
    expect(turn.score).toMatchObject({ earnedMarks: 2, totalMarks: 2, percentage: 100, answeredQuestions: 1 });
    expect(turn.reply).toContain('Question 2 of 3');
    turn = await takeTurn(turn.state, questions, { kind: 'answer', text: 'true' });
    expect(turn.score).toMatchObject({ earnedMarks: 2, totalMarks: 3, percentage: 66.7, correct: 1, incorrect: 1 });
    turn = await takeTurn(turn.state, questions, { kind: 'answer', text: 'Carbon dioxide' });
    expect(turn.finished).toBe(true);
    expect(turn.score).toMatchObject({ earnedMarks: 4, totalMarks: 5, percentage: 80, answeredQuestions: 3, totalQuestions: 3 });
    expect(turn.reply).toContain('Test finished! You scored 4 out of 5 marks (80.0%)');
    state = turn.state;
    const after = await takeTurn(state, questions, { kind: 'answer', text: 'anything' });
    expect(after.state.answers).toHaveLength(3);
  });

  it('resumes after a restart from the stored JSON state', async () => {
    const first = await takeTurn(startTest(questions).state, questions, { kind: 'answer', text: 'b' });
    const resumed = await takeTurn(restart(first.state), questions, { kind: 'answer', text: 'False' });
    expect(resumed.score).toMatchObject({ earnedMarks: 3, totalMarks: 3, answeredQuestions: 2 });
    expect(resumed.reply).toContain('Question 3 of 3');
  });

  it('gives hints without revealing the answer and without moving on', async () => {
    const { state } = startTest(questions);
    const hint = await takeTurn(state, questions, { kind: 'hint' });
    expect(hint.reply).toMatch(/not A/);
    expect(hint.reply).not.toMatch(/\bB\b/);
    expect(hint.state.position).toBe(0);
    const hint2 = await takeTurn(hint.state, questions, { kind: 'hint' });
    expect(hint2.reply).not.toMatch(/\bB\b/);
    const answered = await takeTurn(hint2.state, questions, { kind: 'answer', text: 'b' });
    expect(answered.state.answers[0]!.hintsUsed).toBe(2);
    expect(answered.state.hintsForCurrent).toBe(0);
  });

  it('counts a skip as answered with no marks', async () => {
    const skipped = await takeTurn(startTest(questions).state, questions, { kind: 'skip' });
    expect(skipped.score).toMatchObject({ earnedMarks: 0, totalMarks: 2, percentage: 0, answeredQuestions: 1, incorrect: 1, skipped: 1 });
    expect(skipped.reply).toContain('Question 2 of 3');
  });

  it('asks again instead of marking an unreadable choice', async () => {
    const { state } = startTest(questions);
    const turn = await takeTurn(state, questions, { kind: 'answer', text: 'hmm not sure really' });
    expect(turn.state).toEqual(state);
    expect(turn.reply).toMatch(/couldn't tell which option/);
  });

  it('quits early with a summary, and retaking is a fresh attempt', async () => {
    const first = await takeTurn(startTest(questions).state, questions, { kind: 'answer', text: 'b' });
    const quit = await takeTurn(first.state, questions, { kind: 'quit' });
    expect(quit.finished).toBe(true);
    expect(scoreSummary(quit.state)).toMatchObject({ answeredQuestions: 1, totalQuestions: 3 });
    const retake = startTest(questions);
    expect(retake.state.answers).toEqual([]);
    expect(retake.state.status).toBe('in_progress');
  });

  it('uses the grader it is given for free text', async () => {
    const generous: Grader = { grade: async (req) => ({ marks: req.maxMarks, maxMarks: req.maxMarks, verdict: 'correct', feedback: 'Model says yes' }) };
    let { state } = startTest(questions, { includeUnkeyed: true });
    for (const text of ['b', 'false', 'carbon dioxide']) state = (await takeTurn(state, questions, { kind: 'answer', text })).state;
    const last = await takeTurn(state, questions, { kind: 'answer', text: 'grass -> rabbit -> fox' }, generous);
    expect(last.grade).toMatchObject({ marks: 3, feedback: 'Model says yes' });
    expect(last.score.percentage).toBe(100);
  });

  it('classifies chat messages during a test', () => {
    expect(classifyTestMessage("Let's Start")).toBe('start');
    expect(classifyTestMessage('hint please'.replace(' please', ''))).toBe('hint');
    expect(classifyTestMessage('Can I have a hint?')).toBe('hint');
    expect(classifyTestMessage('skip')).toBe('skip');
    expect(classifyTestMessage("I don't know")).toBe('skip');
    expect(classifyTestMessage('quit the test')).toBe('quit');
    expect(classifyTestMessage('The heart pumps blood')).toBe('answer');
    expect(classifyTestMessage('B')).toBe('answer');
  });

  it('reads a chat message once into both what it is in a test and what it asks the tutor', () => {
    expect(readMessage("Let's Start")).toEqual({ testKind: 'start', intent: { intent: 'general' } });
    expect(readMessage('What is chlorophyll?')).toEqual({ testKind: 'question', intent: { intent: 'definition', topic: 'chlorophyll' } });
    expect(readMessage("I don't get it")).toMatchObject({ testKind: 'question', intent: { intent: 'explain_again' } });
    expect(readMessage('constructor\u0000\ud800'.repeat(20_000))).toMatchObject({ testKind: 'answer', intent: { intent: 'general' } });
  });
});

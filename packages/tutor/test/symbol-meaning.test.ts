import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { askedSymbol, explainSymbol } from '../src/retrieval/symbol-meaning';

// College Physics 2e: "what does G stand for?" had quoted "The term rev/min stands for revolutions per
// minute", and "what does v stand for?" a class activity where students "stand with their back to the wall".
const rawText = [
  '# Gravitation',
  '## The law of gravitation',
  'Every particle attracts every other particle. The force is F=GmM/r^2. This is the universal law of gravitation, F=GmM/r^2, where F is the magnitude of the gravitational force and G is a proportionality factor called the gravitational constant. Interestingly, G is by far the least well determined of the fundamental constants.',
  '## Falling bodies',
  'Near the surface, objects fall with the acceleration due to gravity (g), about 9.80 m/s^2. We define angular velocity ω as the rate of change of an angle.',
  '## Activity',
  'One student from each pair should stand with their back to the longest wall in the classroom. Then (a) measure the wall and (d) calculate its area.',
].join('\n\n');
const { passages } = processChapterText({ rawText, subject: 'Physics' });
const index = buildPassageIndex(passages);
const ask = (question: string) => answerFromChapter({ index, question });

describe('what a letter of a formula stands for', () => {
  it('reads the letter the question asks about, in its own case', () => {
    expect(askedSymbol('what does G stand for?')).toBe('G');
    expect(askedSymbol('In the formula g=GM/(r^2), what does G represent?')).toBe('G');
    expect(askedSymbol('what is v_0 in the equation?')).toBe('v_0');
    expect(askedSymbol("what does 'ω' mean")).toBe('ω');
    expect(askedSymbol('What does G stand for?')).toBe('G');
    expect(askedSymbol("What's G in the formula?")).toBe('G');
    expect(askedSymbol('What is G in the equation F=GmM/r^2?')).toBe('G');
    expect(askedSymbol('what does tributary mean?')).toBeUndefined();
    // A question about words, however it opens: "a mean free path", "u" for "you", the statistician's mean.
    for (const words of ['what is a mean free path?', 'what do u mean by inertia?', 'What is a mean?', 'what does a mean curve show about the data?'])
      expect(askedSymbol(words), words).toBeUndefined();
    for (const hostile of ['constructor', '__proto__ stand for', `what does ${'x'.repeat(100_000)} stand for`, 'what does \u0000 mean \ud800']) expect(() => askedSymbol(hostile)).not.toThrow();
  });

  it('answers with the sentence that introduces it, with the formula that sentence goes on from', () => {
    for (const question of ['what does G stand for?', 'In the formula F=GmM/r^2, what does G represent?']) {
      const reply = ask(question);
      expect(reply.intent, question).toBe('definition');
      expect(reply.answer, question).toMatch(
        /^This is the universal law of gravitation, F=GmM\/r\^2, where F is .* G is a proportionality factor called the gravitational constant\. \(passage \d+\)$/,
      );
      expect(reply.citations).toHaveLength(1);
      expect(reply.passages[0]!.id).toBe(reply.citations[0]!.passage);
    }
  });

  it('tells "g" from "G", and finds a letter named in brackets or defined', () => {
    expect(ask('what does g stand for').answer).toMatch(/^Near the surface, objects fall with the acceleration due to gravity \(g\)/);
    expect(ask('what does ω mean?').answer).toMatch(/^We define angular velocity ω as the rate of change of an angle\./);
  });

  it('says it more simply when asked again, and says it was asked again', () => {
    const reply = answerFromChapter({ index, question: "I don't get it", previousQuestion: 'what does G stand for?', grade: 4 });
    expect(reply.intent).toBe('explain_again');
    expect(reply.answer).toMatch(/^Let me put it more simply\. .*G is a proportionality factor called the gravitational constant\. \(passage \d+\)$/);
  });

  it('prefers the sentence that names the letter to a task whose parts are lettered', () => {
    const motion = processChapterText({
      rawText: '## Braking\n\nUsing the data, find (a) its acceleration and (b) its stopping distance. The acceleration a is the rate at which velocity changes.',
      subject: 'Physics',
    });
    expect(answerFromChapter({ index: buildPassageIndex(motion.passages), question: 'what does a stand for?' }).answer).toMatch(/^The acceleration a is the rate/);
  });

  it('never takes a part label for a symbol, nor "stand" for the subject', () => {
    expect(explainSymbol(passages, 'd', () => 0)).toBeUndefined();
    expect(explainSymbol(passages, 'a', () => 0)).toBeUndefined();
    expect(ask('what does t stand for?').answer).not.toMatch(/stand with their back/);
  });
});

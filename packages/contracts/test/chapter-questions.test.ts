import { describe, expect, it } from 'vitest';
import { editedQuestionSetSchema, isStorableText, parseMatchingKey, toStorableText, type EditedQuestionInput } from '../src/chapter-questions';

const mcq: EditedQuestionInput = {
  type: 'mcq',
  prompt: 'Which unit measures force?',
  options: [
    { label: 'A', text: 'metre' },
    { label: 'B', text: 'newton' },
  ],
  answer: 'B',
  marks: 1,
};
const messages = (questions: unknown) => {
  const parsed = editedQuestionSetSchema.safeParse(questions);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the edited question set (checked by the web as the admin types, and again by the server)', () => {
  it('accepts a valid set, trims text and reads an empty key as no key', () => {
    const parsed = editedQuestionSetSchema.parse([
      { ...mcq, prompt: '  Which unit?  ' },
      { type: 'short', prompt: 'Name one.', answer: '   ', marks: 2.5 },
    ]);
    expect(parsed[0]!.prompt).toBe('Which unit?');
    expect(parsed[1]).toMatchObject({ answer: null, options: [], acceptedAnswers: [] });
  });

  it('names the question and the field of each problem', () => {
    expect(messages([mcq, { ...mcq, answer: 'C' }])).toEqual(['1.answer: Question 2: the answer must be the letter of one of the options (A-B).']);
    expect(
      messages([
        {
          ...mcq,
          options: [
            { label: 'A', text: 'x' },
            { label: 'B', text: '' },
          ],
        },
      ]),
    ).toEqual(['0.options.1: Question 1: option B is empty.']);
    expect(messages([{ ...mcq, type: 'multi', answer: 'B, A' }])).toEqual([]); // any order of existing letters is a list
    expect(messages([{ ...mcq, type: 'multi', answer: 'A B' }])[0]).toMatch(/separated by commas/);
    expect(messages([{ ...mcq, type: 'true_false', options: [], answer: 'True' }])[0]).toMatch(/"true" or "false"/);
    expect(messages([{ ...mcq, marks: 0.25 }])[0]).toMatch(/^0\.marks: Question 1: marks must be between 0.5 and 100/);
  });

  it('refuses what cannot be stored, and toStorableText makes it storable', () => {
    const bad = ['a\u0000b', 'x\uD800', '\uDC00y'];
    for (const text of bad) {
      expect(isStorableText(text)).toBe(false);
      expect(isStorableText(toStorableText(text))).toBe(true);
      expect(messages([{ ...mcq, prompt: text }])[0]).toMatch(/cannot be stored/);
    }
    expect(isStorableText('emoji 🔥 and 漢字')).toBe(true);
    expect(toStorableText('a\u0000b\uD800')).toBe('ab\uFFFD');
  });

  it('reads a matching key as pairs', () => {
    expect(parseMatchingKey('cat -> mammal; trout -> fish')).toEqual([
      { left: 'cat', right: 'mammal' },
      { left: 'trout', right: 'fish' },
    ]);
    expect(parseMatchingKey('cat mammal; trout -> fish')).toBeNull();
  });
});

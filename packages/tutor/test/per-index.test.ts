import { describe, expect, it } from 'vitest';
import { buildPassageIndex } from '../src/retrieval/passage-index';
import { perIndex } from '../src/retrieval/per-index';

const passage = (id: number, text: string) => ({ id, text });

describe('perIndex', () => {
  it('computes once per chapter index and keeps each index its own value', () => {
    let calls = 0;
    const passageCount = perIndex((index) => {
      calls++;
      return index.passages.length;
    });
    const one = buildPassageIndex([passage(1, 'Speed is distance over time.')]);
    const two = buildPassageIndex([passage(1, 'A force is a push or a pull.'), passage(2, 'Friction opposes motion.')]);
    expect([passageCount(one), passageCount(two), passageCount(one), passageCount(two)]).toEqual([1, 2, 1, 2]);
    expect(calls).toBe(2);
  });

  it('remembers a value that is falsy', () => {
    let calls = 0;
    const nothing = perIndex(() => {
      calls++;
      return 0;
    });
    const index = buildPassageIndex([passage(1, 'Speed is distance over time.')]);
    nothing(index);
    nothing(index);
    expect(calls).toBe(1);
  });
});

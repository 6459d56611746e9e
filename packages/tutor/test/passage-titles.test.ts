import { describe, expect, it } from 'vitest';
import { splitPassages } from '../src/processing/split-passages';

const headingsAndStarts = (text: string) => splitPassages(text).map((p) => [p.heading, p.text.split(/\s+/).slice(0, 3).join(' ')]);

describe('a title line with its paragraph straight under it', () => {
  it('becomes the heading, never the start of the paragraph (one word, a question, several words)', () => {
    const chapter = [
      'Forces and Motion',
      '',
      'What is a force?\nA force is a push or a pull that acts on an object. It can change how the object moves.',
      '',
      'Friction\nFriction is a force between two surfaces that touch. It always opposes motion.',
      '',
      'Discovering a lost civilisation\nAbout one hundred years ago, archaeologists found the remains of large, planned cities.',
    ].join('\n');
    expect(headingsAndStarts(chapter)).toEqual([
      ['What is a force?', 'A force is'],
      ['Friction', 'Friction is a'],
      ['Discovering a lost civilisation', 'About one hundred'],
    ]);
  });

  it('cuts a block at a title between two paragraphs', () => {
    const block = 'Speed tells us how fast an object moves.\nAverage speed\nAverage speed is the total distance divided by the total time taken for a journey.';
    expect(headingsAndStarts(block)).toEqual([
      [undefined, 'Speed tells us'],
      ['Average speed', 'Average speed is'],
    ]);
  });

  it('leaves a hard-wrapped paragraph whole: its first line is as long as the next', () => {
    const wrapped = ['Rivers carry water from the hills towards the sea and', 'Shape the land they flow through over thousands of years,', 'cutting valleys and building plains.'].join('\n');
    const passages = splitPassages(wrapped);
    expect(passages).toHaveLength(1);
    expect(passages[0]!.heading).toBeUndefined();
    expect(passages[0]!.text).toBe(wrapped.replace(/\n/g, ' '));
  });

  it('does not take a line that ends a sentence, or a line under one that does not, for a title', () => {
    const text =
      'The river slows down near the sea.\nIt drops its silt there and builds a delta that grows every year.\nMost deltas\nare shaped like a fan when the sea is calm enough for the silt to stay where it falls.';
    expect(splitPassages(text).map((p) => p.heading)).toEqual([undefined]);
  });
});

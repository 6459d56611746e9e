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

describe('what is not a title line', () => {
  it('a chapter title and a section title stacked over the paragraph are both titles, and none is glued to it', () => {
    const passages = splitPassages('Rivers\nFrom source to mouth\nA river begins at its source, which may be a spring, a lake or a melting glacier.');
    expect(passages.map((p) => [p.heading, p.text.split(' ')[0]])).toEqual([['From source to mouth', 'A']]);
  });

  it('dialogue and the items of a list a colon announces stay in the text', () => {
    const story = 'Tom looked up from the water.\nWhere are you going?\nI am going down to the river to see the boats come in with the tide.';
    expect(splitPassages(story).map((p) => p.heading)).toEqual([undefined]);
    expect(splitPassages(story)[0]!.text).toMatch(/Where are you going\?/);
    const list = 'For this experiment you will need:\nScissors\nA sheet of card, a ruler and a pencil to mark the lines you will cut.';
    expect(splitPassages(list)[0]!.text).toMatch(/Scissors/);
  });
});

// University Physics and Chemistry 2e set their equations on lines of their own, often after a sentence
// that leads into them: "F = QE (Equation 5.3)", "C_1 V_1=C_2 V_2", "Substituting, we obtain" (and in College
// Physics 2e "The mass m cancels, yielding") had
// become the titles of the passages after them, and the formulas were missing from the text.
describe('a formula or a sentence leading into one, on a line of its own', () => {
  const chapter = [
    '## Electric Field',
    '',
    'A test charge Q placed in an electric field feels a force. We can rewrite this as',
    '',
    'F = QE   (Equation 5.3)',
    '',
    'where E is the electric field at the position of the charge.',
    '',
    'The two components are also equal, so we have',
    '',
    'E_z = 2E cos θ',
    '',
    'Substituting, we obtain',
    '',
    '2 H_2 + O_2 ⟶ 2 H_2 O',
    '',
    'The electric field is calculated by',
    '',
    'C_1 V_1=C_2 V_2',
    '',
    'The mass m cancels, yielding',
    '',
    'g = GM/r^2',
  ].join('\n');

  it('is text of the section, never a title', () => {
    const passages = splitPassages(chapter);
    expect(new Set(passages.map((p) => p.heading))).toEqual(new Set(['Electric Field']));
    const text = passages.map((p) => p.text).join('\n');
    for (const line of ['F = QE', 'so we have', 'E_z = 2E cos θ', 'Substituting, we obtain', '2 H_2 + O_2 ⟶ 2 H_2 O', 'is calculated by', 'C_1 V_1=C_2 V_2', 'cancels, yielding'])
      expect(text).toContain(line);
  });

  it('leaves short titles as they were', () => {
    const titles = ['Calculation of u_rms', 'Electric Field Lines', 'The Field of a Disk', 'What things are made of', 'Where energy comes from', 'What living things are'];
    const passages = splitPassages(titles.map((t) => `${t}\n\nSome text about ${t.toLowerCase()} follows here, in a sentence of its own.`).join('\n\n'));
    expect(passages.map((p) => p.heading)).toEqual(titles);
  });
});

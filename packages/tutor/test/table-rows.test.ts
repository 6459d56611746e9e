// Tables in a pasted chapter become one sentence per row that names its columns (table-rows.ts).
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../scripts/seeded-random';
import { processChapterText } from '../src/index';
import { tableRowsAsSentences } from '../src/processing/table-rows';
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';

const INTRO = '# Matter\n\n## Melting points\n\nDifferent substances melt at different temperatures. Table 1.1 lists some of them.';
const AFTER = 'Metals usually melt at high temperatures because their atoms are held together strongly.';
const COPIED = `${INTRO}\n\nSubstance | Melting point (°C) | Density (g/cm3)\n\nIce | 0 | 0.92\n\nIron | 1538 | 7.87\n\nGold | 1064 | 19.3\n\n${AFTER}`;
const MARKDOWN = `${INTRO}\n\n| Substance | Melting point (°C) | Density (g/cm3) |\n|---|:---:|---|\n| Ice | 0 | 0.92 |\n| Iron | 1538 | 7.87 |\n| Gold | 1064 | 19.3 |\n\n${AFTER}`;

describe('a table in a chapter', () => {
  it.each([
    ['copied from a web page, a row to a line', COPIED],
    ['written in Markdown', MARKDOWN],
  ])('%s: each row is a sentence naming its columns, and answers a question about it', (_, text) => {
    const { passages } = processChapterText({ rawText: text, subject: 'science' });
    // A short row used to pass for a heading ("Gold | 1064 | 19.3") and the question was refused.
    expect(passages.map((p) => p.heading)).toEqual(['Melting points']);
    expect(passages[0]!.text).toContain('Substance: Iron; Melting point (°C): 1538; Density (g/cm3): 7.87.');
    expect(passages[0]!.text).not.toMatch(/\||---/);
    const reply = answerFromChapter({ passages, question: 'What is the density of gold?', grade: 7 });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/^Substance: Gold; Melting point \(°C\): 1064; Density \(g\/cm3\): 19\.3\./);
  });

  it('without a header, rows stay as written, and none of them passes for a title', () => {
    const rows = 'Ice | solid\n\nWater | liquid\n\nSteam | gas';
    expect(tableRowsAsSentences(rows)).toBe(rows);
    const { passages } = processChapterText({ rawText: `## States\n\nWater comes in three states.\n\n${rows}\n\nHeat moves it from one to the next.`, subject: 'science' });
    expect(passages.map((p) => p.heading)).toEqual(['States']);
  });

  it('leaves alone what is not a table: one row, absolute values, pipes in code and prose', () => {
    for (const text of [
      'Ice | 0 | 0.92',
      '|x| = 5 and |y| = 3\n|z| = 2',
      '|a| = |b|\n|c| = |d|',
      '|A ∪ B| = |A| + |B| − |A ∩ B|\n|A| = 3',
      'ls | grep txt\nsort | uniq',
      'Grammar: choose either | or\nUse a | an before the noun.',
      'Choose red | blue.',
      'a|b|c\nd|e|f',
    ])
      expect(tableRowsAsSentences(text)).toBe(text);
  });

  it('a row with another number of cells ends the table', () => {
    expect(tableRowsAsSentences('Name | Age\nAna | 12\nBen | 13\nNotes | see below | page 2')).toBe('Name: Ana; Age: 12.\n\nName: Ben; Age: 13.\nNotes | see below | page 2');
  });

  it("loses no cell's text, and is linear on hostile text", () => {
    const random = seededRandom(11);
    const pieces = ['|', ' | ', 'Ice', '12', '---', '\n', '\n\n', ' ', 'constructor', '__proto__', '\u0000', '\ud800', '😀'];
    for (let n = 0; n < 300; n++) {
      const text = Array.from({ length: Math.floor(random() * 40) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const words = (s: string) => s.match(/[A-Za-z0-9_]+/g) ?? [];
      const out = tableRowsAsSentences(text);
      // Every word of the input is still there (a header's words may be repeated, never dropped).
      for (const w of new Set(words(text))) expect(out).toContain(w);
    }
    for (const text of [
      '|'.repeat(100_000),
      ' | '.repeat(50_000),
      'a | b\n'.repeat(50_000),
      '|---|\n'.repeat(50_000),
      `|${'a'.repeat(100_000)}`,
      `${'|---'.repeat(30_000)}x`,
      `a${' '.repeat(100_000)}|`,
    ]) {
      const started = performance.now();
      tableRowsAsSentences(text);
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });
});

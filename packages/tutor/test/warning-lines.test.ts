import { describe, expect, it } from 'vitest';
import { processChapterText } from '../src/index';

describe('import warnings point at the pasted line', () => {
  it('counts leading and repeated blank lines and CRLF line ends as the admin pasted them', () => {
    const pasted = ['', '', '::Q1:: Two plus two? {#4}', '', '', '', '::Q2:: Broken {~x ~y}', '', '::Q3:: Sky? {T}'].join('\r\n');
    const result = processChapterText({ rawText: pasted, subject: 'Maths', format: 'gift' });
    expect(result.questionArray.map((q) => q.prompt)).toEqual(['Two plus two?', 'Sky?']);
    expect(result.warnings).toHaveLength(1);
    const line = result.warnings[0]!.line;
    expect(pasted.split('\r\n')[line - 1]).toContain('Broken');
  });
});

describe('normalising pasted text', () => {
  it('stays linear on a line of 200,000 spaces between words', () => {
    const started = performance.now();
    const result = processChapterText({ rawText: `Heat moves.${' '.repeat(200_000)}It flows.\n`, subject: 'Physics' });
    // Generous bound: the quadratic version took seconds for a fifth of this.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.processedText.endsWith('It flows.')).toBe(true);
  });
});

// Regression: every rendering of every OpenStax chapter in ../shared/data through processChapterText,
// against the counts and pairs in its expected.json (no API, no model). Skipped without the data.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectationFor, expectationFromSource, IMPORT_DATA_DIR, renderedChapters, RENDERINGS, scoreQuestions } from '../scripts/eval-import';
import { processChapterText } from '../src/index';

const chapters = renderedChapters();
const read = (chapter: string, file: string) => readFileSync(join(IMPORT_DATA_DIR, chapter, file), 'utf8');

describe.skipIf(chapters.length === 0)('question-set renderings of the OpenStax chapters', () => {
  describe.each(chapters)('%s', (chapter) => {
    it.each(RENDERINGS)('%s: every question, answer and option', (rendering) => {
      const expected = expectationFor(chapter, rendering);
      const result = processChapterText({ rawText: read(chapter, rendering), subject: 'eval' });
      const score = scoreQuestions(result.questionArray, expected);
      expect(score.misses).toEqual([]);
      expect(result.questionArray.map((q) => q.number)).toEqual(Array.from({ length: expected.questions }, (_, i) => i + 1));
      expect(JSON.stringify(result.questionArray)).not.toMatch(/Access for free|openstax\.org|•/);
    });

    it.each(RENDERINGS)('%s inside the chapter: the same questions, and the chapter as passages', (rendering) => {
      const prose = read(chapter, 'chapter_prose.txt');
      const alone = processChapterText({ rawText: prose, subject: 'eval' }).passages.length;
      const result = processChapterText({ rawText: `${prose}\n\n${read(chapter, rendering)}\n\n${prose}`, subject: 'eval' });
      expect(scoreQuestions(result.questionArray, expectationFor(chapter, rendering)).misses).toEqual([]);
      expect(result.passages.length).toBe(2 * alone);
    });
  });

  it.each(['openstax-sociology-3e-ch1', 'openstax-physics-hs-ch2'])('%s: questions_with_answers.txt against questions.json', (chapter) => {
    if (!existsSync(join(IMPORT_DATA_DIR, chapter, 'questions.json'))) return;
    const result = processChapterText({ rawText: read(chapter, 'questions_with_answers.txt'), subject: 'eval' });
    const score = scoreQuestions(result.questionArray, expectationFromSource(chapter));
    // Physics 37 and 38 are worked examples: their "choices" are the strategy for parts (a)-(d), and
    // the key is a written solution, so they are read as parts of the question, not as options.
    expect(score.misses).toEqual(chapter.includes('physics') ? ['options 37: got 0, expected 4', 'options 38: got 0, expected 4'] : []);
  });
});

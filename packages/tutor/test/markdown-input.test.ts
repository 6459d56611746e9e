// Chapters and question sets written in Markdown: emphasis ("**Friction** is...", "**Answer:** B"),
// headings ("### Question 1") and bullets ("- A) A push") are layout, and must not cost a question,
// an answer or a definition.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectationFor, IMPORT_DATA_DIR, renderedChapters, scoreQuestions } from '../scripts/eval-import';
import { seededRandom } from '../scripts/seeded-random';
import { processChapterText } from '../src/index';
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { withoutEmphasis } from '../src/text/markdown-emphasis';

const read = (rawText: string) => processChapterText({ rawText, subject: 'science' });
const keys = (rawText: string) => read(rawText).questionArray.map((q) => [q.prompt, q.options?.map((o) => o.text) ?? null, q.answer]);

const EXPECTED = [
  ['What is friction?', ['A push', 'A force that opposes motion'], 'B'],
  ['What is gravity?', null, 'The pull of the Earth'],
];

describe('Markdown emphasis', () => {
  it('is taken off words, labels and answers', () => {
    expect(withoutEmphasis('**Friction** is a force.')).toBe('Friction is a force.');
    expect(withoutEmphasis('*Answer:* B and __two words__ and _in italics_ and ***both***')).toBe('Answer: B and two words and in italics and both');
    expect(withoutEmphasis('**bold with *italic* inside**')).toBe('bold with italic inside');
  });

  it('leaves arithmetic, subscripts, bullets, blanks, code and lone markers alone', () => {
    // Underscores also join the words of names: around one word they are kept ("__init__", "_draft_").
    for (const text of [
      '2*3*4',
      'x * y * z',
      'v_0 + v_1 = 2v_2',
      '* an item',
      '________ and falsifiable',
      'snake_case_name',
      'use `__init__` here',
      '**unclosed',
      '$5 and $9',
      'Answer: __init__.py',
      '/usr/lib/__pycache__/x',
      'C:\\my_docs\\_draft_\\file',
      'read _private_var_.',
    ])
      expect(withoutEmphasis(text)).toBe(text);
  });

  it('keeps every line, and is linear on hostile text', () => {
    const random = seededRandom(7);
    const pieces = ['*', '**', '_', '__', '`', 'a', 'word', ' ', '\n', '\u0000', '\ud800', '😀', 'constructor', '__proto__'];
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: Math.floor(random() * 60) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const out = withoutEmphasis(text);
      expect(out.split('\n').length).toBe(text.split('\n').length);
      // Only markers go: every other character is kept, in order.
      expect(out.replace(/[*_]/g, '')).toBe(text.replace(/[*_]/g, ''));
    }
    for (const text of ['**a '.repeat(50_000), '*'.repeat(100_000), '_x'.repeat(50_000), '`'.repeat(100_000), `**${'a'.repeat(100_000)}`]) {
      const started = performance.now();
      withoutEmphasis(text);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});

describe('a question set written in Markdown', () => {
  it('bold numbers and bold answer labels', () => {
    expect(keys('**1.** What is friction?\na) A push\nb) A force that opposes motion\n**Answer:** b\n\n**2.** What is gravity?\n**Answer:** The pull of the Earth')).toEqual(EXPECTED);
  });

  it('a numbered list with bold prompts and bulleted options', () => {
    expect(keys('1. **What is friction?**\n   - A) A push\n   - B) A force that opposes motion\n   **Answer: B**\n\n2. **What is gravity?**\n   **Answer:** The pull of the Earth')).toEqual(EXPECTED);
  });

  it('a heading per question', () => {
    expect(keys('### Question 1\nWhat is friction?\n* a) A push\n* b) A force that opposes motion\n*Answer:* B\n\n### Question 2\nWhat is gravity?\n*Answer:* The pull of the Earth')).toEqual(
      EXPECTED,
    );
  });
});

describe('a chapter written in Markdown', () => {
  const chapter = [
    '# Forces',
    '## Friction',
    'When you push a box across the floor it slows down. **Friction** is a force that opposes motion between two surfaces. It turns energy into heat.',
    '## Gravity',
    '**Gravity** is the pull of the Earth on every object. It makes things fall.',
  ].join('\n\n');

  it('defines a bold term with its own sentence, without the markers', () => {
    const { passages } = read(chapter);
    const reply = answerFromChapter({ passages, question: 'what is friction?' });
    expect(reply.answer).toMatch(/^Friction is a force that opposes motion between two surfaces\./);
    expect(reply.answer).not.toContain('slows down');
    expect(passages.map((p) => p.text).join(' ')).not.toContain('*');
  });
});

// Every OpenStax question set in ../shared/data, rewritten as a teacher would in Markdown: bold
// numbers, bulleted options, bold answer labels. It must read exactly as the plain original does.
const chapters = renderedChapters();
const asMarkdown = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line
        .replace(/^(\d{1,3})\.\s/, '**$1.** ')
        .replace(/^\s+([a-h])\.\s/, '- $1) ')
        .replace(/^Answer:/, '**Answer:**'),
    )
    .join('\n');

describe.skipIf(chapters.length === 0)('the OpenStax question sets in Markdown', () => {
  it.each(chapters)('%s', (chapter) => {
    const plain = readFileSync(join(IMPORT_DATA_DIR, chapter, 'questions_with_answers.txt'), 'utf8');
    const markdown = asMarkdown(plain);
    expect(markdown).not.toBe(plain);
    const result = read(markdown);
    expect(scoreQuestions(result.questionArray, expectationFor(chapter, 'questions_with_answers.txt')).misses).toEqual([]);
    expect(result.questionArray.map((q) => [q.prompt, q.answer])).toEqual(read(plain).questionArray.map((q) => [q.prompt, q.answer]));
  });
});

/**
 * Books and chapters for chat tests, made the way the admin pipeline makes them: raw text
 * through the tutor engine's processChapterText, stored in chapters and chapter_passages.
 */
import { processChapterText } from '@booktutor/tutor';
import { books, chapterPassages, chapters } from '../src/db/schema';
import type { TestApp } from './test-app';
import { unique } from './test-app';

/** A short biology chapter: three sections of prose, then four review questions with keys. */
export const PHOTOSYNTHESIS_TEXT = `## How plants make food

Plants make their own food by photosynthesis. Inside the leaf, chloroplasts contain a green pigment called chlorophyll that absorbs light energy from the Sun.

During photosynthesis, carbon dioxide from the air and water from the soil are turned into glucose. Oxygen is released into the air as a by-product.

## Leaves and gas exchange

Leaves have tiny pores called stomata on their lower surface. Guard cells open and close the stomata to control gas exchange. When the stomata are open, water vapour escapes from the leaf; this loss of water is called transpiration.

## Where energy is released

Cells release the energy stored in glucose by respiration, which takes place in the mitochondria of plant and animal cells alike.

Review questions

1. What green pigment absorbs light in the leaf? (1 mark)
Answer: Chlorophyll

2. Which gas is released during photosynthesis?
A) Nitrogen
B) Oxygen
C) Carbon dioxide
D) Hydrogen
Answer: B

3. Photosynthesis takes place in the mitochondria. True or False? (1 mark)
Answer: False

4. Explain why guard cells close the stomata on a hot, dry day. (2 marks)
Answer: Closing the stomata on a hot day reduces water loss by transpiration so the plant does not wilt.
`;

/**
 * The same questions in Moodle GIFT, where a partly right answer is part of the key
 * (`=%50%`), so a test flow can check partial credit without depending on free-text grading.
 */
export const PHOTOSYNTHESIS_GIFT = `::Q1:: What green pigment absorbs light in the leaf? {=chlorophyll}

::Q2:: Which gas is released during photosynthesis? {~Nitrogen =Oxygen ~Carbon dioxide ~Hydrogen}

::Q3:: Photosynthesis takes place in the mitochondria. {F}

::Q4:: Why do guard cells close the stomata on a hot, dry day? {=%100%to reduce water loss by transpiration =%50%to save water}
`;

export interface TestBook {
  id: string;
  title: string;
  publisher: string;
}

export async function createBook(t: TestApp, overrides: Partial<typeof books.$inferInsert> = {}): Promise<TestBook> {
  const [row] = await t.deps.db
    .insert(books)
    .values({ title: unique('Biology '), publisher: 'EXCELLENCE PUBLICATION', subject: 'Biology', language: 'English', grade: '8', ...overrides })
    .returning();
  return { id: row!.id, title: row!.title, publisher: row!.publisher };
}

export interface TestChapter {
  id: string;
  title: string;
  bookId: string;
  /** The processed questions, answer keys included (tests check they never leak). */
  questions: ReturnType<typeof processChapterText>['questionArray'];
  passages: ReturnType<typeof processChapterText>['passages'];
}

export async function createChapter(t: TestApp, options: { book?: TestBook; title?: string; rawText?: string; position?: number } = {}): Promise<TestChapter> {
  const book = options.book ?? (await createBook(t));
  const title = options.title ?? 'Photosynthesis';
  const processed = processChapterText({ rawText: options.rawText ?? PHOTOSYNTHESIS_TEXT, subject: 'Biology', title });
  const totalMarks = processed.questionArray.reduce((sum, q) => sum + q.marks, 0);
  const chapter = await t.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chapters)
      .values({
        bookId: book.id,
        title,
        subject: 'Biology',
        prompt: processed.combinedPrompt,
        processedText: processed.processedText,
        vectorStoreId: processed.vectorStoreId,
        questions: processed.questionArray,
        totalQuestions: processed.totalQuestions,
        totalMarks,
        position: options.position ?? 0,
      })
      .returning();
    if (processed.passages.length) {
      await tx.insert(chapterPassages).values(processed.passages.map((p) => ({ chapterId: row!.id, ordinal: p.id, heading: p.heading ?? null, text: p.text })));
    }
    return row!;
  });
  return { id: chapter.id, title, bookId: book.id, questions: processed.questionArray, passages: processed.passages };
}

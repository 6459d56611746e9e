import { eq, inArray } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createUser } from '../../test/factories';
import { books, chapterPassages, chapters } from '../db/schema';
import { DEMO_BOOKS, seedDemoCatalogue } from './demo-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo catalogue', () => {
  it('stores every demo book with processed chapters, keyed questions, passages and a served cover', async () => {
    const admin = await createAdmin(t);
    await seedDemoCatalogue(t.deps, { adminId: admin.id, publisher: 'EXCELLENCE PUBLICATION' });
    const rows = await t.deps.db.select().from(books).where(eq(books.createdByAdminId, admin.id));
    expect(rows.map((b) => b.title).sort()).toEqual(DEMO_BOOKS.map((b) => b.title).sort());
    expect(rows.filter((b) => b.publisher === 'EXCELLENCE PUBLICATION').length).toBeGreaterThanOrEqual(3);
    expect(rows.some((b) => b.publisher !== 'EXCELLENCE PUBLICATION')).toBe(true);

    const stored = await t.deps.db
      .select()
      .from(chapters)
      .where(
        inArray(
          chapters.bookId,
          rows.map((b) => b.id),
        ),
      );
    expect(stored.length).toBe(DEMO_BOOKS.reduce((n, b) => n + b.chapters.length, 0));
    for (const chapter of stored) {
      const questions = chapter.questions as Array<{ answer: string | null; marks: number }>;
      expect(chapter.totalQuestions).toBeGreaterThanOrEqual(5);
      expect(questions.every((q) => q.answer)).toBe(true); // every demo question has its key
      expect(chapter.totalMarks).toBe(questions.reduce((sum, q) => sum + q.marks, 0));
      expect(chapter.prompt).toContain(chapter.title);
      const passages = await t.deps.db.select().from(chapterPassages).where(eq(chapterPassages.chapterId, chapter.id));
      expect(passages.length).toBeGreaterThanOrEqual(3);
      expect(
        passages
          .map((p) => p.text)
          .join(' ')
          .split(/\s+/).length,
      ).toBeGreaterThan(200);
    }

    // Every demo book has its own drawn cover, a WebP of upload size stored like an upload.
    const covers = await Promise.all(rows.map((b) => t.app.inject({ method: 'GET', url: b.coverUrl })));
    expect(new Set(rows.map((b) => b.coverUrl)).size).toBe(rows.length);
    expect(new Set(covers.map((c) => c.rawPayload.toString('base64'))).size).toBe(rows.length);
    for (const [i, cover] of covers.entries()) {
      expect(rows[i]!.coverUrl).toMatch(/^\/uploads\/covers\/.+\.webp$/);
      expect(cover.statusCode).toBe(200);
      expect(cover.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(imageSize(cover.rawPayload)).toMatchObject({ width: 600, height: 800 });
      expect(cover.rawPayload.length).toBeLessThan(60_000);
    }

    // A student of the demo publisher finds the books and opens chapters without answer keys.
    const student = await createUser(t, { publisher: 'EXCELLENCE PUBLICATION' });
    const science = rows.find((b) => b.title === 'Science Explorer 8')!;
    const listed = await t.app.inject({ method: 'GET', url: `/api/books/${science.id}/chapters`, headers: student.auth });
    expect(listed.json().map((c: { title: string }) => c.title)).toEqual(['Forces and Motion', 'The Water Cycle']);
    expect(listed.body).not.toContain('Answer');
  });
});

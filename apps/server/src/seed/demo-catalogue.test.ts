import { eq, inArray } from 'drizzle-orm';
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

    const stored = await t.deps.db.select().from(chapters).where(inArray(chapters.bookId, rows.map((b) => b.id)));
    expect(stored.length).toBe(DEMO_BOOKS.reduce((n, b) => n + b.chapters.length, 0));
    for (const chapter of stored) {
      const questions = chapter.questions as Array<{ answer: string | null; marks: number }>;
      expect(chapter.totalQuestions).toBeGreaterThanOrEqual(5);
      expect(questions.every((q) => q.answer)).toBe(true); // every demo question has its key
      expect(chapter.totalMarks).toBe(questions.reduce((sum, q) => sum + q.marks, 0));
      expect(chapter.prompt).toContain(chapter.title);
      const passages = await t.deps.db.select().from(chapterPassages).where(eq(chapterPassages.chapterId, chapter.id));
      expect(passages.length).toBeGreaterThanOrEqual(3);
      expect(passages.map((p) => p.text).join(' ').split(/\s+/).length).toBeGreaterThan(200);
    }

    const cover = await t.app.inject({ method: 'GET', url: rows[0]!.coverUrl });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // A student of the demo publisher finds the books and opens chapters without answer keys.
    const student = await createUser(t, { publisher: 'EXCELLENCE PUBLICATION' });
    const science = rows.find((b) => b.title === 'Science Explorer 8')!;
    const listed = await t.app.inject({ method: 'GET', url: `/api/books/${science.id}/chapters`, headers: student.auth });
    expect(listed.json().map((c: { title: string }) => c.title)).toEqual(['Forces and Motion', 'The Water Cycle']);
    expect(listed.body).not.toContain('Answer');
  });
});

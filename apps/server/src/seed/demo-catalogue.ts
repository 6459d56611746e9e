/**
 * The demo catalogue: three books of the demo publisher and one of another publisher, with
 * original chapters processed by the tutor engine exactly as the admin screen would
 * (prompt, questions with answer keys, passages), so the chat works straight away. Each has a
 * cover drawn for it (covers/*.svg, rendered to WebP), stored through the upload path.
 */
import { processChapterText } from '@booktutor/tutor';
import type { Deps } from '../deps';
import { readFile } from 'node:fs/promises';
import { storeCoverBytes } from '../features/catalogue/cover-upload';
import * as catalogue from '../features/catalogue/repository';
import { nounsAndPronouns } from './demo-catalogue/grammar-essentials';
import { theIndusValley } from './demo-catalogue/our-past';
import { riversAndTheirWork } from './demo-catalogue/planet-earth';
import { forcesAndMotion, theWaterCycle } from './demo-catalogue/science-explorer';

interface DemoBook {
  title: string;
  subject: string;
  grade: string;
  author: string;
  /** The demo publisher unless given. */
  publisher?: string;
  /** A WebP in demo-catalogue/covers/, rendered from the SVG beside it (render-covers.ts). */
  cover: string;
  chapters: Array<{ title: string; description: string; text: string }>;
}

export const DEMO_BOOKS: DemoBook[] = [
  {
    title: 'Science Explorer 8',
    subject: 'Science',
    grade: '8',
    author: 'R. Menon',
    cover: 'science-explorer-8.webp',
    chapters: [
      { title: 'Forces and Motion', description: 'Pushes, pulls, friction and speed', text: forcesAndMotion },
      { title: 'The Water Cycle', description: 'Evaporation, condensation, precipitation and collection', text: theWaterCycle },
    ],
  },
  {
    title: 'Our Past: Early Civilisations',
    subject: 'History',
    grade: '7',
    author: 'S. Qureshi',
    cover: 'our-past-early-civilisations.webp',
    chapters: [{ title: 'The Indus Valley Civilisation', description: 'Harappa, Mohenjo-daro and their planned cities', text: theIndusValley }],
  },
  {
    title: 'Planet Earth: Geography 9',
    subject: 'Geography',
    grade: '9',
    author: 'L. Fernandes',
    cover: 'planet-earth-geography-9.webp',
    chapters: [{ title: 'Rivers and Their Work', description: 'Erosion, meanders, floodplains and deltas', text: riversAndTheirWork }],
  },
  {
    title: 'English Grammar Essentials 5',
    subject: 'English',
    grade: '5',
    author: 'A. Das',
    publisher: 'JD',
    cover: 'english-grammar-essentials-5.webp',
    chapters: [{ title: 'Nouns and Pronouns', description: 'Kinds of nouns, plurals and pronouns', text: nounsAndPronouns }],
  },
];

export async function seedDemoCatalogue(deps: Deps, options: { adminId: string; publisher: string }) {
  for (const demo of DEMO_BOOKS) {
    // Stored like an admin's upload: checked by content, saved in the covers folder.
    const coverUrl = await storeCoverBytes(deps, await readFile(new URL(`./demo-catalogue/covers/${demo.cover}`, import.meta.url)));
    await deps.db.transaction(async (tx) => {
      const book = await catalogue.insertBook(tx, {
        title: demo.title,
        publisher: demo.publisher ?? options.publisher,
        subject: demo.subject,
        language: 'English',
        grade: demo.grade,
        author: demo.author,
        coverUrl,
        createdByAdminId: options.adminId,
      });
      for (const chapter of demo.chapters) {
        const result = processChapterText({ rawText: chapter.text, subject: demo.subject, title: chapter.title, grade: demo.grade });
        const row = await catalogue.insertChapter(tx, {
          bookId: book.id,
          title: chapter.title,
          description: chapter.description,
          subject: demo.subject,
          prompt: result.combinedPrompt,
          processedText: result.processedText,
          vectorStoreId: result.vectorStoreId,
          questions: result.questionArray,
          totalQuestions: result.totalQuestions,
          totalMarks: result.questionArray.reduce((sum, q) => sum + q.marks, 0),
        });
        await catalogue.insertPassages(tx, { chapterId: row.id, passages: result.passages });
      }
    });
  }
}

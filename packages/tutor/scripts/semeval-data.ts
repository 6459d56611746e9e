// Loads SemEval-2013 Task 7 (2-way) from ../shared/data for training and evaluation scripts only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { contentHash } from '../src/text/hash';

export const DATA_DIR = resolve(import.meta.dirname, '../../../../shared/data');
export type Corpus = 'beetle' | 'sciEntsBank';

export interface SemevalItem {
  corpus: Corpus;
  questionId: string;
  question: string;
  references: string[];
  answer: string;
  correct: boolean;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', isArray: (name) => ['referenceAnswer', 'studentAnswer'].includes(name) });
const text = (node: unknown): string => (typeof node === 'object' && node ? String((node as Record<string, unknown>)['#text'] ?? '') : String(node ?? '')).trim();

export function loadCorpus(corpus: Corpus): SemevalItem[] {
  const dir = join(DATA_DIR, 'semeval2013-task7/training/2way', corpus);
  const items: SemevalItem[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.xml')).sort()) {
    const q = parser.parse(readFileSync(join(dir, file), 'utf8')).question;
    const references = (q.referenceAnswers?.referenceAnswer ?? []).map(text).filter(Boolean);
    for (const s of q.studentAnswers?.studentAnswer ?? []) {
      items.push({ corpus, questionId: String(q['@id']), question: text(q.questionText), references, answer: text(s), correct: s['@accuracy'] === 'correct' });
    }
  }
  return items;
}

/**
 * Held-out QUESTIONS, not answers: a question is in the test split when the hash of its id falls in
 * the last 30%, so no answer to a test question is ever seen in training (SemEval's "unseen questions").
 */
export function isTestQuestion(questionId: string): boolean {
  return Number.parseInt(contentHash(questionId).slice(0, 8), 16) % 10 >= 7;
}

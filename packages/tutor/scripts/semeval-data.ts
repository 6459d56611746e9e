// Loads SemEval-2013 Task 7 (2-way) from ../shared/data for training and evaluation scripts only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';

export const DATA_DIR = resolve(import.meta.dirname, '../../../../shared/data');
export const CORPORA = ['beetle', 'sciEntsBank'] as const;
export type Corpus = (typeof CORPORA)[number];

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

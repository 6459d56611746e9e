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
/** An element's text: the parser gives a bare value, or an object with '#text' when the element has attributes. */
const text = (node: unknown): string => {
  const value = typeof node === 'object' && node ? (node as Record<string, unknown>)['#text'] : node;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/** The parts of a SemEval question file read here (fast-xml-parser output, attributes prefixed '@'). */
interface QuestionXml {
  '@id': string | number;
  questionText: unknown;
  referenceAnswers?: { referenceAnswer?: unknown[] };
  studentAnswers?: { studentAnswer?: Array<{ '@accuracy'?: string }> };
}

export function loadCorpus(corpus: Corpus): SemevalItem[] {
  const dir = join(DATA_DIR, 'semeval2013-task7/training/2way', corpus);
  const items: SemevalItem[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()) {
    const q = (parser.parse(readFileSync(join(dir, file), 'utf8')) as { question: QuestionXml }).question;
    const references = (q.referenceAnswers?.referenceAnswer ?? []).map(text).filter(Boolean);
    for (const s of q.studentAnswers?.studentAnswer ?? []) {
      items.push({ corpus, questionId: String(q['@id']), question: text(q.questionText), references, answer: text(s), correct: s['@accuracy'] === 'correct' });
    }
  }
  return items;
}

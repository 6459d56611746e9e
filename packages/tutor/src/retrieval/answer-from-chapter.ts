import { contentStems } from '../text/tokenise';
import type { Passage } from '../types';
import { buildPassageIndex, idf, retrievePassages, type PassageIndex } from './passage-index';

export interface Citation {
  passage: number;
  text: string;
}

export interface ChapterAnswer {
  answer: string;
  citations: Citation[];
  onTopic: boolean;
}

export interface AnswerFromChapterInput {
  index?: PassageIndex;
  passages?: Passage[];
  question: string;
  chapterTitle?: string;
  /** The student's grade (1 to 12, or 'College Student'): it sets how much the answer says. */
  grade?: string | number;
}

// Share of the question's weighted content the chapter must contain before we answer from it;
// below this the question is about something else and we steer back instead of quoting noise.
const MIN_COVERAGE = 0.45;

interface AnswerShape {
  sentences: number;
  /** Content words past which a sentence counts as long for this reader. */
  longSentence: number;
}

/**
 * How much the offline tutor quotes, by grade: younger readers get one short sentence, older
 * ones up to three, and long sentences lose out sooner the younger the reader. Unknown: grade 6-8.
 */
export function answerShape(grade?: string | number): AnswerShape {
  const n = typeof grade === 'number' ? grade : /college/i.test(grade ?? '') ? 13 : Number.parseInt(grade ?? '', 10);
  if (n <= 5) return { sentences: 1, longSentence: 15 };
  if (n >= 9) return { sentences: 3, longSentence: 60 };
  return { sentences: 2, longSentence: 40 };
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).filter((s) => s.trim().length > 0);
}

/** How much of the question's idf mass the chapter vocabulary covers (unknown words weigh most). */
export function chapterCoverage(index: PassageIndex, question: string): number {
  const terms = [...new Set(contentStems(question))];
  if (!terms.length) return 0;
  const unknownWeight = Math.log(1 + (index.docs.length + 0.5) / 0.5);
  let covered = 0;
  let total = 0;
  for (const t of terms) {
    const known = (index.df[t] ?? 0) > 0;
    const w = known ? idf(index, t) : unknownWeight;
    total += w;
    if (known) covered += w;
  }
  return total ? covered / total : 0;
}

function steerBack(index: PassageIndex, chapterTitle?: string): string {
  const topics = [...new Set(index.passages.map((p) => p.heading).filter(Boolean))].slice(0, 3);
  const chapter = chapterTitle ? `"${chapterTitle}"` : 'this chapter';
  const suggestion = topics.length ? ` You could ask me about ${topics.join(', ')}.` : '';
  return `That question goes beyond ${chapter}, so I can't answer it from the book. Let's stay with the chapter.${suggestion}`;
}

export function answerFromChapter(input: AnswerFromChapterInput): ChapterAnswer {
  const index = input.index ?? buildPassageIndex(input.passages ?? []);
  const ranked = retrievePassages(index, input.question, 3);
  if (!ranked.length || chapterCoverage(index, input.question) < MIN_COVERAGE) {
    return { answer: steerBack(index, input.chapterTitle), citations: [], onTopic: false };
  }

  const shape = answerShape(input.grade);
  const query = new Set(contentStems(input.question));
  const scored: Array<{ passage: number; text: string; score: number; order: number }> = [];
  ranked.forEach(({ passage, score: passageScore }, rank) => {
    sentences(passage.text).forEach((text, order) => {
      const stems = contentStems(text);
      if (!stems.length) return;
      let hits = 0;
      for (const s of new Set(stems)) if (query.has(s)) hits += idf(index, s);
      // Prefer sentences from better passages, and definitions over passing mentions.
      const score = hits * (1 - rank * 0.15) + passageScore * 0.01 - (stems.length > shape.longSentence ? 0.5 : 0);
      if (hits > 0) scored.push({ passage: passage.id, text, score, order: rank * 1000 + order });
    });
  });
  scored.sort((a, b) => b.score - a.score);
  const chosen = scored.slice(0, shape.sentences).sort((a, b) => a.order - b.order);
  if (!chosen.length) {
    return { answer: steerBack(index, input.chapterTitle), citations: [], onTopic: false };
  }
  const citations = chosen.map(({ passage, text }) => ({ passage, text }));
  const ids = [...new Set(citations.map((c) => c.passage))];
  const answer = `${chosen.map((c) => c.text).join(' ')} (passage ${ids.join(', ')})`;
  return { answer, citations, onTopic: true };
}

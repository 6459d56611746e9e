/**
 * What a student is likely to say about a chapter: its passages (or processed text), and its
 * questions with their options and answers, since test answers are spoken too. This text
 * biases the recogniser; it never leaves the server.
 */
import type { ChapterContext } from '../../lib/stt/speech-to-text';

interface ChapterSource {
  title: string;
  vectorStoreId: string;
  processedText: string;
  prompt: string;
  questions: unknown[];
}

function questionText(question: unknown): string[] {
  if (!question || typeof question !== 'object') return [];
  const q = question as Record<string, unknown>;
  const texts: string[] = [];
  const push = (value: unknown) => {
    if (typeof value === 'string' && value.trim()) texts.push(value.trim());
  };
  push(q.prompt);
  push(q.answer);
  for (const list of [q.acceptedAnswers, q.keyTerms]) if (Array.isArray(list)) list.forEach(push);
  if (Array.isArray(q.options)) for (const option of q.options) push((option as { text?: unknown } | null)?.text);
  return texts;
}

export function chapterSpeechContext(chapter: ChapterSource, passages: Array<{ text: string; heading: string | null }>): ChapterContext {
  const body = passages.length > 0
    ? passages.map((p) => [p.heading, p.text].filter(Boolean).join('.\n')).join('\n')
    : chapter.processedText || chapter.prompt;
  const questions = chapter.questions.flatMap(questionText).join('\n');
  return { key: chapter.vectorStoreId, title: chapter.title, text: [body, questions].filter(Boolean).join('\n') };
}

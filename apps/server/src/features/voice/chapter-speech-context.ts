/**
 * What a student is likely to say about a chapter: its passages (or processed text), and its
 * questions with their options and answers, since test answers are spoken too. This text
 * biases the recogniser; it never leaves the server.
 */
import type { Question } from '@booktutor/tutor';
import type { ChapterContext } from '../../lib/stt/speech-to-text';

interface ChapterSource {
  title: string;
  vectorStoreId: string;
  processedText: string;
  prompt: string;
  questions: Question[];
}

function questionText(q: Question): string[] {
  const texts = [q.prompt, q.answer, ...(q.acceptedAnswers ?? []), ...(q.keyTerms ?? []), ...(q.options ?? []).map((o) => o.text)];
  return texts.flatMap((text) => (typeof text === 'string' && text.trim() ? [text.trim()] : []));
}

export function chapterSpeechContext(chapter: ChapterSource, passages: Array<{ text: string; heading: string | null }>): ChapterContext {
  const body = passages.length > 0 ? passages.map((p) => [p.heading, p.text].filter(Boolean).join('.\n')).join('\n') : chapter.processedText || chapter.prompt;
  const questions = chapter.questions.flatMap(questionText).join('\n');
  return { key: chapter.vectorStoreId, title: chapter.title, text: [body, questions].filter(Boolean).join('\n') };
}

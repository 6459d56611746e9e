import { parseAiken, looksLikeAiken } from '../formats/aiken/parse-aiken';
import { looksLikeGift, parseGift } from '../formats/gift/parse-gift';
import { parseNumbered } from '../formats/numbered/parse-numbered';
import { buildTutorSystemPrompt } from '../prompts/tutor-prompt';
import { contentHash } from '../text/hash';
import { normaliseText } from '../text/normalise';
import type { Passage, ProcessInput, ProcessResult, Question } from '../types';
import { splitPassages } from './split-passages';

function readQuestions(text: string, format: ProcessInput['format']): { questions: Question[]; prose: string } {
  if (format === 'gift' || (format !== 'aiken' && looksLikeGift(text))) return { questions: parseGift(text), prose: '' };
  if (format === 'aiken' || looksLikeAiken(text)) return { questions: parseAiken(text), prose: '' };
  const numbered = parseNumbered(text);
  return { questions: numbered.questions, prose: numbered.preamble };
}

/**
 * `process-text-batch`: raw chapter text in, the spec's response out. A question set becomes
 * `questionArray`; prose (a whole chapter, or the text before its review questions) becomes
 * passages for grounding. Throws FormatError for GIFT/Aiken/question-set input it cannot read.
 */
export function processChapterText(input: ProcessInput): ProcessResult {
  const processedText = normaliseText(input.rawText);
  const { questions, prose } = readQuestions(processedText, input.format ?? 'auto');
  const passages: Passage[] = splitPassages(questions.length ? prose : processedText);
  const vectorStoreId = `vs_${contentHash(passages.map((p) => `${p.heading ?? ''}\u0000${p.text}`).join('\u0001'))}`;
  const combinedPrompt = buildTutorSystemPrompt({
    chapterTitle: input.title ?? 'this chapter',
    subject: input.subject,
    ...(input.grade !== undefined ? { grade: input.grade } : {}),
    passages,
  });
  return {
    success: true,
    isQuestionFormat: questions.length > 0,
    questionArray: questions,
    totalQuestions: questions.length,
    combinedPrompt,
    processedText,
    vectorStoreId,
    passages,
    warnings: [],
  };
}

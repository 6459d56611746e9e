import { looksLikeAiken, readAiken } from '../formats/aiken/parse-aiken';
import { looksLikeGift, readGift } from '../formats/gift/parse-gift';
import { FormatError } from '../errors';
import { parseNumbered } from '../formats/numbered/parse-numbered';
import { buildTutorSystemPrompt } from '../prompts/tutor-prompt';
import { contentHash } from '../text/hash';
import { normaliseText } from '../text/normalise';
import type { ImportWarning, Passage, ProcessInput, ProcessResult, Question, ReadQuestions } from '../types';
import { splitPassages } from './split-passages';

/** GIFT or Aiken keep every readable question and warn about the rest; nothing readable is an error. */
function readAll(name: string, read: ReadQuestions): { questions: Question[]; prose: string; warnings: ImportWarning[] } {
  const first = read.warnings[0];
  if (!read.questions.length) {
    const more = read.warnings.length > 1 ? ` (and ${read.warnings.length - 1} more problems)` : '';
    throw new FormatError(name, first?.line ?? 1, first ? `no question could be read. ${first.message}${more}` : 'no questions found.');
  }
  return { questions: read.questions, prose: '', warnings: read.warnings };
}

function readQuestions(text: string, format: ProcessInput['format']): { questions: Question[]; prose: string; warnings: ImportWarning[] } {
  if (format === 'gift' || (format !== 'aiken' && looksLikeGift(text))) return readAll('GIFT', readGift(text));
  if (format === 'aiken' || looksLikeAiken(text)) return readAll('Aiken', readAiken(text));
  const numbered = parseNumbered(text);
  return { questions: numbered.questions, prose: numbered.preamble, warnings: [] };
}

/**
 * `process-text-batch`: raw chapter text in, the spec's response out. A question set becomes
 * `questionArray`; prose (a whole chapter, or the text before its review questions) becomes
 * passages for grounding. GIFT and Aiken keep every readable question and list the rest in
 * `warnings`; they throw FormatError only when not one question can be read.
 */
export function processChapterText(input: ProcessInput): ProcessResult {
  const processedText = normaliseText(input.rawText);
  const { questions, prose, warnings } = readQuestions(processedText, input.format ?? 'auto');
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
    warnings,
  };
}

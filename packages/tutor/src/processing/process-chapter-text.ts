import { looksLikeAiken, readAiken } from '../formats/aiken/parse-aiken';
import { looksLikeGift, readGift } from '../formats/gift/parse-gift';
import { FormatError } from '../errors';
import { parseNumbered } from '../formats/numbered/parse-numbered';
import { buildTutorSystemPrompt } from '../prompts/tutor-prompt';
import { contentHash } from '../text/hash';
import { normaliseText } from '../text/normalise';
import type { Passage, ProcessInput, ProcessResult, ReadQuestions } from '../types';
import { aikenRegion, giftRegion, type QuestionRegion } from './question-region';
import { reflowProse } from './reflow-prose';
import { splitPassages } from './split-passages';
import { tableRowsAsSentences } from './table-rows';

interface Read extends ReadQuestions {
  /** The text that is not questions: it becomes passages. */
  prose: string;
}

/**
 * GIFT or Aiken keep every readable question and warn about the rest; nothing readable is an
 * error. A chapter pasted before the questions (or notes after them) is the prose.
 */
function readAll(name: string, region: QuestionRegion, read: (text: string) => ReadQuestions): Read {
  const { questions, warnings } = read(region.questions);
  const first = warnings[0];
  if (!questions.length) {
    const more = warnings.length > 1 ? ` (and ${warnings.length - 1} more problems)` : '';
    throw new FormatError(name, first?.line ?? 1, first ? `no question could be read. ${first.message}${more}` : 'no questions found.');
  }
  return { questions, prose: region.prose, warnings };
}

function readQuestions(text: string, format: ProcessInput['format']): Read {
  if (format === 'gift' || (format !== 'aiken' && looksLikeGift(text))) return readAll('GIFT', giftRegion(text), readGift);
  if (format === 'aiken' || looksLikeAiken(text)) return readAll('Aiken', aikenRegion(text), (t) => readAiken(t));
  // A numbered set: the prose before it (a chapter) and after it (notes, a summary) become passages.
  const numbered = parseNumbered(text);
  const prose = [numbered.before, numbered.after].filter(Boolean).join('\n\n');
  return { questions: numbered.questions, prose, warnings: numbered.warnings };
}

/**
 * `process-text-batch`: raw chapter text in, the spec's response out. A question set becomes
 * `questionArray`; prose (a whole chapter, or the text around its review questions) becomes
 * passages for grounding. A set never fails as a whole: what cannot be read is listed in `warnings`
 * (with its line, which is the pasted line) and every other question is kept. Throws FormatError
 * only for GIFT/Aiken input in which not one question can be read.
 */
export function processChapterText(input: ProcessInput): ProcessResult {
  const processedText = normaliseText(input.rawText);
  const { questions, prose, warnings } = readQuestions(processedText, input.format ?? 'auto');
  const passages: Passage[] = splitPassages(tableRowsAsSentences(reflowProse(questions.length ? prose : processedText)));
  const vectorStoreId = `vs_${contentHash(passages.map((p) => `${p.heading ?? ''}\u0000${p.text}`).join('\u0001'))}`;
  const combinedPrompt = buildTutorSystemPrompt({ chapterTitle: input.title ?? 'this chapter', subject: input.subject, ...(input.grade !== undefined ? { grade: input.grade } : {}), passages });
  return { success: true, isQuestionFormat: questions.length > 0, questionArray: questions, totalQuestions: questions.length, combinedPrompt, processedText, vectorStoreId, passages, warnings };
}

import { buildGradingPrompt, type GradingPrompt } from '../prompts/grading-prompt';
import type { Grade, GradeRequest, Grader } from '../types';
import { builtInGrader } from './built-in-grader';
import { roundToStep } from './mark-steps';
import { verdictFor } from './verdict';

/** The server's call into a language model: prompt in, the model's text out. */
export type CompleteText = (prompt: GradingPrompt) => Promise<string>;

/** Below this self-reported confidence (0..1) a model's marks wait for a teacher's review. */
export const MODEL_CONFIDENCE_FLOOR = 0.6;

/** Read the JSON a model was asked for; null when it is unusable (then the fallback grades). */
export function parseGradingReply(reply: string, maxMarks: number): Grade | null {
  const json = /\{[\s\S]*\}/.exec(reply)?.[0];
  if (!json) return null;
  try {
    const data = JSON.parse(json) as { marks?: unknown; feedback?: unknown; confidence?: unknown };
    const marks = Number(data.marks);
    if (!Number.isFinite(marks)) return null;
    const rounded = roundToStep(marks, maxMarks);
    const feedback = typeof data.feedback === 'string' ? data.feedback : '';
    // A confidence the model did not give (or gave as nonsense) is no doubt: only a stated one counts.
    const confidence = typeof data.confidence === 'number' && Number.isFinite(data.confidence) ? data.confidence : null;
    const uncertain = confidence !== null && confidence < MODEL_CONFIDENCE_FLOOR;
    return { marks: rounded, maxMarks, verdict: verdictFor(rounded, maxMarks), feedback, ...(uncertain ? { uncertain } : {}) };
  } catch {
    return null;
  }
}

/** A grader backed by a language model; marks are clamped and rounded by code, never trusted raw. */
export function createModelGrader(complete: CompleteText): Grader {
  return {
    async grade(req: GradeRequest) {
      const grade = parseGradingReply(await complete(buildGradingPrompt(req)), req.maxMarks);
      if (!grade) throw new Error('The grading model returned no usable marks.');
      return grade;
    },
  };
}

/** Try `primary`; on any failure (network, timeout, bad reply) grade with `fallback` instead. */
export function withFallback(primary: Grader, fallback: Grader = builtInGrader, onError?: (error: unknown) => void): Grader {
  return {
    async grade(req) {
      try {
        return await primary.grade(req);
      } catch (error) {
        onError?.(error);
        return fallback.grade(req);
      }
    },
  };
}

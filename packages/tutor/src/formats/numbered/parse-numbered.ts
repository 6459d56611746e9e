import type { Question } from '../../types';
import { buildQuestion, type QuestionDraft } from './build-question';
import { extractCategory, extractMarks, matchField, matchOptions, matchQuestionStart } from './line-patterns';

export interface NumberedParse {
  questions: Question[];
  /** Text before the question set (a chapter's prose, or a test's instructions). */
  preamble: string;
}

interface Segment {
  start: number;
  number: number;
  lines: string[];
}

const QUESTION_WORD = /^(what|why|how|which|who|whom|when|where|name|state|define|list|give|explain|describe|calculate|compute|find|solve|identify|compare|discuss|write|complete|fill|true or false|is|are|does|do|can)\b/i;

/** Split at numbered lines; inside an answer block only the next expected number opens a question. */
function segment(lines: string[]): { head: string[]; segments: Segment[] } {
  const head: string[] = [];
  const segments: Segment[] = [];
  let inAnswer = false;
  lines.forEach((line, i) => {
    const start = matchQuestionStart(line);
    const last = segments[segments.length - 1];
    const opens = start && (!last || !inAnswer || start.number === last.number + 1 || start.number === 1);
    if (start && opens) {
      segments.push({ start: i, number: start.number, lines: [line] });
      inAnswer = false;
      return;
    }
    if (!last) head.push(line);
    else {
      last.lines.push(line);
      if (matchField(line)?.field === 'answer') inAnswer = true;
    }
  });
  return { head, segments };
}

function looksLikeQuestion(seg: Segment): boolean {
  const first = matchQuestionStart(seg.lines[0]!)?.rest ?? '';
  const body = seg.lines.join('\n');
  return (
    /\?|_{3,}/.test(body) ||
    seg.lines.some((l) => matchField(l) !== null || matchOptions(l) !== null) ||
    extractMarks(first).marks !== undefined ||
    QUESTION_WORD.test(extractCategory(first).text)
  );
}

function toDraft(seg: Segment, firstLine: number): QuestionDraft {
  const draft: QuestionDraft = { line: firstLine + seg.start, promptLines: [], options: [], answerLines: null, answerLine: 0 };
  let mode: 'prompt' | 'options' | 'answer' | 'feedback' = 'prompt';
  seg.lines.forEach((raw, offset) => {
    const lineNo = firstLine + seg.start + offset;
    let line = offset === 0 ? matchQuestionStart(raw)!.rest : raw;
    if (mode === 'prompt') {
      const marked = extractMarks(line);
      if (marked.marks !== undefined && draft.marks === undefined) draft.marks = marked.marks;
      line = marked.text;
      if (draft.promptLines.length === 0) {
        const cat = extractCategory(line);
        if (cat.category) draft.category = cat.category;
        line = cat.text;
      }
    }
    const field = matchField(line);
    if (field) {
      if (field.field === 'answer') {
        mode = 'answer';
        draft.answerLines = [field.value];
        draft.answerLine = lineNo;
      } else if (field.field === 'marks') {
        const n = Number.parseFloat(field.value);
        if (Number.isFinite(n)) draft.marks = n;
      } else if (field.field === 'feedback') {
        mode = 'feedback';
        draft.feedback = field.value;
      } else if (field.field === 'keyTerms') {
        draft.keyTerms = field.value.split(/\s*[,;]\s*/).filter(Boolean);
      } else {
        draft.accept = [...(draft.accept ?? []), ...field.value.split(/\s*[;|]\s*/).filter(Boolean)];
      }
      return;
    }
    if (mode === 'answer') return void draft.answerLines!.push(line);
    if (mode === 'feedback') return void (draft.feedback = `${draft.feedback}\n${line}`.trim());
    const options = mode !== 'prompt' || draft.promptLines.length > 0 ? matchOptions(line) : null;
    if (options) {
      mode = 'options';
      draft.options.push(...options);
      return;
    }
    if (!line.trim()) return void (mode === 'prompt' && draft.promptLines.push(''));
    if (mode === 'options') {
      // A wrapped option: the line continues the last option's text.
      const lastOption = draft.options[draft.options.length - 1]!;
      lastOption.text = `${lastOption.text} ${line.trim()}`;
      return;
    }
    draft.promptLines.push(line.trim());
  });
  return draft;
}

/**
 * Find a numbered question set. Prose may come first (a chapter followed by its review questions):
 * the set is the longest run of question-like numbered items that reaches the end of the text.
 */
export function parseNumbered(text: string, firstLine = 1): NumberedParse {
  const lines = text.split('\n');
  const { head, segments } = segment(lines);
  let from = segments.length;
  while (from > 0 && looksLikeQuestion(segments[from - 1]!)) from--;
  const kept = segments.slice(from);
  // One lone numbered line after prose is more likely a list item than a test.
  if (kept.length === 1 && !kept[0]!.lines.some((l) => matchField(l)?.field === 'answer') && from > 0) {
    return { questions: [], preamble: text };
  }
  const preambleLines = kept.length ? lines.slice(0, kept[0]!.start) : [...head, ...segments.flatMap((s) => s.lines)];
  const questions = kept.map((seg, i) => buildQuestion(toDraft(seg, firstLine), i + 1));
  return { questions, preamble: preambleLines.join('\n').trim() };
}

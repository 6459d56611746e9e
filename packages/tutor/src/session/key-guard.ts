// What a reply must not say while a question is open: the key. Used to check the tutor's
// help during a test before it goes out, and to find the passage a hint points to.
import { referenceAnswers } from '../grading/grade-answer';
import { retrievePassages, type PassageIndex } from '../retrieval/passage-index';
import { passageSentences } from '../retrieval/sentences';
import { contentStems } from '../text/tokenise';
import type { Passage, Question } from '../types';

/** The key as words a reply could give away: the right options' text, or the reference answers. */
export function keyTexts(question: Question): string[] {
  if (question.type === 'mcq' || question.type === 'multi') {
    const right = new Set((question.answer ?? '').split(/\s*,\s*/));
    return (question.options ?? []).filter((o) => right.has(o.label) || (o.weight ?? 0) > 0).map((o) => o.text);
  }
  if (question.type === 'true_false') return [];
  if (question.type === 'matching') return [];
  return referenceAnswers(question);
}

/**
 * Whether a text gives the key away: it contains the key's words that the question itself does
 * not (all of them for a short key, 70% for a longer one, or the teacher's key terms) together with
 * what the question is about (one of its own words), or the numeric answer. The key's words alone say nothing about the
 * question: "the change from gas to liquid is condensation" does not answer "What is evaporation?"
 * though it shares "change", "liquid" and "water" with its key.
 */
export function revealsKey(text: string, question: Question): boolean {
  const said = new Set(contentStems(text));
  const asked = new Set(contentStems(question.prompt));
  const aboutQuestion = asked.size === 0 || [...asked].some((s) => said.has(s));
  for (const key of aboutQuestion ? keyTexts(question) : []) {
    const fresh = [...new Set(contentStems(key))].filter((s) => !asked.has(s));
    if (!fresh.length) continue;
    const hit = fresh.filter((s) => said.has(s)).length;
    if (fresh.length <= 3 ? hit === fresh.length : hit / fresh.length >= 0.7) return true;
  }
  // The teacher's key terms are what earns the marks: all of them, or all but one of three or more,
  // beside the subject give it away.
  const terms = aboutQuestion ? (question.keyTerms ?? []).map((t) => contentStems(t)).filter((t) => t.length && !t.every((s) => asked.has(s))) : [];
  if (terms.length >= 2 && terms.filter((t) => t.every((s) => said.has(s))).length >= Math.max(2, terms.length - 1)) return true;
  for (const n of question.numericAnswers ?? []) {
    if (new RegExp(`(^|[^\\d.])${String(n.value).replace('.', '\\.')}([^\\d]|$)`).test(text)) return true;
  }
  return false;
}

/** Where an answer is: a passage, and the heading inside it of the part that holds it. */
export interface AnswerPlace {
  passage: Passage;
  section?: string | undefined;
}

/** The passage that holds the answer to a question: found with the key, shown without it. */
export function passageForQuestion(index: PassageIndex, question: Question): AnswerPlace | null {
  const query = [question.prompt, ...keyTexts(question)].join(' ');
  const passage = retrievePassages(index, query, 1)[0]?.passage;
  if (!passage) return null;
  const wanted = new Set(contentStems(query));
  let best: { section?: string | undefined; hits: number } = { section: passage.heading, hits: 0 };
  for (const s of passageSentences(passage.text)) {
    const hits = new Set(contentStems(s.text).filter((t) => wanted.has(t))).size;
    if (hits > best.hits) best = { section: s.heading ?? passage.heading, hits };
  }
  return { passage, section: best.section };
}

export function passageLabel(place: AnswerPlace): string {
  return `passage ${place.passage.id}${place.section ? ` ("${place.section}")` : ''}`;
}

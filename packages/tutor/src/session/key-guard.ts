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

/** A true/false question's statement without its "True or False?": what a reply must not settle. */
const statementOf = (question: Question) => question.prompt.replace(/\(?\btrue\s*(?:or|\/)\s*false\b\)?[?:.]*/gi, ' ');

/** Share of a key's words a reply may say: all of a short key's; 70% of a longer one's beside the question's subject. */
function saysKey(fresh: string[], said: Set<string>, aboutQuestion: boolean): boolean {
  const hit = fresh.filter((s) => said.has(s)).length;
  return fresh.length <= 3 || !aboutQuestion ? hit === fresh.length : hit / fresh.length >= 0.7;
}

/**
 * Whether a text gives the key away: it says the key's words that the question itself does not (all of
 * them; 70% of a longer key's, or the teacher's key terms, when the text also names what the question is
 * about), or the numeric answer, or most of a true/false statement. "The change from gas to liquid is
 * condensation" shares "change", "liquid" and "water" with the key of "What is evaporation?" but not all
 * its words, nor "evaporation": it gives nothing away.
 */
export function revealsKey(text: string, question: Question): boolean {
  const said = new Set(contentStems(text));
  const asked = new Set(contentStems(question.prompt));
  const aboutQuestion = asked.size === 0 || [...asked].some((s) => said.has(s));
  if (question.type === 'true_false') {
    const claim = [...new Set(contentStems(statementOf(question)))];
    return claim.length >= 2 && claim.filter((s) => said.has(s)).length / claim.length >= 0.7;
  }
  for (const key of keyTexts(question)) {
    const fresh = [...new Set(contentStems(key))].filter((s) => !asked.has(s));
    if (fresh.length && saysKey(fresh, said, aboutQuestion)) return true;
  }
  // The key terms earn the marks: all of them, or all but one of three or more, beside the subject.
  const terms = aboutQuestion ? (question.keyTerms ?? []).map((t) => contentStems(t)).filter((t) => t.length && !t.every((s) => asked.has(s))) : [];
  const termsSaid = terms.filter((t) => t.every((s) => said.has(s))).length;
  if (terms.length >= 2 && termsSaid >= Math.max(2, terms.length - 1)) return true;
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

/** "passage 2 (\"Deltas\")": the section's name is left out when it is a word of the key. */
export function passageLabel(place: AnswerPlace, question?: Question): string {
  const named = place.section && !(question && namesKey(place.section, question));
  return `passage ${place.passage.id}${named ? ` ("${place.section}")` : ''}`;
}

function namesKey(section: string, question: Question): boolean {
  const heading = new Set(contentStems(section));
  const asked = new Set(contentStems(question.prompt));
  return keyTexts(question).some((key) => contentStems(key).some((s) => heading.has(s) && !asked.has(s)));
}

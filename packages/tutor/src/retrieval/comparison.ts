// "What is the difference between evaporation and condensation?": the two things compared, so the
// answer says something about each rather than only about the one its best sentences mention.
import { countIn, queryStems, type PassageIndex } from './passage-index';

const SHAPES = [
  /\b(?:between|compare|comparing|contrast)\s+(.+?)\s+(?:and|with|to|vs\.?|versus)\s+(.+)/i,
  /\b(?:is|are|was|were)\s+(.+?)\s+(?:different|differ)\s+from\s+(.+)/i,
  /\b(?:does|do|did)\s+(.+?)\s+differ\s+from\s+(.+)/i,
  /^(.+?)\s+(?:vs\.?|versus)\s+(.+)/i,
];

/** Each side's stems that the chapter uses; none when the question names no two sides. */
export function comparedSides(index: PassageIndex, question: string): string[][] {
  const text = question.length > 500 ? question.slice(0, 500) : question;
  for (const shape of SHAPES) {
    const match = shape.exec(text);
    if (!match) continue;
    const sides = [match[1]!, match[2]!.replace(/[?.!]+\s*$/, '')].map((side) => queryStems(index, side).filter((s) => countIn(index.df, s) > 0));
    return sides.every((side) => side.length) ? sides : [];
  }
  return [];
}

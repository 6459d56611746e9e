import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { comparedSides } from '../src/retrieval/comparison';

const chapter = processChapterText({
  rawText: [
    'Evaporation\nWhen the Sun heats the surface of oceans, lakes and rivers, some of the liquid water turns into an invisible gas called water vapour. This change is called evaporation. Warm, moist air rises into the sky.',
    '',
    'Condensation\nAs the warm, moist air rises it cools down. Cool air cannot hold as much water vapour, so the vapour turns back into tiny droplets of liquid water. This change from gas to liquid is called condensation. You can see condensation at home when water droplets form on the outside of a cold glass.',
  ].join('\n'),
  subject: 'Science',
});
const index = buildPassageIndex(chapter.passages);

describe('a comparison', () => {
  it.each([
    'difference between evaporation and condensation',
    'how is evaporation different from condensation?',
    'what is the difference between condensation and evaporation',
    'evaporation vs condensation',
    'compare evaporation with condensation',
  ])('%s: says something about each side', (question) => {
    const reply = answerFromChapter({ index, question, grade: 8 });
    expect(reply.intent).toBe('comparison');
    expect(reply.answer).toMatch(/called evaporation/);
    expect(reply.answer).toMatch(/called condensation/);
  });

  it('finds the two sides, or none, whatever the text', () => {
    expect(comparedSides(index, 'difference between evaporation and condensation?')).toEqual([['evapor'], ['condens']]);
    expect(comparedSides(index, 'what is evaporation?')).toEqual([]);
    expect(comparedSides(index, 'difference between constructor and __proto__')).toEqual([]);
    for (const hostile of ['\u0000 vs \ud800', 'between ' + 'a and '.repeat(20_000), '🙂 versus 🙃']) expect(Array.isArray(comparedSides(index, hostile))).toBe(true);
  });
});

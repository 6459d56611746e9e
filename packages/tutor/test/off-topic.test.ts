import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { ANSWER_REQUESTS, OFF_TOPIC, PHYSICS_ON_TOPIC, SOCIOLOGY_ON_TOPIC } from './student-questions';

const chapterIndex = (folder: string) =>
  buildPassageIndex(processChapterText({ rawText: readFileSync(new URL(`../../../../shared/data/${folder}/chapter_prose.txt`, import.meta.url), 'utf8'), subject: 'eval' }).passages);

const chapters = [
  { name: 'sociology', index: chapterIndex('openstax-sociology-3e-ch1'), own: SOCIOLOGY_ON_TOPIC, other: PHYSICS_ON_TOPIC },
  { name: 'physics', index: chapterIndex('openstax-physics-hs-ch2'), own: PHYSICS_ON_TOPIC, other: SOCIOLOGY_ON_TOPIC },
];

describe.each(chapters)('what the $name chapter covers', ({ index, own, other }) => {
  it.each(own)('answers its own question typed fast: %s', (question) => {
    const reply = answerFromChapter({ index, question });
    expect(reply.onTopic).toBe(true);
    expect(reply.citations.length).toBeGreaterThan(0);
  });

  it('steers back at least 90% of the questions no chapter covers', () => {
    const answered = OFF_TOPIC.filter((question) => answerFromChapter({ index, question }).onTopic);
    expect(answered.length, answered.join(' | ')).toBeLessThanOrEqual(Math.floor(0.1 * OFF_TOPIC.length));
    const steered = OFF_TOPIC.find((question) => !answered.includes(question))!;
    expect(answerFromChapter({ index, question: steered }).answer).toMatch(/goes beyond/);
  });

  it("calls the other chapter's questions off-topic", () => {
    const refused = other.filter((question) => !answerFromChapter({ index, question }).onTopic);
    expect(refused.length).toBeGreaterThanOrEqual(Math.ceil(0.9 * other.length));
  });

  it.each(ANSWER_REQUESTS)('meets a request for answers with where to look, not "off-topic": %s', (question) => {
    const reply = answerFromChapter({ index, question });
    expect(reply.intent).toBe('answer_request');
    expect(reply.answer).toMatch(/^I can't give test answers, but here is where to look\./);
  });
});

describe('a named topic', () => {
  const [sociology] = chapters;
  it('is covered only when the chapter uses every specific word of it', () => {
    expect(answerFromChapter({ index: sociology!.index, question: 'wat is symbolic interactionism' }).onTopic).toBe(true);
    // The chapter uses "symbolic" but never "dissonance".
    expect(answerFromChapter({ index: sociology!.index, question: 'wat is symbolic dissonance' }).onTopic).toBe(false);
  });
});

describe('a term the chapter defines', () => {
  // A long chapter that defines "community" once and uses it twice: the everyday word is no subject word of it.
  const planets = Array.from({ length: 200 }, (_, i) => `Planet number ${i + 1} shines by reflected sunlight, and its orbit takes ${i + 2} years.`);
  const rawText = `# Life and the Sky\n\n## Levels of organization\n\nA community is a group of populations of different species that live in one area. Each community lives in an ecosystem.\n\n## Nails\n\nThe hyponychium is a thickened layer of skin beneath the free edge of the nail. Nails grow from the nail root.\n\n## Planets\n\n${planets.join('\n\n')}`;
  const index = buildPassageIndex(processChapterText({ rawText, subject: 'Science' }).passages);

  it('is answered when asked about by name, however everyday the word', () => {
    const reply = answerFromChapter({ index, question: 'what does community mean?' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/^A community is a group of populations/);
  });

  it('is answered when it is all the question names, however everyday the word', () => {
    for (const question of ['community?', 'why is community important?']) {
      const reply = answerFromChapter({ index, question });
      expect(reply.onTopic, question).toBe(true);
      expect(reply.answer, question).toMatch(/A community is a group of populations/);
    }
  });

  it('is answered when named in another kind of question, if general English hardly knows it', () => {
    for (const question of ['why is the hyponychium important?', 'what is the role of the hyponychium?', 'how does the hyponychium work']) {
      const reply = answerFromChapter({ index, question });
      expect(reply.onTopic, question).toBe(true);
      expect(reply.answer, question).toMatch(/The hyponychium is a thickened layer/);
    }
  });

  // American Government 3e refused "What were the implications of McCulloch v. Maryland for federalism?" in its
  // chapter on federalism: the topic had been "implications of McCulloch v", and the chapter never says "implications".
  it('is answered when the question frames it ("the implications of", "the effects of")', () => {
    for (const question of ['what are the implications of the hyponychium?', 'What were the effects of the hyponychium?']) {
      expect(answerFromChapter({ index, question }).onTopic, question).toBe(true);
    }
  });

  it('does not carry a question about something else', () => {
    expect(answerFromChapter({ index, question: 'what is a community college?' }).onTopic).toBe(false);
  });

  it('is answered when its name is a word of asking too ("what is work?")', () => {
    const energy = ['## Energy', 'Work is the energy transferred when a force moves an object through a distance. Power is the rate of doing work.', `## Planets\n\n${planets.join('\n\n')}`].join(
      '\n\n',
    );
    const physics = buildPassageIndex(processChapterText({ rawText: energy, subject: 'Physics' }).passages);
    const reply = answerFromChapter({ index: physics, question: 'what is work?' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/^Work is the energy transferred/);
    // A chapter that never defines the word still asks what the student means.
    expect(answerFromChapter({ index, question: 'what is work?' }).answer).toMatch(/^I'm not sure which part/);
  });
});

describe('a short chapter (a page of notes says each thing once)', () => {
  const index = buildPassageIndex(
    processChapterText({
      rawText: [
        '## How plants make food',
        'Plants make their own food by photosynthesis. Inside the leaf, chloroplasts contain a green pigment called chlorophyll that absorbs light energy from the Sun.',
        '## Leaves and gas exchange',
        'Leaves have tiny pores called stomata on their lower surface. Guard cells open and close the stomata to control gas exchange.',
      ].join('\n\n'),
      subject: 'Biology',
    }).passages,
  );

  it.each(['what is the green pigment in the leaf called?', 'wat do guard cells do', 'how do plants make food'])('answers what it says once: %s', (question) => {
    expect(answerFromChapter({ index, question }).onTopic).toBe(true);
  });

  it.each(['who won the world cup?', 'what is the capital of france', 'how do i bake a cake'])('still steers back: %s', (question) => {
    expect(answerFromChapter({ index, question }).onTopic).toBe(false);
  });
});

describe('a question in everyday words with one word general English hardly knows', () => {
  // A long chapter on estimating that says "heartbeats" and "lifetime" once each: too seldom for
  // either to be its subject word, and every other word of the question is an everyday one.
  const worked = (n: number) =>
    `Example ${n}. To estimate the length of a road, a pupil counts ${n * 10} paces and measures one pace as about 0.8 m, so the road is roughly ${n * 8} m long. An estimate like this is rounded to one or two significant figures, because the method is only approximate. Checking the order of magnitude tells whether the answer is reasonable before any careful measurement is made with a tape or a wheel.`;
  const index = buildPassageIndex(
    processChapterText({
      rawText: [
        '## Estimating',
        ...Array.from({ length: 60 }, (_, k) => worked(k + 1)),
        'Many quantities are too large to count, such as the heartbeats of a whole lifetime: multiply the beats in a minute by the minutes in a year, and then by the years.',
      ].join('\n\n'),
      subject: 'Physics',
    }).passages,
  );

  it('is answered when the chapter uses every word of it', () => {
    expect(answerFromChapter({ index, question: 'How many heartbeats are there in a lifetime?' }).onTopic).toBe(true);
  });

  it('is not, when one of its words is not in the chapter', () => {
    expect(answerFromChapter({ index, question: 'How many heartbeats does a hummingbird have?' }).onTopic).toBe(false);
    expect(answerFromChapter({ index, question: 'What is a lifetime warranty?' }).onTopic).toBe(false);
  });
});

describe('words that say nothing of a subject', () => {
  const [sociology, physics] = chapters;
  // General English's tagged corpus counts only nouns, verbs, adjectives and adverbs: "either", "whose" and
  // "vs" were weighed as its rarest words, and a chapter that happened to use them took the question.
  it.each([
    [physics!, 'If you had to choose to lose either your vision or your hearing, which would you choose and why?'],
    [sociology!, 'What would the velocity vs. time graph of the object whose position is shown in the graph look like?'],
  ])("does not carry another book's question: %#", ({ index }, question) => {
    expect(answerFromChapter({ index, question }).onTopic).toBe(false);
  });

  it('weighs a single letter (a unit, a symbol) as an everyday word', () => {
    const rawText =
      '## Plurals\n\nTo make most nouns plural, add s: one cat, two cats. After s, x, z, ch or sh, add es: one box, two boxes. A noun ending in a consonant and y changes y to i and adds es: one city, two cities. The letter s also makes the possessive.';
    const index = buildPassageIndex(processChapterText({ rawText, subject: 'English' }).passages);
    expect(answerFromChapter({ index, question: 'Using the graph, what is the runner’s velocity from 4 to 10 s?' }).onTopic).toBe(false);
    expect(answerFromChapter({ index, question: 'when do you add es to make a plural?' }).onTopic).toBe(true);
  });
});

describe("another book's question whose words the chapter uses", () => {
  const [sociology, physics] = chapters;
  const perception = chapterIndex('openstax-psychology-2e-ch5');
  // Most of their words are the chapter's, but only here and there, and none is a word it keeps coming back to.
  it.each([
    [sociology!, 'According to the principle of what, objects that occur close to one another tend to be grouped together.'],
    [physics!, 'Studying sociology helps people analyze data because they learn:'],
  ])('is not carried by words scattered over the chapter: %#', ({ index }, question) => {
    expect(answerFromChapter({ index, question }).onTopic).toBe(false);
  });

  it.each(['Hearing aids might be effective for treating what?', 'Which of the following is involved in maintaining balance and body posture?'])(
    'is answered when one passage gathers the words: %s',
    (question) => {
      expect(answerFromChapter({ index: perception, question }).onTopic).toBe(true);
    },
  );

  it('is answered when it names a word the chapter keeps coming back to ("behavior" in a chapter on research methods)', () => {
    const index = chapterIndex('openstax-psychology-2e-ch2');
    const question =
      'Presumably, reality television programs aim to provide a realistic portrayal of the behavior displayed by the characters featured in such programs. This section pointed out why this is not really the case. What changes could be made in the way that these programs are produced that would result in more honest portrayals of realistic behavior?';
    expect(answerFromChapter({ index, question }).onTopic).toBe(true);
  });
});

describe('a question judged beyond the chapter', () => {
  const [sociology] = chapters;
  it('cites nothing, but still reports the passages retrieval found nearest', () => {
    // "wat is symbolic dissonance": the chapter never says "dissonance", but says "symbolic" in passages.
    const reply = answerFromChapter({ index: sociology!.index, question: 'wat is symbolic dissonance' });
    expect(reply.onTopic).toBe(false);
    expect(reply.citations).toEqual([]);
    expect(reply.passages.length).toBeGreaterThan(0);
    expect(reply.passages.every((p) => /symbolic/i.test(`${p.heading ?? ''} ${p.text}`))).toBe(true);
  });

  it('reports no passages when no passage shares a word with it', () => {
    const reply = answerFromChapter({ index: sociology!.index, question: 'zzqx wibblefrotz?' });
    expect(reply.onTopic).toBe(false);
    expect(reply.passages).toEqual([]);
  });
});

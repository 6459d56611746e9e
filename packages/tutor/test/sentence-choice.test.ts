// Which sentences the built-in tutor answers with: the mechanisms of pick-sentences.ts on a small
// chapter written for this test (not taken from ../shared/data).
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, detectIntent, processChapterText } from '../src/index';
import { namesWhatWasDescribed } from '../src/retrieval/definitions';
import { hasNewName, SENTENCE_WEIGHTS } from '../src/retrieval/pick-sentences';
import { isRunOfTitles, passageSentences, splitSentences } from '../src/retrieval/sentences';
import { contentStems } from '../src/text/tokenise';

const RIVERS = `# Rivers and Rocks

## Weathering

Rocks at the surface slowly break apart. Weathering is the breaking down of rock into smaller pieces where it lies. Frost, plant roots and rain all play a part. Heat during the day and cold at night crack the rock too.

## Erosion

Broken pieces of rock do not stay where they formed. Running water, wind and ice carry them away downhill. This carrying away of broken rock is called erosion. Rivers cut deep valleys over thousands of years by erosion.

## How rivers sort their load

A fast river can lift large stones. It drops them when it slows down near the sea. Sand settles next, and fine mud settles last of all, far out in calm water. Geologists describe rivers with two kinds of channel: braided (many shallow channels) and meandering (one winding channel).

## Worked example: flow speed

A leaf floats 120 m down a stream in 60 s. What is the speed of the water?

Strategy

We know the distance the leaf travels, 120 m, and the time, 60 s. We can use these values in the speed equation.

Solution

speed=(distance)/(time)=(120m)/(60s)=2m/s

The water moves at 2 metres each second, a gentle walking pace.

## Deltas

Where a river meets the sea, it spreads the mud it carries. Deltas are flat fans of mud and sand at a river mouth. They grow a little every year.
`;

const index = buildPassageIndex(processChapterText({ rawText: RIVERS, subject: 'Geography' }).passages);
const ask = (question: string, grade?: string) => answerFromChapter({ index, question, ...(grade ? { grade } : {}) });

describe('choosing the sentences of an answer', () => {
  it('leads a definition with the sentence that defines the term', () => {
    const reply = ask('What is weathering?');
    expect(reply.intent).toBe('definition');
    expect(reply.citations[0]!.text).toBe('Weathering is the breaking down of rock into smaller pieces where it lies.');
  });

  it('brings the sentence before one that opens with a pronoun', () => {
    const reply = ask('What happens when it slows down near the sea?', '4');
    const texts = reply.citations.map((c) => c.text);
    expect(texts).toContain('It drops them when it slows down near the sea.');
    expect(texts.indexOf('A fast river can lift large stones.')).toBe(texts.indexOf('It drops them when it slows down near the sea.') - 1);
  });

  it('answers a pasted worked example with its solution, not with the problem read back', () => {
    const question =
      'A leaf floats 120 m down a stream in 60 s. What is the speed of the water? Strategy We know the distance the leaf travels, 120 m, and the time, 60 s. We can use these values in the speed equation.';
    const reply = ask(question);
    expect(reply.answer).toContain('speed=(distance)/(time)=(120m)/(60s)=2m/s');
    expect(reply.answer).not.toContain('A leaf floats 120 m down a stream');
    expect(reply.answer).not.toContain('We know the distance the leaf travels');
  });

  it('a quoted statement of fact is no problem to solve: the question after it is answered', () => {
    const text = `# Skin cancer\n\n## Carcinomas\n\nBasal cell carcinoma starts in the stratum basale. Squamous cell carcinoma is a cancer that affects the keratinocytes of the stratum spinosum. Squamous cell carcinoma is the second most common skin cancer and can spread if not treated. The American Cancer Society reports that two of ten skin cancers are squamous cell carcinomas. Surgery is used to cure it. Sunscreen lowers the risk.`;
    const skin = buildPassageIndex(processChapterText({ rawText: text, subject: 'Biology' }).passages);
    const reply = answerFromChapter({ index: skin, question: 'Squamous cell carcinoma is the second most common skin cancer and can spread if not treated. This cancer affects which cells?' });
    expect(reply.answer).toContain('affects the keratinocytes of the stratum spinosum');
  });

  it('shows a worked solution whole, up to the next heading', () => {
    const text = `# Trains\n\n## Worked example: a train's average speed\n\nA goods train covers 90 km in 1.5 h. What is its average speed? Strategy We know the distance the train covers, 90 km, and the time, 1.5 h.\n\nSolution\n\nWrite down what is known. Divide the distance by the time. The speed is 90 km / 1.5 h = 60 km/h.\n\nDiscussion\n\nThat is a little slower than a car on a main road.\n\n## Timetables\n\nA timetable lists when each train leaves.`;
    const trains = buildPassageIndex(processChapterText({ rawText: text, subject: 'Maths' }).passages);
    const reply = answerFromChapter({
      index: trains,
      question: 'A goods train covers 90 km in 1.5 h. What is its average speed? Strategy We know the distance the train covers, 90 km, and the time, 1.5 h.',
      grade: '4',
    });
    expect(reply.citations.map((c) => c.text)).toEqual(['Write down what is known.', 'Divide the distance by the time.', 'The speed is 90 km / 1.5 h = 60 km/h.']);
  });

  it('keeps a displayed equation line as text, never as a heading', () => {
    const sentences = passageSentences('Solution\n\nv=(d)/(t)=(10m)/(2s)=5m/s\n\nDiscussion\n\nThat is quick.');
    expect(sentences.map((s) => s.text)).toEqual(['v=(d)/(t)=(10m)/(2s)=5m/s', 'That is quick.']);
    expect(sentences[0]!.heading).toBe('Solution');
  });

  it('reads "what are defined as ..." as asking for the term, not for a definition of "defined as ..."', () => {
    expect(detectIntent('what are defined as mud fans').intent).toBe('general');
    expect(detectIntent('what are deltas').intent).toBe('definition');
  });

  it('answers "... is known as what" with the sentence that names the term beside the description', () => {
    expect(ask('The carrying away of broken rock is known as what?').answer).toMatch(/erosion/i);
    expect(ask('what are defined as flat fans of mud and sand at a river mouth').citations[0]!.text).toBe('Deltas are flat fans of mud and sand at a river mouth.');
    expect(ask('A river with many shallow channels is called what?').answer).toMatch(/braided/);
  });

  it('tells a clause that names a new term from one that only repeats the question', () => {
    const asked = contentStems('flat fans of mud and sand at a river mouth');
    expect(namesWhatWasDescribed('Deltas are flat fans of mud and sand at a river mouth.', asked)).toBe(true);
    expect(namesWhatWasDescribed('Where a river meets the sea, it spreads the mud it carries.', asked)).toBe(false);
    expect(namesWhatWasDescribed('two kinds of channel: braided (many shallow channels)', contentStems('many shallow channels'))).toBe(true);
    // A citation in brackets is not a gloss.
    expect(namesWhatWasDescribed('Rivers cut valleys (Smith, 2010).', contentStems('smith'))).toBe(false);
  });

  it('survives hostile text in the naming check', () => {
    for (const text of ['constructor is __proto__', '\u0000 (\ud800)', '😀 are 😀', 'a ('.repeat(50_000)]) {
      expect(() => namesWhatWasDescribed(text, ['constructor', '__proto__'])).not.toThrow();
    }
  });
});

describe('long word problems', () => {
  const CIRCUITS = `# Electric Circuits

## Current and voltage

An electric current is a flow of charge around a circuit. The voltage of a battery pushes the current through each resistor in the circuit. A resistor limits the current: the larger its resistance, the smaller the current for the same voltage. Resistance is measured in ohms. Ohm's law links voltage, current and resistance: voltage = current × resistance.

## Series and parallel

In a series circuit every resistor carries the same current, and the voltages across the resistors add up to the battery voltage. In a parallel circuit each resistor has the full battery voltage across it, and the currents add up. An ammeter measures current and a voltmeter measures voltage.

## Power

The power of a resistor is the voltage across it times the current through it. A bulb with a higher power glows brighter. Fuses melt when the current is too large, which protects the wiring of the circuit.
`;
  const circuits = buildPassageIndex(processChapterText({ rawText: CIRCUITS, subject: 'Physics' }).passages);

  it("answers a long story problem that uses several of the chapter's own subject words", () => {
    const question =
      "Maria is decorating her grandmother's garden for a birthday party on Saturday evening. She borrows a string of fairy lights from her neighbour, carries them across the lawn past the vegetable patch and the old apple tree, and plugs them into a socket in the garden shed. The string holds twelve bulbs, each behaving as a resistor of 20 ohms, joined in series to a 240 V supply. What current flows through the string, and what voltage is across each bulb?";
    const reply = answerFromChapter({ index: circuits, question });
    expect(reply.onTopic).toBe(true);
    expect(reply.citations.length).toBeGreaterThan(0);
  });

  it('still refuses a long story problem from another subject', () => {
    const question =
      'A farmer sells wheat at the weekly market in town. On Monday the price of bread rises, and the baker buys less flour from the miller, who in turn buys less wheat. The farmer lowers her price to sell her harvest before it spoils in the barn, while her neighbours plant barley and oats instead. Explain what happens to the supply and demand of wheat over the season.';
    expect(answerFromChapter({ index: circuits, question }).onTopic).toBe(false);
  });
});

describe('a sentence that announces a list', () => {
  const COOLING = `# Keeping Warm

## Staying warm in the cold

When the body gets cold, a centre in the brain notices the drop in temperature. Its response has three main effects:

Blood vessels in the skin narrow, so less warm blood reaches the surface.
The muscles shiver, and shivering makes heat.
Small hairs on the skin stand up and trap a layer of air.

## Food and energy

Food gives the body the energy it needs to grow and move.
`;
  const index = buildPassageIndex(processChapterText({ rawText: COOLING, subject: 'Biology' }).passages);

  it('is shown with the list it announces, not cut at its colon', () => {
    const reply = answerFromChapter({ index, question: 'What effects does the response have?', grade: 4 });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toContain('three main effects:');
    expect(reply.answer).toContain('Blood vessels in the skin narrow');
    expect(reply.answer).toContain('shivering makes heat');
    expect(reply.answer).not.toContain('Food gives');
  });
});

describe('a sentence that opens with a pronoun', () => {
  const EMPIRES = `# Empires of the Mountains

## The mountain empire

The most complex society of the highlands was that of the Tawa people. At its height the Tawa empire covered a long strip of coast and mountains. It stretched from the northern forests to the southern deserts. Its road system, kept free of rocks by paid workers, crossed the mountain passes.

## Farming

Farmers grew potatoes on terraces cut into the hillsides.
`;
  const index = buildPassageIndex(processChapterText({ rawText: EMPIRES, subject: 'History' }).passages);

  it('brings back the sentences before it until one names what it is about', () => {
    const reply = answerFromChapter({ index, question: 'Which people had a road system that crossed the mountain passes?', grade: 4 });
    expect(reply.answer).toContain('Its road system');
    expect(reply.answer).toContain('It stretched');
    expect(reply.answer).toContain('Tawa empire');
    expect(reply.answer).not.toContain('potatoes');
  });
});

describe("a picture's credit", () => {
  const SKIN = `# Skin Cancer

## Squamous cell carcinoma

Squamous cell carcinoma is the second most common skin cancer. It presents as a scaly lesion on skin that gets a lot of sun. (credit: modification of work by the National Cancer Institute) Surgery removes most of these lesions.

## Melanoma

Melanoma is a cancer of the melanocytes (credit a: John Smith; credit b: (c) Jane Doe/Wikimedia Commons). It spreads quickly.
`;
  const index = buildPassageIndex(processChapterText({ rawText: SKIN, subject: 'Biology' }).passages);

  it('is never quoted: the picture is not in the text', () => {
    for (const question of ['What does squamous cell carcinoma look like?', 'What is melanoma?']) {
      const reply = answerFromChapter({ index, question, grade: 10 });
      expect(reply.onTopic).toBe(true);
      expect(reply.answer).not.toMatch(/credit|Wikimedia/i);
    }
    expect(answerFromChapter({ index, question: 'What is melanoma?', grade: 10 }).answer).toContain('Melanoma is a cancer of the melanocytes');
  });
});

describe('a question that asks who, which or where', () => {
  const ROADS = `# Valley Peoples

## Roads

The first stone roads built in the valley were narrow tracks for carts. The Rana people laid the stones of these roads in the valley. Carts with wooden wheels wore deep ruts into them.

## Rivers

The valley river floods every spring. Farmers plant rice in the wet fields after the flood.

## Markets

Traders sold salt, cloth and pots at the market by the river ford.
`;
  const index = buildPassageIndex(processChapterText({ rawText: ROADS, subject: 'History' }).passages);
  const ask = (question: string) => answerFromChapter({ index, question, grade: 4 }).citations.map((c) => c.text);

  it('is answered by the sentence that names someone the question does not', () => {
    const question = 'Which people first built stone roads in the valley?';
    expect(ask(question)).toEqual(['The Rana people laid the stones of these roads in the valley.']);
    // Without the rule the sentence holding most of the question's words wins, and it names nobody.
    const saved = SENTENCE_WEIGHTS.newName;
    SENTENCE_WEIGHTS.newName = 0;
    try {
      expect(ask(question)).toEqual(['The first stone roads built in the valley were narrow tracks for carts.']);
    } finally {
      SENTENCE_WEIGHTS.newName = saved;
    }
    // A question that does not ask for a name is answered as before.
    expect(ask('Tell me about the first stone roads built in the valley.')).toEqual(['The first stone roads built in the valley were narrow tracks for carts.']);
  });

  it('counts only capitalised words inside the sentence that the question lacks, and never layout words', () => {
    const asked = contentStems('Which culture developed writing?');
    expect(hasNewName('It was the Olmec who developed writing.', asked)).toBe(true);
    expect(hasNewName('Writing was developed early (see Figure 1.4).', asked)).toBe(false);
    expect(hasNewName('Culture shaped how writing developed.', asked)).toBe(false);
    expect(hasNewName('Which Culture developed Writing?', asked)).toBe(false);
    for (const hostile of ['\u0000 Olmec', '\ud800 Venice', '😀 '.repeat(50_000), 'constructor __proto__ Constructor', 'A'.repeat(100_000)]) {
      expect(() => hasNewName(hostile, asked)).not.toThrow();
    }
  });
});

describe('a sentence that only says another again', () => {
  it('is not quoted twice: the next slot goes to a sentence that adds something', () => {
    const passages = [
      {
        id: 1,
        heading: 'Nails',
        text: 'The nail is an accessory structure of the skin. Nails are accessory structures of the skin. The nail body is made of densely packed dead keratinocytes, which protect the fingers.',
      },
    ];
    const reply = answerFromChapter({ passages, question: 'Describe the structure of nails.', grade: 7 });
    expect(reply.answer).toContain('densely packed dead keratinocytes');
    expect((reply.answer.match(/accessory structure/g) ?? []).length).toBe(1);
  });

  it('a sentence that says the opposite is no restatement', () => {
    const passages = [{ id: 1, heading: 'Light', text: 'Green plants need light to grow. Mushrooms do not need light to grow.' }];
    const reply = answerFromChapter({ passages, question: 'Do green plants and mushrooms need light to grow?', grade: 7 });
    expect(reply.answer).toContain('Mushrooms do not need light');
  });
});

describe('lines that are no sentences', () => {
  const REFERENCES = `# Early Writing

## Writing systems

Cuneiform is the earliest known writing system, pressed into clay tablets with a reed by scribes in Sumer.

## References

Smith, Anna. "Clay Tablets and the First Scribes of Sumer." Journal of Ancient Writing 12 (3): 45-67.

## Further Reading

Writing Systems Explained Cuneiform Tablets Online Sumerian Scribes Collection
`;
  const index = buildPassageIndex(processChapterText({ rawText: REFERENCES, subject: 'history' }).passages);

  it.each([
    'Dividing Whole Numbers Dividing Whole Numbers No Remainder Dividing Whole Numbers With Remainder',
    '"Clay Tablets and the First Scribes of Sumer." Journal of Ancient Writing 12 (3): 45-67.',
    'Using Position-Time Graph to Calculate Average Velocity: Jet Car',
  ])('titles run together are no sentence: "%s"', (text) => {
    expect(isRunOfTitles(text)).toBe(true);
  });

  it.each([
    'v_avg=(Δd)/(Δt)=(d_f-d_0)/(t_f-t_0)',
    'Karl Marx wrote The Communist Manifesto with Friedrich Engels.',
    'The Clarks used dolls.',
    'Marie Curie won Nobel Prizes in Physics and Chemistry.',
    'Spain, France, Italy, Germany, Poland and Greece are in Europe.',
  ])('a sentence or a formula is: "%s"', (text) => {
    expect(isRunOfTitles(text)).toBe(false);
  });

  it('a reply about the clay tablets quotes the sentence, not the reference list or the links', () => {
    const reply = answerFromChapter({ index, question: 'who were the scribes of Sumer and their clay tablets?' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/earliest known writing system/);
    expect(reply.answer).not.toMatch(/Journal of Ancient Writing|Sumerian Scribes Collection/);
  });
});

// Sociology 3e and U.S. History cut sentences at initials: "Robert E." and "Park ..." were two sentences,
// so a reply could quote "The predominant American sociologist, the late Peter L." on its own.
describe('where a sentence ends', () => {
  it("not after a name's initial or an abbreviation that a name or number follows", () => {
    const text = 'Robert E. Park and W.E.B. Du Bois met. A U.S. Navy ship sailed. Dr. Kenneth Clark spoke. The 1/P vs. V plot is linear. Smith et al. (2010) agree. McCulloch v. Maryland settled it.';
    expect(splitSentences(text)).toEqual([
      'Robert E. Park and W.E.B. Du Bois met.',
      'A U.S. Navy ship sailed.',
      'Dr. Kenneth Clark spoke.',
      'The 1/P vs. V plot is linear.',
      'Smith et al. (2010) agree.',
      'McCulloch v. Maryland settled it.',
    ]);
  });

  it('still after a letter that ends a sentence', () => {
    expect(splitSentences('It moved from point A. Then it stopped. Take vitamin C. It helps.')).toEqual(['It moved from point A.', 'Then it stopped.', 'Take vitamin C.', 'It helps.']);
    expect(splitSentences('The ball moves with velocity v. The ball then stops.')).toEqual(['The ball moves with velocity v.', 'The ball then stops.']);
    // After an initial, a word that opens sentences ends the one before.
    expect(splitSentences('He lived in the U.S. In 1990 he moved. It was World War I. Then peace came.')).toEqual([
      'He lived in the U.S.',
      'In 1990 he moved.',
      'It was World War I.',
      'Then peace came.',
    ]);
  });

  it('reads 200,000 characters of initials in linear time', () => {
    const started = performance.now();
    expect(splitSentences(`${'A.'.repeat(100_000)} B`)).toHaveLength(2);
    expect(splitSentences('A. '.repeat(30_000))).toHaveLength(30_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('a question that leaves the definition blank', () => {
  const PRESS = `# The Press

## Early newspapers

Early newspapers printed gossip and comics to sell copies. Newspapers in big cities competed for readers every day.

## Reform

With the arrival of the Progressive Era, the media began muckraking: the writing and publishing of news coverage that exposed corrupt business practices. Reformers welcomed it.

## Today

The press still performs its muckraking duty, with some help from newspapers online.`;
  const press = buildPassageIndex(processChapterText({ rawText: PRESS, subject: 'Civics' }).passages);

  it('answers "Muckraking occurs when newspapers ___" with the sentence that defines muckraking (a word, a colon and what it is)', () => {
    const reply = answerFromChapter({ index: press, question: 'Muckraking occurs when newspapers ___.' });
    expect(reply.intent).toBe('definition');
    expect(reply.citations[0]!.text).toMatch(/^With the arrival of the Progressive Era, the media began muckraking: the writing/);
  });
});

describe('a case given, and what it is an example of asked', () => {
  const DATA = `# Data

## Variables and data

A variable is a characteristic that can be measured or counted for each person in a study. For example, the number of days a pupil is absent can be counted for every pupil in a school. Data are the actual values a variable takes.

## More examples

For example, a school counts how many pupils are absent each day. For example, a pupil counts the days it rains in a month.`;
  const data = buildPassageIndex(processChapterText({ rawText: DATA, subject: 'Maths' }).passages);

  it('answers with the sentence that names the category where the chapter gives its examples', () => {
    const HOSPITALS = `# Infections

## Where infections are caught

A catheter left in the bladder for days lets bacteria cause a bladder infection in a patient. Infections acquired in care settings, including hospitals and nursing homes, are called nosocomial infections. A patient with a bladder infection and a catheter is given antibiotics. Nurses change a patient's catheter often to protect the bladder.`;
    const index = buildPassageIndex(processChapterText({ rawText: HOSPITALS, subject: 'Biology' }).passages);
    const reply = answerFromChapter({ index, question: 'A patient in the hospital with a catheter develops a bladder infection. This is an example of a(n) ____ infection.' });
    expect(reply.answer).toContain('are called nosocomial infections');
  });

  it('answers with the sentence that names the category, not with more examples', () => {
    const reply = answerFromChapter({ index: data, question: 'The number of days a pupil is absent is an example of a ____.' });
    expect(reply.intent).toBe('general');
    expect(reply.citations[0]!.text).toBe('A variable is a characteristic that can be measured or counted for each person in a study.');
  });
});

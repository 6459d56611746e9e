// A chapter as publishers paste it: copied out of a PDF (hard-wrapped lines, no blank lines between
// paragraphs, words hyphenated across lines, page furniture inside sentences) or from a web page (a
// paragraph per line, no blank lines). Its passages must read as the same chapter pasted cleanly:
// whole paragraphs, whole words, headings, and no furniture.
import { describe, expect, it } from 'vitest';
import { hardWrapWidth, reflowProse } from '../src/processing/reflow-prose';
import { seededRandom } from '../scripts/seeded-random';
import { answerFromChapter, processChapterText } from '../src/index';

const PARAGRAPHS = [
  'Rivers',
  'How Rivers Shape the Land',
  'A river begins at its source, often a spring or a melting glacier high in the hills. Water flows downhill because of gravity, and as it flows it picks up sand, pebbles and mud. Over thousands of years this moving load wears away the river bed and the banks, and the valley grows deeper and wider.',
  'Near its source a river is narrow and fast. It cuts down into the rock and makes a steep V-shaped valley. Further downstream the land is flatter, the river slows down and it begins to swing from side to side in wide bends called meanders.',
  'Deltas and Estuaries',
  'Where a river meets a calm sea it slows down so much that it drops its load. The sand and mud build up into new land that spreads out in a fan shape, and this landform is called a delta. Where the sea is rough, the load is carried away and the river ends in a wide estuary instead.',
  'Engineers build dams across rivers to store water in lakes called reservoirs. The stored water can be let out slowly through the dry months, and as it falls through the dam it turns turbines that make electricity. A dam also traps the sand and mud that the river used to carry, so the land downstream gets less of the rich mud it needs, and a delta that is no longer fed can slowly shrink as the sea wears it away.',
  'Why have people always settled beside rivers? Rivers give water for drinking and farming, fish for food and an easy route for boats, but a river in flood can destroy homes and farmland in a single night.',
];

/** The paragraphs wrapped at `width` as a PDF reader copies them, with one word hyphenated and page furniture. */
function asCopiedFromPdf(width: number, { doubleSpaced = false } = {}): string {
  const lines: string[] = [];
  for (const paragraph of PARAGRAPHS) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  // "downstream" cut by the wrap, and a page break inside the delta paragraph.
  const at = lines.findIndex((l) => l.endsWith('Further'));
  lines[at] = `${lines[at]} down-`;
  lines[at + 1] = lines[at + 1]!.replace(/^downstream/, 'stream');
  const delta = lines.findIndex((l) => l.startsWith('Where a river meets'));
  lines.splice(delta + 1, 0, 'Access for free at school.example.org', '12 3 • Rivers');
  lines.splice(lines.length - 1, 0, 'Access for free at school.example.org', '3.1 • Rivers 13');
  lines.push('Access for free at school.example.org');
  return lines.join(doubleSpaced ? '\n\n' : '\n');
}

const CLEAN = PARAGRAPHS.join('\n\n');

describe('a chapter copied out of a PDF', () => {
  it('is put back into paragraphs: whole words, no furniture, titles on their own', () => {
    const text = reflowProse(asCopiedFromPdf(60));
    const blocks = text.split('\n\n');
    expect(blocks).toEqual(PARAGRAPHS);
    expect(text).not.toMatch(/Access for free|•/);
  });

  it('reads a blank line after every line (a double-spaced copy) as a line break', () => {
    expect(reflowProse(asCopiedFromPdf(60, { doubleSpaced: true })).split('\n\n')).toEqual(PARAGRAPHS);
  });

  it('reads soft hyphens and type ligatures ("ﬁ", "ﬂ") as a PDF reader copies them', () => {
    const copied = asCopiedFromPdf(60).replace('down-\n', 'down\u00AD \n').replace(/fi/g, '\uFB01').replace(/fl/g, '\uFB02').replace('estuary', 'estu\u00ADary');
    expect(copied).toContain('\uFB01');
    const pdf = processChapterText({ rawText: copied, subject: 'Geography' });
    expect(pdf.passages).toEqual(processChapterText({ rawText: CLEAN, subject: 'Geography' }).passages);
  });

  it('leaves text whose lines are paragraphs as it is', () => {
    expect(hardWrapWidth(CLEAN.split('\n'))).toBeNull();
    expect(reflowProse(CLEAN)).toBe(CLEAN);
    const short = 'Speed\nSpeed tells us how fast something moves.\n\nFriction\nFriction slows things down.';
    expect(reflowProse(short)).toBe(short);
  });

  it('gives the same passages and answers as the clean chapter', () => {
    const pdf = processChapterText({ rawText: asCopiedFromPdf(60), subject: 'Geography' });
    const clean = processChapterText({ rawText: CLEAN, subject: 'Geography' });
    expect(pdf.passages).toEqual(clean.passages);
    const answer = answerFromChapter({ passages: pdf.passages, question: 'What is a delta?' });
    expect(answer.answer).toContain('this landform is called a delta');
  });

  it('leaves short paragraphs as they are, a blank line apart or one to a line', () => {
    const forces = [
      'A force is a push or a pull that acts on an object.',
      'Forces are measured in newtons with a spring balance.',
      'Every force has a size and a direction.',
      'Balanced forces do not change how an object moves.',
    ];
    const magnets = [
      'A magnet attracts iron, nickel and cobalt.',
      'Every magnet has a north pole and a south pole.',
      'Like poles repel each other and unlike poles attract.',
      'The Earth itself behaves like a giant magnet.',
    ];
    const apart = ['## Forces', ...forces, '## Magnets', ...magnets].join('\n\n');
    expect(reflowProse(apart)).toBe(apart);
    expect(processChapterText({ rawText: apart, subject: 'Science' }).passages.map((p) => p.heading)).toEqual(['Forces', 'Magnets']);
    const perLine = ['Forces', ...forces, 'Magnets', ...magnets].join('\n');
    expect(reflowProse(perLine)).toBe(perLine);
  });

  it('in wrapped text, a marked-up heading, bullets and numbered steps start lines of their own', () => {
    const wrapped = [
      'A river wears away its bed and banks all along its course, and it does so in three ways that',
      'work together, more strongly where the water is fast and carries a heavy load of stones:',
      '• it dissolves some rocks, such as limestone, in the water that flows over them',
      '• it grinds pebbles against the bed, so that the bed is worn down a little each year',
      '• it carries the loose sand away downstream, to be dropped where the water slows',
      '## Deltas',
      'Where a river meets a calm sea it drops its load, and the sand builds up into new land that',
      'spreads out in a fan shape. To see how a delta grows, pupils can build one in a tray:',
      '1. Fill one end of a long tray with wet sand and tilt the tray a little towards the other end.',
      '2. Pour water slowly onto the sand and watch where the washed-out sand settles in the water.',
    ];
    expect(hardWrapWidth(wrapped)).not.toBeNull();
    expect(reflowProse(wrapped.join('\n')).split('\n\n')).toEqual([
      `${wrapped[0]} ${wrapped[1]}`,
      wrapped[2],
      wrapped[3],
      wrapped[4],
      '## Deltas',
      `${wrapped[6]} ${wrapped[7]}`,
      wrapped[8],
      wrapped[9],
    ]);
  });

  it("in wrapped text, keeps a table's rows and a heading that comes back without a number", () => {
    const check = ['Check Your Understanding', 'Why does a planet far from the Sun take longer to go round it than one that is'];
    const wrapped = [
      'The planets close to the Sun go round it quickly, and the ones far away take much longer, as',
      'the table shows for the first three planets, with their distances in astronomical units and',
      'their years in Earth days, which astronomers measured long before spacecraft visited them:',
      'Mercury | 0.39 | 88',
      'Venus | 0.72 | 225',
      'Earth | 1.00 | 365',
      ...check,
      'close to it? Think about the pull of the Sun on each planet, which grows weaker with distance.',
      ...check,
      'nearer? Think about how far each planet must travel in one trip round the Sun on its orbit.',
      ...check,
      'nearer? Think about both of the answers above together, and compare them with the table.',
    ];
    expect(hardWrapWidth(wrapped)).not.toBeNull();
    const text = reflowProse(wrapped.join('\n'));
    for (const row of ['Mercury | 0.39 | 88', 'Venus | 0.72 | 225', 'Earth | 1.00 | 365']) expect(text).toContain(row);
    expect(text.match(/Check Your Understanding/g)).toHaveLength(3);
  });

  // College Physics 2e writes Newton's law of gravitation on a line of its own in two sections; in a PDF
  // copy the two lines, far apart and with a number in them, were taken for a page's running header and left out.
  it('in wrapped text, keeps a formula the chapter writes twice on a line of its own', () => {
    const filler = (n: number) => Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of part ${n} says that the force of gravity pulls every pair of bodies`).join(' together,\n');
    const wrapped = [
      'For two bodies having masses m and M with a distance r between their centres of mass, the',
      'equation for the universal law of gravitation is',
      'F=GmM/(r^2),',
      'where F is the magnitude of the gravitational force and G is the gravitational constant, a',
      `number measured in a laboratory. ${filler(1)} together.`,
      'In equation form, the law is written once more as',
      'F=GmM/(r^2),',
      `where F is the magnitude of the gravitational force, as before. ${filler(2)} together.`,
    ].join('\n');
    expect(hardWrapWidth(wrapped.split('\n'))).not.toBeNull();
    expect(reflowProse(wrapped).match(/F=GmM\/\(r\^2\),/g)).toHaveLength(2);
    // A footer with "=" in its web address is still a footer.
    const footer = 'Downloaded from lms.example.edu/mod/book/view.php?id=2041';
    const lines = wrapped.split('\n');
    const withFooters = [...lines.slice(0, 6), footer, ...lines.slice(6), footer].join('\n');
    expect(reflowProse(withFooters)).not.toContain('Downloaded from');
  });

  it('copied from a web page, a paragraph per line, gives the same passages as the clean chapter', () => {
    const web = processChapterText({ rawText: PARAGRAPHS.join('\n'), subject: 'Geography' });
    const clean = processChapterText({ rawText: CLEAN, subject: 'Geography' });
    expect(web.passages).toEqual(clean.passages);
  });

  it('copied from a web page, a list keeps its lead-in line, and a reply quotes the list', () => {
    const web = [
      'Keeping Cool',
      'The body keeps its temperature within a narrow range. When the blood grows too warm, the brain stimulates its heat-loss centre. This stimulation has three major effects:',
      'Blood vessels in the skin widen, so that more warm blood flows close to the surface.',
      'Sweat glands are activated to increase their output, and the sweat takes heat away as it evaporates.',
      'Breathing grows deeper, so that more heat leaves the body through the lungs.',
      'When the blood grows too cold, the heat-gain centre narrows the blood vessels in the skin and makes the muscles shiver.',
    ].join('\n');
    const reply = answerFromChapter({ passages: processChapterText({ rawText: web, subject: 'Biology' }).passages, question: 'What are the effects of stimulating the heat-loss centre?' });
    expect(reply.answer).toContain('This stimulation has three major effects: Blood vessels in the skin widen');
    expect(reply.answer).toContain('Sweat glands are activated to increase their output');
  });

  it('keeps the hyphen of a word the chapter writes with one, of two words that make no word together, and of a dash', () => {
    const lines = [
      'Self-esteem grows when pupils see their own progress, and teachers can help by',
      'praising effort rather than talent. A pupil with high self-',
      'esteem tries hard things, and a well-',
      'known way to build it is to set small goals that the pupil can reach one by one',
      'and then to talk about what went well and what could go better the next time, every day-',
      'a habit that takes a few minutes. Goals that are too hard make pupils give up, so',
      'the steps should be small at the start and grow as the pupil grows more confident',
      'in the subject and in school. Teachers also help when they show that mistakes are',
      'a normal part of learning, and pupils who are not afraid of mistakes from end-',
      'to-end of a course ask more questions and learn more quickly than those who are.',
    ];
    const text = reflowProse(lines.join('\n'));
    expect(text).toContain('high self-esteem tries');
    expect(text).toContain('a well-known way');
    // An em dash made "-" at a line's end is a dash, and "end-" then "to-end" one hyphenated word.
    expect(text).toContain('every day - a habit');
    expect(text).toContain('from end-to-end of a course');
  });

  it('does not take the last line of a caption for a title', () => {
    const lines = [
      'The river in flood after three days of heavy rain in the hills. (credit: Jane',
      'Smith, Public Domain)',
      'Floods happen when more water reaches a river than its channel can carry. The water spills',
      'over the banks onto the flat land beside the river, which is called the flood plain, and',
      'leaves a layer of fine mud behind when it drains away again after a few days or weeks.',
      'Farmers value this mud, because it makes the soil of the flood plain rich and easy to',
      'plough, but homes built on the flood plain are at risk every time the river rises high.',
      'Walls along the banks, called levees, can hold back a small flood but not a large one.',
    ];
    const text = reflowProse(lines.join('\n'));
    expect(text.split('\n\n')[0]).toBe('The river in flood after three days of heavy rain in the hills. (credit: Jane Smith, Public Domain)');
    const { passages } = processChapterText({ rawText: lines.join('\n'), subject: 'Geography' });
    expect(passages.map((p) => p.heading)).not.toContain('Smith, Public Domain)');
  });

  it('does not let a formula cut onto its own line ("0)") swallow the rest of the chapter as a question', () => {
    const lines = [...asCopiedFromPdf(60).split('\n')];
    lines.splice(4, 0, 'The average speed of the water is v_avg=(d_f-d_0)/(t_f-t_', '0)');
    // A list later on, lettered as options are: with it the runaway item looked like a question.
    lines.splice(lines.length - 2, 0, 'Every river has two ends:', '(a) its source in the hills', '(b) its mouth at the sea');
    const result = processChapterText({ rawText: lines.join('\n'), subject: 'Geography' });
    expect(result.totalQuestions).toBe(0);
    expect(result.passages.map((p) => p.text).join(' ')).toContain('Why have people always settled beside rivers?');
    expect(result.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^The numbered item on this line was read as prose: it runs on for \d+ words\.$/)]);
  });

  it('nor when a line further on reads as its answer, in a longer chapter', () => {
    const pages = asCopiedFromPdf(60).split('\n');
    // Over a thousand words after the "0)", then a wrapped line that opens with "answer." (read as the
    // item's answer field), and a lettered list (read as its options): as in a PDF copy of a physics chapter.
    const lines = [
      ...pages.slice(0, 10),
      'The average speed of the water is v_avg=(d_f-d_0)/(t_f-t_',
      '0)',
      ...pages.slice(10),
      ...pages,
      ...pages,
      ...pages,
      'the speed it had, and that is the simple',
      'answer. The water slows down where the land is flat and drops its load.',
      ...pages,
      'Every river has two ends:',
      '(a) its source in the hills',
      '(b) its mouth at the sea',
      ...pages,
    ];
    const result = processChapterText({ rawText: lines.join('\n'), subject: 'Geography' });
    expect(result.totalQuestions).toBe(0);
    expect(result.passages.map((p) => p.text).join(' ')).toContain('answer. The water slows down where the land is flat');
  });

  it('copes with hostile text in wrapped lines: NUL, lone surrogates, prototype names, hyphen runs', () => {
    const hostile = ['constructor-', 'proto-', '__proto__', '\u0000', '\uD800', '😀', 'toString-'];
    const lines = Array.from({ length: 2000 }, (_, i) => `${'word '.repeat(10)}${hostile[i % hostile.length]}`);
    const text = reflowProse(lines.join('\n'));
    expect(text).toContain('constructor');
    expect(text.length).toBeGreaterThan(lines.join('\n').length * 0.9);
    const long = `${'a'.repeat(100_000)}\n`.repeat(10);
    expect(reflowProse(long)).toBe(long);
    // Shapes that make a careless pattern or a string rebuilt line by line quadratic, among wrapped lines.
    const chain = Array.from({ length: 20_000 }, () => 'the river carries sand and mud down to the sea and the sea-');
    const giant = [`${'a-'.repeat(50_000)}`, `${'b'.repeat(100_000)}-`];
    const joined = reflowProse([...chain, ...giant, ...chain].join('\n'));
    expect(joined.length).toBeGreaterThan(2_000_000);
  });

  it('loses no text: over random wrapped chapters, only line breaks, cut hyphens and the page furniture put in change', () => {
    const next = seededRandom(2026);
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
    // No digits or web addresses in the words: the only furniture is what the loop puts in.
    const WORDS = [
      'river',
      'the',
      'Delta',
      'sand-',
      'bank.',
      'constructor',
      '__proto__',
      'self-esteem',
      'a\u0000b',
      '\uD800',
      '😀',
      '(credit:',
      'Smith)',
      'Figure',
      'x=(a)/(b)',
      'Why?',
      'list:',
      'ation',
      '• item',
      '## Title',
    ];
    const FURNITURE = ['Access for free at school.example.org', '12 3 • Rivers'];
    const squash = (text: string) => text.replace(/[\s-]+/g, '');
    for (let round = 0; round < 200; round++) {
      const width = 30 + Math.floor(next() * 130);
      const prose: string[] = [];
      for (let n = 0, count = 24 + Math.floor(next() * 50); n < count; n++) {
        let line = '';
        while (line.length < width * (next() < 0.8 ? 0.8 : next())) line += `${line ? ' ' : ''}${pick(WORDS)}`;
        prose.push(line);
      }
      // A page's furniture after every 12th line (two pages at least: one line alone is no furniture).
      const lines = prose.flatMap((line, n) => (n % 12 === 11 ? [line, ...FURNITURE] : [line]));
      const text = lines.join('\n');
      const expected = hardWrapWidth(lines) === null ? text : prose.join('\n');
      expect(squash(reflowProse(text)), `round ${round}`).toBe(squash(expected));
    }
  });
});

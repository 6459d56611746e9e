import { describe, expect, it } from 'vitest';
import { processChapterText } from '../src/processing/process-chapter-text';
import { splitPassages } from '../src/processing/split-passages';
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { buildPassageIndex } from '../src/retrieval/passage-index';
import { innerHeadings, passageSentences } from '../src/retrieval/sentences';

const LEAD = 'The skeletal system is the body system composed of bones and cartilage and performs the following critical functions for the human body:';

describe("a list's items, one to a line under the line that announces them", () => {
  it('stay in the passage when they are capitalised, and the title after them still starts a section', () => {
    const chapter = [
      '## Functions',
      'Bone is a hard, dense connective tissue that forms most of the adult skeleton. ' + LEAD,
      'Supports the body',
      'Facilitates movement',
      'Protects internal organs',
      'Support, Movement, and Protection',
      'The most apparent functions of the skeletal system are the gross functions, those visible by observation.',
    ].join('\n\n');
    const passages = splitPassages(chapter);
    expect(passages.map((p) => p.heading)).toEqual(['Functions', 'Support, Movement, and Protection']);
    expect(passages[0]!.text).toContain('Protects internal organs');
  });

  it('join their lead-in as one sentence, and are no headings of the sentences after them', () => {
    const text = [LEAD, 'supports the body', 'facilitates movement', 'protects internal organs', 'Bones also store calcium.'].join('\n\n');
    expect(passageSentences(text)).toEqual([{ text: `${LEAD} supports the body; facilitates movement; protects internal organs.`, listFrom: LEAD.length }, { text: 'Bones also store calcium.' }]);
    expect(innerHeadings(text)).toEqual([]);
  });

  it('read bulleted fragments as items, even run together on one line, and bulleted sentences as sentences', () => {
    expect(passageSentences('There are three kinds of muscle:\n\n• skeletal muscle • smooth muscle • cardiac muscle').map((s) => s.text)).toEqual([
      'There are three kinds of muscle: skeletal muscle; smooth muscle; cardiac muscle.',
    ]);
    expect(passageSentences('- bones\n- muscles').map((s) => s.text)).toEqual(['bones; muscles.']);
    expect(passageSentences('Remember:\n\n- Bones support the body.\n- Muscles move it.').map((s) => s.text)).toEqual(['Remember:', 'Bones support the body.', 'Muscles move it.']);
  });

  it('stay with their lead-in when the passage before them is already full', () => {
    const intro = Array.from({ length: 15 }, (_, i) => `Bone is a living tissue that changes all through life, sentence ${i + 1}.`).join(' ');
    const chapter = ['## Functions', `${intro} ${LEAD}`, 'supports the body', 'facilitates movement', 'protects internal organs', '## Classes', 'Bones are classed by shape.'].join('\n\n');
    const withLead = splitPassages(chapter).find((p) => p.text.includes(LEAD))!;
    expect(passageSentences(withLead.text).at(-1)!.text).toBe(`${LEAD} supports the body; facilitates movement; protects internal organs.`);
  });

  it('end at a title in capitals or with a section number, and a lone title under a lead-in starts its section', () => {
    const titles = (text: string) => splitPassages(text).map((p) => p.heading);
    expect(titles(['## Terms', 'Know these:', 'Osteoblast', 'Osteocyte', 'KEY TERMS', 'Bone is living tissue.'].join('\n\n'))).toEqual(['Terms', 'KEY TERMS']);
    expect(titles(['## Steps', 'Follow these steps:', '1. Mix the flour', '2. Add the water', '2.1 Results of Mixing', 'The dough rises.'].join('\n\n'))).toEqual(['Steps', '2.1 Results of Mixing']);
    expect(titles(['## Rivers', 'The process works like this:', 'Erosion and Deposition', 'Rivers wear rock away upstream and lay it down downstream.'].join('\n\n'))).toEqual([
      'Rivers',
      'Erosion and Deposition',
    ]);
  });

  it('are kept when one opens otherwise than the first, as long as more items follow it', () => {
    const chapter = ['## Functions', 'Bones perform these functions:', 'Supports the body', 'Blood Cell Production', 'Mineral Storage', 'Protects internal organs', 'Bone is living tissue.'].join(
      '\n\n',
    );
    const text = splitPassages(chapter)
      .map((p) => p.text)
      .join('\n\n');
    for (const item of ['Supports the body', 'Blood Cell Production', 'Mineral Storage', 'Protects internal organs']) expect(text).toContain(item);
    expect(passageSentences(text)[0]!.text).toBe('Bones perform these functions: Supports the body; Blood Cell Production; Mineral Storage; Protects internal organs.');
  });

  it('split only at round bullets inside a line: a dash or a star in prose stays', () => {
    expect(passageSentences('- Water - the most common solvent - dissolves many salts.').map((s) => s.text)).toEqual(['Water - the most common solvent - dissolves many salts.']);
    expect(passageSentences('* Note that 5 * 3 = 15 here').map((s) => s.text)).toEqual(['Note that 5 * 3 = 15 here.']);
    expect(passageSentences('Bones:\n\n• protect organs, and\n\n• make blood cells').map((s) => s.text)).toEqual(['Bones: protect organs; make blood cells.']);
    expect(passageSentences('- Functions of bone:\n\n- support\n\n- movement').map((s) => s.text)).toEqual(['Functions of bone: support; movement.']);
    expect(passageSentences('Things:\n\n•\n\n• •\n\nBones are hard.').map((s) => s.text)).toEqual(['Things:', 'Bones are hard.']);
  });

  it('stay whole when the student asks again: the line announcing them alone says nothing', () => {
    const chapter = ['## Jobs of bones', 'Bones do many jobs in the body, including these:', 'holding the body up', 'protecting the brain and the heart', 'making blood cells', 'storing calcium'].join(
      '\n\n',
    );
    const index = buildPassageIndex(processChapterText({ rawText: chapter, subject: 'biology' }).passages);
    const reply = answerFromChapter({ index, question: "I don't get it", previousQuestion: 'What protects the brain?', grade: '3' });
    expect(reply.answer).toContain('protecting the brain and the heart');
  });

  it('leave a short line that follows no lead-in a heading', () => {
    expect(innerHeadings('Bones hold the body up.\n\nBone marrow\n\nRed marrow makes blood cells.')).toEqual(['Bone marrow']);
  });

  it('can be quoted: the functions of the skeletal system include protecting the organs', () => {
    const chapter = [
      '# The Skeletal System',
      '## The Functions of the Skeletal System',
      'Bone, or osseous tissue, is a hard, dense connective tissue that forms most of the adult skeleton. ' + LEAD,
      'supports the body',
      'facilitates movement',
      'protects internal organs',
      'produces blood cells',
      '## Bone Classification',
      'The 206 bones that compose the adult skeleton are divided into five categories based on their shapes.',
    ].join('\n\n');
    const { passages } = processChapterText({ rawText: chapter, subject: 'biology' });
    const reply = answerFromChapter({ index: buildPassageIndex(passages), question: 'Which function of the skeletal system protects you in a car accident?' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toContain('protects internal organs');
  });
});

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
    expect(passageSentences(text)).toEqual([
      { text: `${LEAD} supports the body; facilitates movement; protects internal organs.`, listFrom: LEAD.length },
      { text: 'Bones also store calcium.' },
    ]);
    expect(innerHeadings(text)).toEqual([]);
  });

  it('read bulleted fragments as items, even run together on one line, and bulleted sentences as sentences', () => {
    expect(passageSentences('There are three kinds of muscle:\n\n• skeletal muscle • smooth muscle • cardiac muscle').map((s) => s.text)).toEqual([
      'There are three kinds of muscle: skeletal muscle; smooth muscle; cardiac muscle.',
    ]);
    expect(passageSentences('- bones\n- muscles').map((s) => s.text)).toEqual(['bones; muscles.']);
    expect(passageSentences('Remember:\n\n- Bones support the body.\n- Muscles move it.').map((s) => s.text)).toEqual([
      'Remember:',
      'Bones support the body.',
      'Muscles move it.',
    ]);
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

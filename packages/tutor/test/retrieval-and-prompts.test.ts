import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerFromChapter, answerShape, buildGradingPrompt, buildPassageIndex, buildTutorSystemPrompt, processChapterText, renderQuestion, retrievePassages, startTest, takeTurn } from '../src/index';

const prose = readFileSync(new URL('../../../../shared/data/openstax-sociology-3e-ch1/chapter_prose.txt', import.meta.url), 'utf8');
const chapter = processChapterText({ rawText: prose, subject: 'Sociology', title: 'An Introduction to Sociology' });

describe('processing prose', () => {
  it('splits prose into headed passages of retrieval size and names the index deterministically', () => {
    expect(chapter.isQuestionFormat).toBe(false);
    expect(chapter.passages.length).toBeGreaterThan(40);
    expect(chapter.passages.every((p) => p.text.split(/\s+/).length <= 300)).toBe(true);
    expect(chapter.passages.find((p) => p.text.includes('Herbert Blumer'))?.heading).toBeTruthy();
    const again = processChapterText({ rawText: prose, subject: 'Sociology' });
    expect(again.vectorStoreId).toBe(chapter.vectorStoreId);
    expect(processChapterText({ rawText: `${prose}\n\nOne more paragraph.`, subject: 'Sociology' }).vectorStoreId).not.toBe(chapter.vectorStoreId);
  });

  it('keeps the prose before a trailing question set as passages', () => {
    const mixed = processChapterText({ rawText: `${prose.slice(0, 3000)}\n\n1. What is sociology? (2 marks)\nAnswer: The study of society.`, subject: 'Sociology' });
    expect(mixed.totalQuestions).toBe(1);
    expect(mixed.passages.length).toBeGreaterThan(1);
  });
});

describe('retrieval and offline answers', () => {
  const index = buildPassageIndex(chapter.passages);

  it('ranks the passage that answers the question first', () => {
    const [top] = retrievePassages(index, 'Who coined the term symbolic interactionism?', 3);
    expect(top!.passage.text).toContain('Herbert Blumer');
    expect(top!.score).toBeGreaterThan(0);
  });

  it('answers from the chapter with citations', () => {
    const result = answerFromChapter({ index, question: 'Who coined the term symbolic interactionism?' });
    expect(result.onTopic).toBe(true);
    expect(result.answer).toContain('Blumer');
    expect(result.citations.length).toBeGreaterThan(0);
    expect(chapter.passages.find((p) => p.id === result.citations[0]!.passage)?.text).toContain(result.citations[0]!.text);
  });

  it('says less to younger students and more to older ones', () => {
    const question = 'What is symbolic interactionism?';
    const [young, unknown, middle, older, college] = ['3', undefined, 7, '11', 'College Student'].map((grade) => answerFromChapter({ index, question, grade }));
    expect(young!.citations).toHaveLength(1);
    expect(unknown!.citations).toHaveLength(2);
    expect(middle!.citations).toHaveLength(2);
    expect(older!.citations).toHaveLength(3);
    expect(college!.answer).toBe(older!.answer);
    expect(young!.answer.length).toBeLessThan(middle!.answer.length);
    expect(middle!.answer.length).toBeLessThan(older!.answer.length);
    expect(answerShape('4').longSentence).toBeLessThan(answerShape('8').longSentence);
  });

  it('steers off-chapter questions back politely', () => {
    const result = answerFromChapter({ passages: chapter.passages, question: 'What is the best recipe for chocolate cake?', chapterTitle: 'An Introduction to Sociology' });
    expect(result.onTopic).toBe(false);
    expect(result.citations).toEqual([]);
    expect(result.answer).toMatch(/An Introduction to Sociology/);
  });
});

describe('prompts', () => {
  const set = processChapterText({
    subject: 'Science',
    rawText:
      '1. What is the boiling point of water at sea level?\nAnswer: 100 degrees Celsius\n\n2. Which gas do we breathe out?\na) Oxygen\nb) Carbon dioxide\nAnswer: b\n\n3. Name the largest planet.\nAnswer: Jupiter',
  }).questionArray;

  it('never puts the answer of an unanswered question in the tutor prompt during a test', async () => {
    const started = startTest(set);
    const turn = await takeTurn(started.state, set, { kind: 'answer', text: '100 degrees Celsius' });
    const current = set[turn.state.order[turn.state.position]!]!;
    const prompt = buildTutorSystemPrompt({ chapterTitle: 'Matter', subject: 'Science', grade: 7, passages: chapter.passages.slice(0, 3), currentQuestion: { question: current, index: 1, total: 3 } });
    expect(prompt).toContain('Which gas do we breathe out?');
    expect(prompt).not.toMatch(/Jupiter/);
    expect(prompt).not.toMatch(/answer(?: is)?:?\s*\(?b\b/i);
    expect(prompt).toContain('grade 7');
    for (const q of set) expect(renderQuestion(q, 0, 3)).not.toMatch(/Answer|Jupiter|100 degrees/);
  });

  it('puts one question key in a grading prompt and asks for JSON marks', () => {
    const prompt = buildGradingPrompt({ question: 'Name the largest planet.', referenceAnswers: ['Jupiter'], keyTerms: [], studentAnswer: 'Saturn', maxMarks: 2 });
    expect(prompt.prompt).toContain('Jupiter');
    expect(prompt.system).toMatch(/JSON/);
    expect(prompt.system).toContain('0 to 2');
  });
});

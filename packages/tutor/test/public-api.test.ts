import { describe, expect, it } from 'vitest';
import * as api from '../src/index';

describe('public API', () => {
  it('exports the functions the server codes against', () => {
    for (const name of [
      'processChapterText',
      'buildPassageIndex',
      'retrievePassages',
      'answerFromChapter',
      'gradeAnswer',
      'builtInGrader',
      'withFallback',
      'createModelGrader',
      'startTest',
      'takeTurn',
      'classifyTestMessage',
      'readMessage',
      'contentStems',
      'scoreSummary',
      'percentText',
      'replyWithoutTest',
      'renderQuestion',
      'buildTutorSystemPrompt',
      'buildGradingPrompt',
      'FormatError',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });

  it('processes a small question set end to end', () => {
    const result = api.processChapterText({ rawText: '1. What is 2 + 2? (2 marks)\nAnswer: 4', subject: 'Maths' });
    expect(result).toMatchObject({ success: true, isQuestionFormat: true, totalQuestions: 1 });
    expect(result.questionArray[0]).toMatchObject({ type: 'numeric', marks: 2, answer: '4' });
    expect(result.vectorStoreId).toMatch(/^vs_[0-9a-f]{16}$/);
  });
});

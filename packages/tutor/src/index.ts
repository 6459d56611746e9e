// The public API of @booktutor/tutor. Everything else under src/ is internal.

export type {
  Grade,
  GradeRequest,
  Grader,
  ImportWarning,
  InputFormat,
  MatchingPair,
  NumericAnswer,
  Passage,
  ProcessInput,
  ProcessResult,
  Question,
  QuestionOption,
  QuestionType,
  ReadQuestions,
  Verdict,
  WeightedAnswer,
} from './types';
export { FormatError } from './errors';

export { processChapterText } from './processing/process-chapter-text';
export { parseGift, readGift } from './formats/gift/parse-gift';
export { parseAiken, readAiken } from './formats/aiken/parse-aiken';

export { buildPassageIndex, retrievePassages } from './retrieval/passage-index';
export type { PassageIndex, RankedPassage } from './retrieval/passage-index';
export { answerFromChapter, answerShape } from './retrieval/answer-from-chapter';
export { detectIntent } from './text/intents';
export { contentStems } from './text/tokenise';
export type { Intent, UnderstoodIntent } from './text/intents';
export type { AnswerFromChapterInput, ChapterAnswer, Citation } from './retrieval/answer-from-chapter';

export { gradeAnswer, gradeExactly, referenceAnswers } from './grading/grade-answer';
export { builtInGrader } from './grading/built-in-grader';
export { createModelGrader, parseGradingReply, withFallback } from './grading/model-grader';
export type { CompleteText } from './grading/model-grader';

export { startTest, takeTurn } from './session/run-test';
export type { StartOptions, TurnContext, TurnInput, TurnResult } from './session/run-test';
export { helpDuringTest } from './session/test-help';
export type { TestHelp, TestHelpInput } from './session/test-help';
export { classifyTestMessage, readMessage } from './session/classify-message';
export type { MessageReading } from './session/classify-message';
export { percentText, scoreSummary } from './session/score-summary';
export { replyWithoutTest } from './session/no-test-reply';
export { renderQuestion } from './session/render-question';
export type { AnswerRecord, ScoreSummary, TestMessageKind, TestState } from './session/test-state';

export { buildTutorSystemPrompt } from './prompts/tutor-prompt';
export type { TutorPromptInput } from './prompts/tutor-prompt';
export { buildGradingPrompt } from './prompts/grading-prompt';
export type { GradingPrompt } from './prompts/grading-prompt';

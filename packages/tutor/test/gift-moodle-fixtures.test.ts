import { describe, expect, it } from 'vitest';
import { processChapterText, readGift, type Question } from '../src/index';

// Moodle's own GIFT importer tests, reproduced. Source: moodle/moodle (GPL v3 or later),
// question/format/gift/tests/giftformat_test.php and its fixtures
// question/format/gift/tests/fixtures/questions.gift.txt and questions_in_category.gift.txt.
// The GIFT inputs are copied verbatim; each test asserts what Moodle's test asserts, mapped onto our
// Question (Moodle's "fraction" is our weight, "questiontext" our prompt, "name" our title).
// Deliberate differences, asserted as such: [html] text becomes plain text (tags dropped).

const one = (gift: string): Question => {
  const { questions, warnings } = readGift(gift);
  expect(warnings).toEqual([]);
  expect(questions).toHaveLength(1);
  return questions[0]!;
};

describe("Moodle's giftformat_test.php, import cases", () => {
  it('test_import_essay', () => {
    const q = one('\n// essay\n::Q8:: How are you? {}');
    expect(q).toMatchObject({ title: 'Q8', prompt: 'How are you?', type: 'long', answer: null, needsAnswerKey: true, marks: 1 });
    expect(q.feedback).toBeUndefined();
  });

  it('test_import_match (format markers on each pair, a distractor with no left side)', () => {
    const q = one(`
// question: 2  name: Moodle activities
::Moodle activities::[html]Match the <b>activity</b> to the description.{
    =[html]An activity supporting asynchronous discussions. -> Forum
    =[moodle]A teacher asks a question and specifies a choice of multiple responses. -> Choice
    =[plain]A bank of record entries which participants can add to. -> Database
    =[markdown]A collection of web pages that anyone can add to or edit. -> Wiki
    = -> Chat
}`);
    // Moodle keeps 'Match the <b>activity</b> to the description.' with FORMAT_HTML; we show plain text.
    expect(q).toMatchObject({ title: 'Moodle activities', prompt: 'Match the activity to the description.', type: 'matching' });
    expect(q.pairs).toEqual([
      { left: 'An activity supporting asynchronous discussions.', right: 'Forum' },
      { left: 'A teacher asks a question and specifies a choice of multiple responses.', right: 'Choice' },
      { left: 'A bank of record entries which participants can add to.', right: 'Database' },
      { left: 'A collection of web pages that anyone can add to or edit.', right: 'Wiki' },
      { left: '', right: 'Chat' },
    ]);
  });

  it('test_import_multichoice (single answer, feedback with its own [html] marker)', () => {
    const q = one(`
// multiple choice with specified feedback for right and wrong answers
::Q2:: What's between orange and green in the spectrum?
{
    =yellow # right; good!
    ~red # [html]wrong, it's yellow
    ~[plain]blue # wrong, it's yellow
}`);
    expect(q).toMatchObject({ title: 'Q2', prompt: "What's between orange and green in the spectrum?", type: 'mcq', answer: 'A' });
    expect(q.options!.map((o) => o.text)).toEqual(['yellow', 'red', 'blue']);
    expect(q.options!.map((o) => o.weight)).toEqual([1, 0, 0]);
    expect(q.options!.map((o) => o.feedback)).toEqual(['right; good!', "wrong, it's yellow", "wrong, it's yellow"]);
  });

  it('test_import_multichoice_multi (no "=": several answers, weights 50/-100/50/-100)', () => {
    const q = one(`
// multiple choice, multiple response with specified feedback for right and wrong answers
::colours:: What's between orange and green in the spectrum?
{
    ~%50%yellow # right; good!
    ~%-100%red # [html]wrong
    ~%50%off-beige # right; good!
    ~%-100%[plain]blue # wrong
}`);
    // Moodle: single = 0.
    expect(q).toMatchObject({ title: 'colours', type: 'multi', answer: 'A, C' });
    expect(q.options!.map((o) => o.text)).toEqual(['yellow', 'red', 'off-beige', 'blue']);
    expect(q.options!.map((o) => o.weight)).toEqual([0.5, -1, 0.5, -1]);
    expect(q.options!.map((o) => o.feedback)).toEqual(['right; good!', 'wrong', 'right; good!', 'wrong']);
  });

  it('test_import_multichoice_multi_tricky (no "=" but one answer at 100%: still multiple-answer)', () => {
    const q = one(`
// multiple choice, multiple response with specified feedback for right and wrong answers
::colours:: What's between orange and green in the spectrum?
{
    ~%100%yellow # right; good!
    ~%-50%red # wrong
    ~%-50%blue # wrong
}`);
    expect(q).toMatchObject({ type: 'multi', answer: 'A' });
    expect(q.options!.map((o) => o.weight)).toEqual([1, -0.5, -0.5]);
    expect(q.options!.map((o) => o.feedback)).toEqual(['right; good!', 'wrong', 'wrong']);
  });

  it('test_import_numerical ({#3:2~#Completely wrong}: a tolerance, then feedback for any other number)', () => {
    const q = one('\n// math range question\n::Q5:: What is a number from 1 to 5? {#3:2~#Completely wrong}');
    expect(q).toMatchObject({ title: 'Q5', prompt: 'What is a number from 1 to 5?', type: 'numeric', answer: '3 ± 2' });
    // Moodle: answer ['3', '*'], tolerance [2, ''], fraction [1, 0], feedback ['', 'Completely wrong'].
    const [exact, other] = q.numericAnswers!;
    expect(exact).toEqual({ value: 3, tolerance: 2, weight: 1 });
    expect(other).toMatchObject({ weight: 0, feedback: 'Completely wrong' });
    expect(q.numericAnswers).toHaveLength(2);
    // "*" is any number: the widest finite range, so JSON can carry it.
    expect(other!.min).toBe(-Number.MAX_VALUE);
    expect(other!.max).toBe(Number.MAX_VALUE);
  });

  it('test_import_shortanswer (weights 100/50/0 and the "*" catch-all)', () => {
    const q = one(`
// question: 666  name: Shortanswer
::Shortanswer::Which is the best animal?{
    =Frog#Good!
    =%50%Cat#What is it with Moodlers and cats?
    =%0%*#Completely wrong
}`);
    expect(q).toMatchObject({ title: 'Shortanswer', prompt: 'Which is the best animal?', type: 'short', answer: 'Frog' });
    expect(q.weightedAnswers).toEqual([
      { text: 'Frog', weight: 1, feedback: 'Good!' },
      { text: 'Cat', weight: 0.5, feedback: 'What is it with Moodlers and cats?' },
      { text: '*', weight: 0, feedback: 'Completely wrong' },
    ]);
  });

  it('test_import_shortanswer_with_general_feedback ("####[html]...")', () => {
    const q = one(`
// question: 666  name: Shortanswer
::Shortanswer::Which is the best animal?{
    =Frog#Good!
    =%50%Cat#What is it with Moodlers and cats?
    =%0%*#Completely wrong
    ####[html]Here is some general feedback!
}`);
    expect(q.feedback).toBe('Here is some general feedback!');
    expect(q.weightedAnswers!.map((a) => [a.text, a.weight])).toEqual([
      ['Frog', 1],
      ['Cat', 0.5],
      ['*', 0],
    ]);
  });

  it('test_import_truefalse (FALSE, feedback for the wrong answer then for the right one)', () => {
    const q = one('\n// true/false\n::Q1:: 42 is the Absolute Answer to everything.{\nFALSE#42 is the Ultimate Answer.#You gave the right answer.}');
    // Moodle: correctanswer 0, feedbacktrue '42 is the Ultimate Answer.', feedbackfalse 'You gave the right answer.'.
    expect(q).toMatchObject({
      title: 'Q1',
      prompt: '42 is the Absolute Answer to everything.',
      type: 'true_false',
      answer: 'false',
      trueFeedback: '42 is the Ultimate Answer.',
      falseFeedback: 'You gave the right answer.',
    });
  });

  it.each([['T'], ['TRUE']])('test_import_truefalse_true_answer ({%s})', (key) => {
    const q = one(`// name 0-11\n::2-08 TSL::TSL is blablabla.{${key}}`);
    expect(q).toMatchObject({ title: '2-08 TSL', prompt: 'TSL is blablabla.', type: 'true_false', answer: 'true' });
    expect(q.trueFeedback).toBeUndefined();
    expect(q.falseFeedback).toBeUndefined();
  });

  it('test_import_backslash (\\\\ is one backslash)', () => {
    const q = one('\n// essay\n::double backslash:: A \\\\ B \\\\\\\\ C{}');
    expect(q).toMatchObject({ title: 'double backslash', prompt: 'A \\ B \\\\ C', type: 'long' });
  });

  it('test_import_pre_content (escaped braces inside [html] text)', () => {
    const q = one(`
::Q001::[html]<p>What would running the test method print?</p>
<pre>
    public void test() \\{
        method1();
        method2();
        method3();
    \\}
</pre>
{}`);
    expect(q).toMatchObject({ title: 'Q001', type: 'long' });
    // Moodle keeps the markup; we keep its text. Lines are trimmed as Moodle's readquestions trims them.
    expect(q.prompt).toBe('What would running the test method print?\n\npublic void test() {\nmethod1();\nmethod2();\nmethod3();\n}');
  });

  it('test_import_question_with_tags ([tag:] and [id:] in the comment)', () => {
    const q = one('\n// This question is to test importing tags: [tag:tag] [tag:other-tag].\n// And an idnumber: [id:myid].\n::Question name:: How are you? {}');
    expect(q).toMatchObject({ title: 'Question name', prompt: 'How are you?', type: 'long', tags: ['tag', 'other-tag'], id: 'myid' });
  });

  // Moodle's extract_idnumber_and_tags_from_comment_testcases: [name, idnumber, tags, comment].
  it.each([
    ['nothing in comment', undefined, undefined, '// A basic comment.'],
    ['idnumber only', 'frog', undefined, '// A comment with [id:frog] <-- an idnumber.'],
    ['tags only', undefined, ['frog', 'toad'], '// Look tags: [tag:frog] [tag:toad].'],
    ['everything', 'four', ['add', 'basic'], '// [tag:add] [tag:basic] [id:four]'],
    ['everything mixed up', 'four', ['basic', 'add'], '// [tag:  basic] Here is  \n// a [id:   four   ] que[tag:add   ]stion.'],
    ['split over line', undefined, undefined, "// Ceci n\\'est pas une [tag:\n\\ frog]."],
    ['escape ] idnumber', 'i]d', undefined, '// [id:i\\]d].'],
    ['escape ] tag', undefined, ['t]ag'], '// [tag:t\\]ag].'],
  ])('extract_idnumber_and_tags_from_comment: %s', (_name, id, tags, comment) => {
    const q = one(`${comment}\nIs this read? {T}`);
    expect(q.id).toBe(id);
    expect(q.tags).toEqual(tags);
  });
});

describe("Moodle's fixture files", () => {
  // question/format/gift/tests/fixtures/questions.gift.txt, verbatim (two stray '";' after a "}"
  // included). Moodle's behat test import_export.feature expects "Importing 9 questions from file".
  const QUESTIONS_GIFT = `// essay
::Q8:: How are you? {}

// question: 2  name: Moodle activities
::Moodle activities::[html]Match the <b>activity</b> to the description.{
    =[html]An activity supporting asynchronous discussions. -> Forum
    =[moodle]A teacher asks a question and specifies a choice of multiple responses. -> Choice
    =[plain]A bank of record entries which participants can add to. -> Database
    =[markdown]A collection of web pages that anyone can add to or edit. -> Wiki
    = -> Chat
}

// multiple choice with specified feedback for right and wrong answers
::Q2:: What's between orange and green in the spectrum?
{
    =yellow # right; good!
    ~red # [html]wrong, it's yellow
    ~[plain]blue # wrong, it's yellow
}

// multiple choice, multiple response with specified feedback for right and wrong answers
::colours:: What's between orange and green in the spectrum?
{
    ~%50%yellow # right; good!
    ~%-100%red # [html]wrong
    ~%50%off-beige # right; good!
    ~%-100%[plain]blue # wrong
}

// math range question
::Q5:: What is a number from 1 to 5? {#3:2~#Completely wrong}";

// question: 666  name: Shortanswer
::Shortanswer::Which is the best animal?{
    =Frog#Good!
    =%50%Cat#What is it with Moodlers and cats?
    =%0%*#Completely wrong
}

// true/false, with general feedback
::Q1:: 42 is the Absolute Answer to everything.{
FALSE#42 is the Ultimate Answer.#You gave the right answer.
####This is, of course, a Hitchiker's Guide to the Galaxy reference.}";

// name 0-11
::2-08 TSL::TSL is blablabla.{T}

// name 0-11
::2-08 TSL::TSL is blablabla.{TRUE}
`;

  it('questions.gift.txt: 9 questions, no warning, each of the type Moodle gives it', () => {
    const { questions, warnings } = readGift(QUESTIONS_GIFT);
    expect(warnings).toEqual([]);
    expect(questions.map((q) => [q.title, q.type])).toEqual([
      ['Q8', 'long'],
      ['Moodle activities', 'matching'],
      ['Q2', 'mcq'],
      ['colours', 'multi'],
      ['Q5', 'numeric'],
      ['Shortanswer', 'short'],
      ['Q1', 'true_false'],
      ['2-08 TSL', 'true_false'],
      ['2-08 TSL', 'true_false'],
    ]);
    // The stray '";' after the block makes it a missing-word question, exactly as in Moodle.
    expect(questions[4]).toMatchObject({ prompt: 'What is a number from 1 to 5? _____";', blank: true });
    expect(questions[6]).toMatchObject({ answer: 'false', feedback: "This is, of course, a Hitchiker's Guide to the Galaxy reference." });
  });

  it('questions.gift.txt through processChapterText with format gift and auto', () => {
    for (const format of ['gift', 'auto'] as const) {
      const result = processChapterText({ rawText: QUESTIONS_GIFT, subject: 'Moodle', format });
      expect(result).toMatchObject({ isQuestionFormat: true, totalQuestions: 9, warnings: [] });
    }
  });

  it('questions_in_category.gift.txt: $CATEGORY with a context, escaped = and : inside [html]', () => {
    const gift = `// question: 0  name: switch category to $course$/Default for New Features
$CATEGORY: $course$/Default for New Features

// question: 44  name: Moodle activities
::Moodle activities::[html]Match the activity to the description.{
\t=An activity supporting asynchronous discussions. -> Forum
\t=A teacher asks a question and specifies a choice of multiple responses. -> Choice
\t=A bank of record entries which participants can add to. -> Database
\t=A collection of web pages that anyone can add to or edit. -> Wiki
\t= -> Chat
}

// question: 43  name: Greeting
::Greeting::[html]<a href\\="http\\://demo.moodle.net/file.php/5/media/bonjour.mp3">Listen to this greeting\\:</a><br /><br />What language is being spoken?{
\t~English#Sorry, listen again.
\t=French#Yes, well done!
\t~German#Sorry, listen again.
\t~Spanish#Sorry, listen again.
}

// question: 46  name: Moodle user
::Moodle user::[html]Anyone who uses Moodle is a ...{
\t=%100%Moodler#
}

// question: 45  name: Moodle acronym
::Moodle acronym::[html]Moodle is an acronym for <span style\\="font-style\\: italic;">Modular Object-Oriented Dynamic Learning Environment</span>.{TRUE}
`;
    const { questions, warnings } = readGift(gift);
    expect(warnings).toEqual([]);
    expect(questions.map((q) => [q.title, q.type, q.answer])).toEqual([
      [
        'Moodle activities',
        'matching',
        'An activity supporting asynchronous discussions. -> Forum; A teacher asks a question and specifies a choice of multiple responses. -> Choice; A bank of record entries which participants can add to. -> Database; A collection of web pages that anyone can add to or edit. -> Wiki',
      ],
      ['Greeting', 'mcq', 'B'],
      ['Moodle user', 'short', 'Moodler'],
      ['Moodle acronym', 'true_false', 'true'],
    ]);
    expect(questions.every((q) => q.category === 'Default for New Features')).toBe(true);
    expect(questions[1]!.prompt).toBe('Listen to this greeting:\n\nWhat language is being spoken?');
    expect(questions[1]!.options![1]).toEqual({ label: 'B', text: 'French', weight: 1, feedback: 'Yes, well done!' });
    expect(questions[2]!.weightedAnswers).toEqual([{ text: 'Moodler', weight: 1 }]);
    expect(questions[3]!.prompt).toBe('Moodle is an acronym for Modular Object-Oriented Dynamic Learning Environment.');
  });
});

import { describe, expect, it } from 'vitest';
import { readGift } from '../src/index';

// Moodle's example file for its GIFT importer, which its documentation page follows: moodle/moodle
// (GPL v3 or later), question/format/gift/examples.txt, copied verbatim. Every block of it that has
// an answer block is a question Moodle imports; so must we.
const EXAMPLES = String.raw`//  EXAMPLE QUESTIONS for the GIFT import filter
//  by Paul Tsuchido Shew, January 2004.

//-----------------------------------------//
// Examples from the class description.
//-----------------------------------------//

Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}

Grant is {~buried =entombed ~living} in Grant's tomb.

Grant is buried in Grant's tomb.{FALSE}

Who's buried in Grant's tomb?{=no one =nobody}

When was Ulysses S. Grant born?{#1822:1}


//-----------------------------------------//
// Examples from the documentation.
//-----------------------------------------//

// ===Multiple Choice===

Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}

Grant is {~buried =entombed ~living} in Grant's tomb.

The American holiday of Thanksgiving is celebrated on the {
    ~second
    ~third
    =fourth
} Thursday of November.

Japanese characters originally came from what country? {
    ~India
    =China
    ~Korea
    ~Egypt}

// ===Short Answer===

Who's buried in Grant's tomb?{=no one =nobody}

Two plus two equals {=four =4}.

// ===True-False===

Grant is buried in Grant's tomb.{F}

The sun rises in the east.{T}

// ===Matching===

Matching Question. {
    =subquestion1 -> subanswer1
    =subquestion2 -> subanswer2
    =subquestion3 -> subanswer3
    }

Match the following countries with their corresponding capitals. {
    =Canada -> Ottawa
    =Italy  -> Rome
    =Japan  -> Tokyo
    =India  -> New Delhi
    }

// ===Numerical===

When was Ulysses S. Grant born? {#1822}

What is the value of pi (to 3 decimal places)? {#3.1415:0.0005}.

What is the value of pi (to 3 decimal places)? {#3.141..3.142}.

When was Ulysses S. Grant born? {#
    =1822:0
    =%50%1822:2}

// OPTIONS

// ===Line Comments===

// Subheading: Numerical questions below
What's 2 plus 2? {#4}


// ===Question Name===

::Kanji Origins::Japanese characters originally
came from what country? {=China}

::Thanksgiving Date::The American holiday of Thanksgiving is
celebrated on the {~second ~third =fourth} Thursday of November.

// ===Feedback===

What's the answer to this multiple-choice question?{
~wrong answer#feedback comment on the wrong answer
~another wrong answer#feedback comment on this wrong answer
=right answer#Very good!}

Who's buried in Grant's tomb?{
=no one#excellent answer!
=nobody#excellent answer!}

// ===Specify text format===
[markdown]Who's buried in **Grant's tomb**?{
=no one#excellent answer!
=nobody#excellent answer!}

// ===Percentage Answer Weights===
Grant is buried in Grant's tomb.{FALSE#No one is buried in Grant's tomb.}

Difficult question.{~wrong answer ~%50%half credit answer =full credit answer}

::Jesus' hometown::Jesus Christ was from {
    ~Jerusalem#This was an important city, but the wrong answer.
    ~%25%Bethlehem#He was born here, but not raised here.
    ~%50%Galilee#You need to be more specific.
    =Nazareth#Yes! That's right!}.

::Jesus' hometown:: Jesus Christ was from {
    =Nazareth#Yes! That's right!
    =%75%Nazereth#Right, but misspelled.
    =%25%Bethlehem#He was born here, but not raised here.}

// ===Multiple Answers===

What two people are entombed in Grant's tomb? {
    ~No one
    ~%50%Grant
    ~%50%Grant's wife
    ~Grant's father }

What two people are entombed in Grant's tomb? {
    ~%-50%No one
    ~%50%Grant
    ~%50%Grant's wife
    ~%-50%Grant's father }

// ===Special Characters===
Which answer equals 5? {
     ~ \= 2 + 2
     = \= 2 + 3
     ~ \= 2 + 4  }

::GIFT Control Characters::
Which of the following is NOT a control character for the GIFT import format? {
   ~ \~     # \~ is a control character.
   ~ \=     # \= is a control character.
   ~ \#     # \# is a control character.
   ~ \{     # \{ is a control character.
   ~ \}     # \} is a control character.
   = \\     # Correct! \\ (backslash) is not a control character. BUT,
              it is used to escape the control characters. So, to specify
              a literal backslash, you must escape it with a backslash
              (as shown in this example).
}



//-----------------------------------------//
// Examples from gift/format.php.
//-----------------------------------------//

Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}

Grant is {~buried =entombed ~living} in Grant's tomb.

Grant is buried in Grant's tomb.{FALSE}

Who's buried in Grant's tomb?{=no one =nobody}

When was Ulysses S. Grant born?{#1822:5}

Match the following countries with their corresponding
capitals.{=Canada->Ottawa =Italy->Rome =Japan->Tokyo}

//-----------------------------------------//
// More complicated examples.
//-----------------------------------------//

::Grant's Tomb::Grant is {
      ~buried#No one is buried there.
      =entombed#Right answer!
      ~living#We hope not!
} in Grant's tomb.

Difficult multiple choice question.{
     ~wrong answer           #comment on wrong answer
     ~%50%half credit answer #comment on answer
     =full credit answer     #well done!}

::Jesus' hometown (Short answer ex.):: Jesus Christ was from {
     =Nazareth#Yes! That's right!
     =%75%Nazereth#Right, but misspelled.
     =%25%Bethlehem#He was born here, but not raised here.
}.

//this comment will be ignored by the filter
::Numerical example::
When was Ulysses S. Grant born? {#
     =1822:0      #Correct! 100% credit
     =%50%1822:2  #He was born in 1822.
                  You get 50% credit for being close.
}
`;

describe("Moodle's GIFT examples.txt (the documentation's examples)", () => {
  const { questions, warnings } = readGift(EXAMPLES);
  const byPrompt = (start: string) => questions.filter((q) => q.prompt.startsWith(start));

  it('imports all 43 questions with no warning', () => {
    expect(warnings).toEqual([]);
    expect(questions).toHaveLength(43);
    const counts = new Map<string, number>();
    for (const q of questions) counts.set(q.type, (counts.get(q.type) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ mcq: 16, short: 9, true_false: 5, matching: 3, numeric: 8, multi: 2 });
  });

  it('multiple choice and missing word (a blank where the answers were, also before a full stop)', () => {
    expect(questions[0]).toMatchObject({ type: 'mcq', prompt: "Who's buried in Grant's tomb?", answer: 'C' });
    expect(questions[1]).toMatchObject({ type: 'mcq', prompt: "Grant is _____ in Grant's tomb.", answer: 'B', blank: true });
    expect(byPrompt('The American holiday')[0]).toMatchObject({ prompt: 'The American holiday of Thanksgiving is celebrated on the _____ Thursday of November.', answer: 'C' });
    const hometown = questions.find((q) => q.title === "Jesus' hometown" && q.type === 'mcq')!;
    expect(hometown).toMatchObject({ prompt: 'Jesus Christ was from _____.', answer: 'D', blank: true });
    expect(hometown.options!.map((o) => o.weight)).toEqual([0, 0.25, 0.5, 1]);
  });

  it('short answers, numbers with tolerance, ranges and partial credit', () => {
    expect(byPrompt('Two plus two equals')[0]).toMatchObject({
      type: 'short',
      prompt: 'Two plus two equals _____.',
      weightedAnswers: [
        { text: 'four', weight: 1 },
        { text: '4', weight: 1 },
      ],
    });
    const [tolerance, range] = byPrompt('What is the value of pi');
    expect(tolerance).toMatchObject({ type: 'numeric', prompt: 'What is the value of pi (to 3 decimal places)? _____.', numericAnswers: [{ value: 3.1415, tolerance: 0.0005, weight: 1 }] });
    expect(range!.numericAnswers![0]).toMatchObject({ min: 3.141, max: 3.142, weight: 1 });
    expect(range!.answer).toBe('3.141..3.142');
    const grant = questions.find((q) => q.title === 'Numerical example')!;
    expect(grant.numericAnswers).toEqual([
      { value: 1822, tolerance: 0, weight: 1, feedback: 'Correct! 100% credit' },
      { value: 1822, tolerance: 2, weight: 0.5, feedback: 'He was born in 1822.\nYou get 50% credit for being close.' },
    ]);
  });

  it('multiple answers, with and without penalties', () => {
    const [plain, penalised] = byPrompt('What two people are entombed');
    expect(plain).toMatchObject({ type: 'multi', answer: 'B, C' });
    expect(penalised!.options!.map((o) => o.weight)).toEqual([-0.5, 0.5, 0.5, -0.5]);
  });

  it('special characters: escaped control characters are plain text, \\\\ is a backslash', () => {
    expect(byPrompt('Which answer equals 5?')[0]!.options!.map((o) => o.text)).toEqual(['= 2 + 2', '= 2 + 3', '= 2 + 4']);
    const control = questions.find((q) => q.title === 'GIFT Control Characters')!;
    expect(control.options!.map((o) => o.text)).toEqual(['~', '=', '#', '{', '}', '\\']);
    expect(control.answer).toBe('F');
    expect(control.options![5]!.feedback).toMatch(/^Correct! \\ \(backslash\) is not a control character\. BUT,\nit is used/);
  });

  it('titles, multi-line question text, [markdown], comments ignored', () => {
    expect(questions.find((q) => q.title === 'Kanji Origins')).toMatchObject({ type: 'short', prompt: 'Japanese characters originally\ncame from what country?', answer: 'China' });
    expect(byPrompt("Who's buried in **Grant's tomb**?")).toHaveLength(1);
    expect(questions.some((q) => q.prompt.includes('//'))).toBe(false);
    expect(byPrompt('Match the following countries')[0]!.pairs).toHaveLength(4);
    expect(byPrompt('Match the following countries')[1]).toMatchObject({
      prompt: 'Match the following countries with their corresponding\ncapitals.',
      answer: 'Canada -> Ottawa; Italy -> Rome; Japan -> Tokyo',
    });
  });
});

// The marks part of `npm run eval`. The issue asks for Pearson r between the grader's 0-5 marks and
// human 0-5 marks wherever ../shared/data has human-marked answers. It has none: SemEval-2013
// Task 7 there carries 2-way and 3-way labels (its 5-way labels are categories such as
// "partially_correct_incomplete", not marks, and are not in the folder either). So no such r is
// reported, and no label is turned into made-up "human marks". What is measured instead, and named
// as what it is: how the grader's 0-5 marks (maxMarks 5, the same cross-validated models as the
// 2-way figure) spread over answers the annotators labelled correct and incorrect.

export const NO_HUMAN_MARKS = 'No human-marked 0-5 answers in ../shared/data (SemEval-2013 Task 7 there has 2-way and 3-way labels only): no Pearson r against human marks.';

/** Pearson's correlation coefficient; 0 when either side does not vary. */
export function pearson(x: number[], y: number[]): number {
  const n = Math.min(x.length, y.length);
  if (n < 2) return 0;
  const mean = (v: number[]) => v.slice(0, n).reduce((s, a) => s + a, 0) / n;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}

export interface MarkedAnswer {
  corpus: string;
  /** The annotators' 2-way label. */
  correct: boolean;
  /** The grader's marks out of 5. */
  marks: number;
}

export interface MarksFigures {
  corpus: string;
  answers: number;
  meanMarksLabelledCorrect: number;
  meanMarksLabelledIncorrect: number;
  /** Pearson r between the 0-5 marks and the 0/1 label (point-biserial), not human marks. */
  rWithTwoWayLabel: number;
  /** Share of answers at each mark step 0, 0.5, ..., 5, in that order. */
  steps: Array<{ marks: number; share: number }>;
}

export function marksFigures(graded: MarkedAnswer[], corpora: readonly string[]): MarksFigures[] {
  return corpora.map((corpus) => {
    const own = graded.filter((g) => g.corpus === corpus);
    const mean = (list: MarkedAnswer[]) => (list.length ? list.reduce((s, g) => s + g.marks, 0) / list.length : 0);
    const steps = Array.from({ length: 11 }, (_, i) => i / 2).map((marks) => ({ marks, share: own.length ? own.filter((g) => g.marks === marks).length / own.length : 0 }));
    return {
      corpus,
      answers: own.length,
      meanMarksLabelledCorrect: mean(own.filter((g) => g.correct)),
      meanMarksLabelledIncorrect: mean(own.filter((g) => !g.correct)),
      rWithTwoWayLabel: pearson(
        own.map((g) => g.marks),
        own.map((g) => (g.correct ? 1 : 0)),
      ),
      steps,
    };
  });
}

export function printMarks(figures: MarksFigures[]) {
  console.log(`Built-in grader, marks out of 5 (same cross-validation). ${NO_HUMAN_MARKS}`);
  console.log("  Instead: the 0-5 marks against the annotators' 2-way labels (r is point-biserial, not agreement with human marks):");
  for (const f of figures) {
    const spread = f.steps
      .filter((s) => s.share > 0)
      .map((s) => `${s.marks}: ${(s.share * 100).toFixed(1)}%`)
      .join(', ');
    console.log(
      `  ${f.corpus.padEnd(12)} mean ${f.meanMarksLabelledCorrect.toFixed(2)} for answers labelled correct, ${f.meanMarksLabelledIncorrect.toFixed(2)} for incorrect; r ${f.rWithTwoWayLabel.toFixed(3)}; marks given ${spread}`,
    );
  }
}

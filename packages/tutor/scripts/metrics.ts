export function f1(truth: boolean[], predicted: boolean[], positive: boolean): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  truth.forEach((t, i) => {
    const p = predicted[i];
    if (p === positive && t === positive) tp++;
    else if (p === positive) fp++;
    else if (t === positive) fn++;
  });
  return tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
}

/** Macro-averaged F1 over the two classes, as SemEval-2013 Task 7 reports the 2-way task. */
export function macroF1(truth: boolean[], predicted: boolean[]): number {
  return (f1(truth, predicted, true) + f1(truth, predicted, false)) / 2;
}

export function accuracy(truth: boolean[], predicted: boolean[]): number {
  return truth.length ? truth.filter((t, i) => t === predicted[i]).length / truth.length : 0;
}

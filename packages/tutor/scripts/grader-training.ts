// How the built-in free-text grader is trained, shared by train-grader.ts (the shipped model) and
// eval.ts (one model per cross-validation fold). Gradient-boosted trees on SemEval-2013 Task 7
// 2-way answers; the decision threshold is chosen on out-of-fold predictions of a k-fold
// cross-validation grouped by question, so it is tuned on questions the scoring model never saw.
import { extractFeatures, FEATURE_NAMES } from '../src/grading/answer-features';
import { boostedProbability, type BoostedTrees } from '../src/grading/boosted-trees';
import type { TrainedGrader } from '../src/grading/built-in-grader';
import { idfFrom, type ReferenceDf } from '../src/grading/concept-features';
import { contentHash } from '../src/text/hash';
import { contentStems } from '../src/text/tokenise';
import { DEFAULT_BOOST, fitBoostedTrees } from './fit-boosted-trees';
import { macroF1 } from './metrics';
import { CORPORA, type Corpus, type SemevalItem } from './semeval-data';

const FOLDS = 5;

const referenceStems = (references: string[]) => new Set(references.flatMap((r) => contentStems(r)));

/** Document frequency of each reference stem over the training questions (reference answers only). */
export function referenceDf(items: SemevalItem[]): ReferenceDf {
  const byQuestion = new Map(items.map((i) => [i.questionId, i.references]));
  const df: Record<string, number> = {};
  for (const refs of byQuestion.values()) for (const s of referenceStems(refs)) df[s] = (df[s] ?? 0) + 1;
  const sorted = Object.fromEntries(Object.entries(df).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { questions: byQuestion.size, df: sorted };
}

/** Each answer sees the IDF table without its own question's references, as an unseen question does. */
function featurise(items: SemevalItem[], table: ReferenceDf): number[][] {
  return items.map((i) => {
    const idf = idfFrom(table, referenceStems(i.references));
    return extractFeatures({ question: i.question, references: i.references, student: i.answer, idf }).features;
  });
}

/** Both classes weigh the same in total: macro-F1 counts the minority class as much as the majority. */
function balancedWeights(y: number[]): number[] {
  const positives = y.filter(Boolean).length;
  return y.map((v) => (v ? y.length / (2 * positives) : y.length / (2 * (y.length - positives))));
}

/** A question's fold: every answer to a question lands in the same fold. */
export const questionFold = (questionId: string, folds: number, salt = 'fold') => Number.parseInt(contentHash(`${salt}:${questionId}`).slice(0, 8), 16) % folds;

/** Macro-F1 of each corpus present in `items`, and their mean, so the larger corpus does not drown the other. */
function meanMacroF1(items: SemevalItem[], probs: number[], t: number): { mean: number; byCorpus: Partial<Record<Corpus, number>> } {
  const present = CORPORA.filter((c) => items.some((i) => i.corpus === c));
  const byCorpus = Object.fromEntries(
    present.map((c) => {
      const idx = items.map((_, k) => k).filter((k) => items[k]!.corpus === c);
      return [c, macroF1(idx.map((k) => items[k]!.correct), idx.map((k) => probs[k]! >= t))];
    }),
  );
  return { mean: present.reduce((s, c) => s + byCorpus[c]!, 0) / present.length, byCorpus };
}

function roundModel(m: BoostedTrees): BoostedTrees {
  const r = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    base: r(m.base),
    rate: m.rate,
    trees: m.trees.map((t) => ({ f: t.f, t: r(t.t), l: { f: t.l.f, t: r(t.l.t), v: [r(t.l.v[0]), r(t.l.v[1])] }, r: { f: t.r.f, t: r(t.r.t), v: [r(t.r.v[0]), r(t.r.v[1])] } })),
  };
}

export interface TrainingResult {
  trained: TrainedGrader & { about: string; options: typeof DEFAULT_BOOST };
  /** The IDF table over the training questions' reference answers, shipped with the model. */
  table: ReferenceDf;
}

/** Trains the grader on `items` (all answers to the training questions) and nothing else. */
export function trainGrader(items: SemevalItem[]): TrainingResult {
  const table = referenceDf(items);
  const x = featurise(items, table);
  const y = items.map((i) => (i.correct ? 1 : 0));

  // Out-of-fold probabilities: each fold's questions are scored by a model that never saw them.
  const oof = new Array<number>(items.length).fill(0);
  const foldModels: BoostedTrees[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = items.map((_, k) => k).filter((k) => questionFold(items[k]!.questionId, FOLDS) !== f);
    const trainY = train.map((k) => y[k]!);
    const model = fitBoostedTrees(train.map((k) => x[k]!), trainY, {}, balancedWeights(trainY));
    foldModels.push(model);
    items.forEach((item, k) => {
      if (questionFold(item.questionId, FOLDS) === f) oof[k] = boostedProbability(model, x[k]!);
    });
  }
  let best = { t: 0.5, ...meanMacroF1(items, oof, 0.5) };
  for (let t = 0.2; t <= 0.8001; t += 0.01) {
    const s = meanMacroF1(items, oof, t);
    if (s.mean > best.mean) best = { t, ...s };
  }

  // The model fitted on all training questions plus the five fold models, averaged.
  // A nested cross-validation (grouped by question) preferred this bag to the single model.
  const models = [fitBoostedTrees(x, y, {}, balancedWeights(y)), ...foldModels].map(roundModel);
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const questions = new Set(items.map((i) => i.questionId)).size;
  const cv = Object.entries(best.byCorpus).map(([c, v]) => `${c} ${round(v)}`).join(', ');
  return {
    table,
    trained: {
      about: `${models.length} bagged models of gradient-boosted depth-2 trees over FEATURE_NAMES, trained by scripts/train-grader.ts on ${items.length} SemEval-2013 Task 7 2-way answers to ${questions} training questions (Beetle + SciEntsBank). Threshold from ${FOLDS}-fold cross-validation grouped by question: macro-F1 ${cv}.`,
      featureNames: [...FEATURE_NAMES],
      options: DEFAULT_BOOST,
      correctAt: round(best.t),
      // Half marks for answers a little below the line: the 2-way labels give no finer scale.
      partialAt: round(Math.max(0.05, best.t - 0.2)),
      models,
    },
  };
}

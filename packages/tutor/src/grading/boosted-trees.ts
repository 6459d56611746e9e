// Gradient-boosted regression trees (depth 2) over the answer features: a few hundred
// comparisons per answer, no dependencies. The trees are fitted offline by
// scripts/train-grader.ts and shipped as JSON.

/** One depth-2 tree: a split, then one split on each side, then four leaf values. */
export interface Tree {
  f: number;
  t: number;
  l: { f: number; t: number; v: [number, number] };
  r: { f: number; t: number; v: [number, number] };
}

export interface BoostedTrees {
  base: number;
  rate: number;
  trees: Tree[];
}

export function boostedScore(model: BoostedTrees, x: number[]): number {
  let z = model.base;
  for (const tree of model.trees) {
    const side = x[tree.f]! <= tree.t ? tree.l : tree.r;
    z += model.rate * (x[side.f]! <= side.t ? side.v[0] : side.v[1]);
  }
  return z;
}

export function boostedProbability(model: BoostedTrees, x: number[]): number {
  return 1 / (1 + Math.exp(-boostedScore(model, x)));
}

/** Bagged over cross-validation folds: the mean probability of several models is steadier. */
export function ensembleProbability(models: BoostedTrees[], x: number[]): number {
  return models.reduce((sum, m) => sum + boostedProbability(m, x), 0) / models.length;
}

// Fits depth-2 gradient-boosted trees with the logistic loss (Friedman's LogitBoost-style Newton
// leaves). Split thresholds come from feature quantiles so fitting stays fast and deterministic.
import type { BoostedTrees, Tree } from '../src/grading/boosted-trees';

export interface BoostOptions {
  rounds: number;
  rate: number;
  minLeaf: number;
  lambda: number;
  bins: number;
}

export const DEFAULT_BOOST: BoostOptions = { rounds: 200, rate: 0.1, minLeaf: 30, lambda: 1, bins: 24 };

function candidateThresholds(x: number[][], bins: number): number[][] {
  const d = x[0]!.length;
  return Array.from({ length: d }, (_, j) => {
    const values = x.map((r) => r[j]!).sort((a, b) => a - b);
    const out = new Set<number>();
    for (let k = 1; k < bins; k++) {
      const v = values[Math.floor((k * values.length) / bins)]!;
      const lower = values.filter((u) => u < v).pop();
      if (lower !== undefined) out.add((lower + v) / 2);
    }
    return [...out].sort((a, b) => a - b);
  });
}

interface Split {
  f: number;
  t: number;
  gain: number;
  left: number[];
  right: number[];
}

function bestSplit(rows: number[], x: number[][], g: number[], h: number[], thresholds: number[][], o: BoostOptions): Split | null {
  const score = (G: number, H: number) => (G * G) / (H + o.lambda);
  let G = 0;
  let H = 0;
  for (const i of rows) {
    G += g[i]!;
    H += h[i]!;
  }
  const parent = score(G, H);
  let best: Split | null = null;
  for (let f = 0; f < thresholds.length; f++) {
    const ts = thresholds[f]!;
    if (!ts.length) continue;
    const gl = new Array<number>(ts.length + 1).fill(0);
    const hl = new Array<number>(ts.length + 1).fill(0);
    const nl = new Array<number>(ts.length + 1).fill(0);
    for (const i of rows) {
      const v = x[i]![f]!;
      let lo = 0;
      let hi = ts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (v <= ts[mid]!) hi = mid;
        else lo = mid + 1;
      }
      gl[lo]! += g[i]!;
      hl[lo]! += h[i]!;
      nl[lo]! += 1;
    }
    let cg = 0;
    let ch = 0;
    let cn = 0;
    for (let k = 0; k < ts.length; k++) {
      cg += gl[k]!;
      ch += hl[k]!;
      cn += nl[k]!;
      if (cn < o.minLeaf || rows.length - cn < o.minLeaf) continue;
      const gain = score(cg, ch) + score(G - cg, H - ch) - parent;
      if (!best || gain > best.gain) best = { f, t: ts[k]!, gain, left: [], right: [] };
    }
  }
  if (!best) return null;
  for (const i of rows) (x[i]![best.f]! <= best.t ? best.left : best.right).push(i);
  return best;
}

function leaf(rows: number[], g: number[], h: number[], lambda: number): number {
  let G = 0;
  let H = 0;
  for (const i of rows) {
    G += g[i]!;
    H += h[i]!;
  }
  return -G / (H + lambda);
}

function child(rows: number[], x: number[][], g: number[], h: number[], thresholds: number[][], o: BoostOptions): Tree['l'] {
  const split = bestSplit(rows, x, g, h, thresholds, o);
  if (!split) {
    const v = leaf(rows, g, h, o.lambda);
    return { f: 0, t: 1e9, v: [v, v] };
  }
  return { f: split.f, t: split.t, v: [leaf(split.left, g, h, o.lambda), leaf(split.right, g, h, o.lambda)] };
}

export function fitBoostedTrees(x: number[][], y: number[], options: Partial<BoostOptions> = {}): BoostedTrees {
  const o = { ...DEFAULT_BOOST, ...options };
  const thresholds = candidateThresholds(x, o.bins);
  const mean = y.reduce((s, v) => s + v, 0) / y.length;
  const base = Math.log(mean / (1 - mean));
  const z = new Array<number>(x.length).fill(base);
  const all = x.map((_, i) => i);
  const trees: Tree[] = [];
  for (let round = 0; round < o.rounds; round++) {
    const p = z.map((v) => 1 / (1 + Math.exp(-v)));
    const g = p.map((pi, i) => pi - y[i]!);
    const h = p.map((pi) => Math.max(pi * (1 - pi), 1e-6));
    const root = bestSplit(all, x, g, h, thresholds, o);
    if (!root) break;
    const tree: Tree = { f: root.f, t: root.t, l: child(root.left, x, g, h, thresholds, o), r: child(root.right, x, g, h, thresholds, o) };
    trees.push(tree);
    for (let i = 0; i < x.length; i++) {
      const side = x[i]![tree.f]! <= tree.t ? tree.l : tree.r;
      z[i]! += o.rate * (x[i]![side.f]! <= side.t ? side.v[0] : side.v[1]);
    }
  }
  return { base, rate: o.rate, trees };
}

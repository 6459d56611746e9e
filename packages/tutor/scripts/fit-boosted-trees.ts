// Fits depth-2 gradient-boosted trees with the logistic loss (Friedman's LogitBoost-style Newton
// leaves). Split thresholds come from feature quantiles and every row is binned once, so fitting
// stays fast and deterministic.
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
      let first = 0; // the first index holding v: the value below it is the next lower one
      let hi = values.length;
      while (first < hi) {
        const mid = (first + hi) >> 1;
        if (values[mid]! < v) first = mid + 1;
        else hi = mid;
      }
      if (first > 0) out.add((values[first - 1]! + v) / 2);
    }
    return [...out].sort((a, b) => a - b);
  });
}

/** Each row's bin per feature: the index of the first threshold at or above its value. */
function binRows(x: number[][], thresholds: number[][]): Uint8Array[] {
  return thresholds.map((ts, f) => {
    const out = new Uint8Array(x.length);
    x.forEach((row, i) => {
      const v = row[f]!;
      let lo = 0;
      let hi = ts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (v <= ts[mid]!) hi = mid;
        else lo = mid + 1;
      }
      out[i] = lo;
    });
    return out;
  });
}

interface Split {
  f: number;
  t: number;
  left: number[];
  right: number[];
}

interface Fit {
  thresholds: number[][];
  bins: Uint8Array[];
  g: Float64Array;
  h: Float64Array;
  o: BoostOptions;
}

function sums(rows: number[], fit: Fit): [number, number] {
  let G = 0;
  let H = 0;
  for (const i of rows) {
    G += fit.g[i]!;
    H += fit.h[i]!;
  }
  return [G, H];
}

function bestSplit(rows: number[], fit: Fit): Split | null {
  const { thresholds, bins, g, h, o } = fit;
  const score = (G: number, H: number) => (G * G) / (H + o.lambda);
  const [G, H] = sums(rows, fit);
  const parent = score(G, H);
  let best: { f: number; k: number; gain: number } | null = null;
  for (let f = 0; f < thresholds.length; f++) {
    const count = thresholds[f]!.length;
    if (!count) continue;
    const gl = new Float64Array(count + 1);
    const hl = new Float64Array(count + 1);
    const nl = new Int32Array(count + 1);
    const bin = bins[f]!;
    for (const i of rows) {
      gl[bin[i]!]! += g[i]!;
      hl[bin[i]!]! += h[i]!;
      nl[bin[i]!]! += 1;
    }
    let cg = 0;
    let ch = 0;
    let cn = 0;
    for (let k = 0; k < count; k++) {
      cg += gl[k]!;
      ch += hl[k]!;
      cn += nl[k]!;
      if (cn < o.minLeaf || rows.length - cn < o.minLeaf) continue;
      const gain = score(cg, ch) + score(G - cg, H - ch) - parent;
      if (!best || gain > best.gain) best = { f, k, gain };
    }
  }
  if (!best) return null;
  const split: Split = { f: best.f, t: thresholds[best.f]![best.k]!, left: [], right: [] };
  const bin = bins[best.f]!;
  for (const i of rows) (bin[i]! <= best.k ? split.left : split.right).push(i);
  return split;
}

function leaf(rows: number[], fit: Fit): number {
  const [G, H] = sums(rows, fit);
  return -G / (H + fit.o.lambda);
}

function child(rows: number[], fit: Fit): Tree['l'] {
  const split = bestSplit(rows, fit);
  if (!split) {
    const v = leaf(rows, fit);
    return { f: 0, t: 1e9, v: [v, v] };
  }
  return { f: split.f, t: split.t, v: [leaf(split.left, fit), leaf(split.right, fit)] };
}

/** `weights` (one per row, mean about 1) let training balance the classes. */
export function fitBoostedTrees(x: number[][], y: number[], options: Partial<BoostOptions> = {}, weights?: number[]): BoostedTrees {
  const o = { ...DEFAULT_BOOST, ...options };
  const thresholds = candidateThresholds(x, o.bins);
  const w = weights ?? x.map(() => 1);
  const totalWeight = w.reduce((s, v) => s + v, 0);
  const mean = y.reduce((s, v, i) => s + v * w[i]!, 0) / totalWeight;
  const base = Math.log(mean / (1 - mean));
  const z = new Float64Array(x.length).fill(base);
  const fit: Fit = { thresholds, bins: binRows(x, thresholds), g: new Float64Array(x.length), h: new Float64Array(x.length), o };
  const all = x.map((_, i) => i);
  const trees: Tree[] = [];
  for (let round = 0; round < o.rounds; round++) {
    for (let i = 0; i < x.length; i++) {
      const p = 1 / (1 + Math.exp(-z[i]!));
      fit.g[i] = (p - y[i]!) * w[i]!;
      fit.h[i] = Math.max(p * (1 - p), 1e-6) * w[i]!;
    }
    const root = bestSplit(all, fit);
    if (!root) break;
    const tree: Tree = { f: root.f, t: root.t, l: child(root.left, fit), r: child(root.right, fit) };
    trees.push(tree);
    for (let i = 0; i < x.length; i++) {
      const side = x[i]![tree.f]! <= tree.t ? tree.l : tree.r;
      z[i]! += o.rate * (x[i]![side.f]! <= side.t ? side.v[0] : side.v[1]);
    }
  }
  return { base, rate: o.rate, trees };
}

// C4.5 (Quinlan 1993) with the behaviour of Weka's J48 defaults, which the Louvan thesis used (section 6.6.2:
// confidenceFactor 0.25, minNumObj 2): gain ratio restricted to attributes with at least average information
// gain, numeric thresholds between sorted values with the release-8 MDL correction (log2(#candidates)/N),
// multiway nominal splits, instance weights, tree collapsing, then error-based pruning by subtree replacement.
// Subtree raising is NOT implemented (J48's default has it on; see models/LOUVAN.md). No missing values.
import type { TreeNode } from '../../src/research/classify/model';
import { addErrs } from './stats';

export interface Dataset {
  features: string[];
  /** Nominal features: name -> values; a row stores the value's index. Other features are numeric. */
  nominal: Record<string, string[]>;
  rows: number[][];
  /** Class index per row. */
  y: number[];
  /** Instance weight per row (cost-sensitive CFN weighting uses this). */
  w: number[];
  numClasses: number;
}

export interface C45Options {
  /** J48 -C: pruning confidence (thesis 6.6.2: 0.25). */
  confidence: number;
  /** J48 -M: minimum (weighted) instances per leaf (thesis 6.6.2: 2). */
  minObj: number;
  /** Skip pruning (J48 -U), for tests. */
  unpruned?: boolean;
}

export const J48_DEFAULTS: C45Options = { confidence: 0.25, minObj: 2 };

/** Weka's tolerance for "equal" weights and gains. */
const EPS = 1e-6;
/** J48 caps the numeric minimum split size at 25 instances (C45Split.handleNumericAttribute). */
const MAX_MIN_SPLIT = 25;

interface Split {
  feature: number;
  threshold?: number;
  infoGain: number;
  gainRatio: number;
  /** Row indices per branch. */
  branches: number[][];
}

export function trainC45(data: Dataset, options: C45Options = J48_DEFAULTS): TreeNode {
  const all = data.rows.map((_, i) => i);
  const sortedValues = data.features.map((_, f) => distinctSorted(all.map((i) => data.rows[i][f])));
  const root = grow(data, all, options, sortedValues);
  collapse(root);
  if (!options.unpruned) prune(root, options.confidence);
  return stripTraining(root);
}

interface Grown extends TreeNode {
  k?: Grown[];
}

function grow(data: Dataset, idx: number[], options: C45Options, sortedValues: number[][]): Grown {
  const c = classCounts(data, idx);
  const total = sum(c);
  const node: Grown = { c };
  if (total < 2 * options.minObj || Math.max(...c) >= total - EPS) return node;
  const split = bestSplit(data, idx, options, sortedValues);
  if (!split) return node;
  node.f = split.feature;
  if (split.threshold !== undefined) node.t = split.threshold;
  node.k = split.branches.map((b) =>
    b.length === 0 ? { c: c.map(() => 0) } : grow(data, b, options, sortedValues),
  );
  return node;
}

function bestSplit(
  data: Dataset,
  idx: number[],
  options: C45Options,
  sortedValues: number[][],
): Split | null {
  const candidates: Split[] = [];
  data.features.forEach((name, f) => {
    const s = data.nominal[name]
      ? nominalSplit(data, idx, f, data.nominal[name].length, options)
      : numericSplit(data, idx, f, options, sortedValues[f]);
    if (s) candidates.push(s);
  });
  if (candidates.length === 0) return null;
  // C4.5's average-gain filter: gain ratio is only trusted on attributes whose gain is at least average.
  const average = candidates.reduce((a, s) => a + s.infoGain, 0) / candidates.length;
  let best: Split | null = null;
  for (const s of candidates) {
    if (s.infoGain >= average - 1e-3 && s.gainRatio > (best?.gainRatio ?? 0) + 1e-12) best = s;
  }
  return best && best.gainRatio > EPS ? best : null;
}

function nominalSplit(
  data: Dataset,
  idx: number[],
  f: number,
  arity: number,
  options: C45Options,
): Split | null {
  const branches: number[][] = Array.from({ length: arity }, () => []);
  for (const i of idx) branches[data.rows[i][f]].push(i);
  const weights = branches.map((b) => weightOf(data, b));
  if (weights.filter((w) => w >= options.minObj - EPS).length < 2) return null;
  const total = sum(weights);
  const infoGain = entropyOf(classCounts(data, idx)) - weightedEntropy(data, branches, total);
  if (infoGain <= EPS) return null;
  const splitInfo = entropyOf(weights);
  return { feature: f, infoGain, gainRatio: splitInfo > EPS ? infoGain / splitInfo : 0, branches };
}

function numericSplit(
  data: Dataset,
  idx: number[],
  f: number,
  options: C45Options,
  allValues: number[],
): Split | null {
  const order = [...idx].sort((a, b) => data.rows[a][f] - data.rows[b][f]);
  const totalCounts = classCounts(data, order);
  const total = sum(totalCounts);
  const minSplit = Math.min(MAX_MIN_SPLIT, Math.max(options.minObj, (0.1 * total) / data.numClasses));
  const before = entropyOf(totalCounts);
  const left = totalCounts.map(() => 0);
  let bestGain = -Infinity;
  let bestAt = -1;
  let candidates = 0;
  for (let n = 0; n < order.length - 1; n++) {
    left[data.y[order[n]]] += data.w[order[n]];
    const v = data.rows[order[n]][f];
    const next = data.rows[order[n + 1]][f];
    if (!(v + 1e-5 < next)) continue;
    const lw = sum(left);
    if (lw < minSplit - EPS || total - lw < minSplit - EPS) continue;
    candidates++;
    const right = totalCounts.map((x, k) => x - left[k]);
    const gain = before - (lw * entropyOf(left) + (total - lw) * entropyOf(right)) / total;
    if (gain > bestGain + 1e-12) {
      bestGain = gain;
      bestAt = n;
    }
  }
  if (bestAt < 0) return null;
  const infoGain = bestGain - Math.log2(candidates) / total;
  if (infoGain <= EPS) return null;
  const mid = (data.rows[order[bestAt]][f] + data.rows[order[bestAt + 1]][f]) / 2;
  // J48 reports (and tests) the largest training value not above the midpoint (C45Split.setSplitPoint).
  const threshold = largestAtMost(allValues, mid);
  const branches = [order.slice(0, bestAt + 1), order.slice(bestAt + 1)];
  const splitInfo = entropyOf(branches.map((b) => weightOf(data, b)));
  return { feature: f, threshold, infoGain, gainRatio: splitInfo > EPS ? infoGain / splitInfo : 0, branches };
}

/** J48's collapse: a subtree that does not reduce training errors below its root's is cut to a leaf. */
function collapse(node: Grown): void {
  if (!node.k) return;
  if (trainingErrors(node) >= leafErrors(node.c) - 1e-3) {
    delete node.k;
    delete node.f;
    delete node.t;
    return;
  }
  node.k.forEach(collapse);
}

/** Error-based pruning by subtree replacement (C4.5; Weka C45PruneableClassifierTree.prune without raising). */
function prune(node: Grown, cf: number): void {
  if (!node.k) return;
  node.k.forEach((child) => prune(child, cf));
  const asLeaf = estimatedErrors({ c: node.c }, cf);
  if (asLeaf <= estimatedErrors(node, cf) + 0.1) {
    delete node.k;
    delete node.f;
    delete node.t;
  }
}

function estimatedErrors(node: Grown, cf: number): number {
  if (node.k) return node.k.reduce((a, child) => a + estimatedErrors(child, cf), 0);
  const total = sum(node.c);
  if (total <= 0) return 0;
  const e = leafErrors(node.c);
  return e + addErrs(total, e, cf);
}

function trainingErrors(node: Grown): number {
  return node.k ? node.k.reduce((a, child) => a + trainingErrors(child), 0) : leafErrors(node.c);
}

function leafErrors(c: number[]): number {
  return sum(c) - Math.max(...c);
}

function stripTraining(node: Grown): TreeNode {
  const out: TreeNode = { c: node.c.map(round6) };
  if (node.k) {
    out.f = node.f;
    if (node.t !== undefined) out.t = node.t;
    out.k = node.k.map(stripTraining);
  }
  return out;
}

function classCounts(data: Dataset, idx: number[]): number[] {
  const c = new Array<number>(data.numClasses).fill(0);
  for (const i of idx) c[data.y[i]] += data.w[i];
  return c;
}

function weightedEntropy(data: Dataset, branches: number[][], total: number): number {
  let e = 0;
  for (const b of branches) {
    const counts = classCounts(data, b);
    e += sum(counts) * entropyOf(counts);
  }
  return e / total;
}

export function entropyOf(counts: number[]): number {
  const total = sum(counts);
  if (total <= 0) return 0;
  let e = 0;
  for (const x of counts) if (x > 0) e -= (x / total) * Math.log2(x / total);
  return e;
}

function weightOf(data: Dataset, idx: number[]): number {
  let s = 0;
  for (const i of idx) s += data.w[i];
  return s;
}

function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

function distinctSorted(xs: number[]): number[] {
  return [...new Set(xs)].sort((a, b) => a - b);
}

function largestAtMost(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let best = x;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= x) {
      best = sorted[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

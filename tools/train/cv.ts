// 10-fold cross-validation grouped by site: no site has pages on both sides of a fold (thesis 6.3 kept
// training and evaluation sources apart for the same reason).
import type { TreeModel } from '../../src/research/classify/model';
import { classify } from '../../src/research/classify/tree';
import { trainC45, J48_DEFAULTS } from './c45';
import { toDataset, type Sampled, type Task } from './dataset';
import { rng, shuffled } from '../lib/random';
import { selectFeatures } from './select';

export const FOLDS = 10;

export interface Confusion {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

export function foldOf(sites: string[], seed: number, folds = FOLDS): number[] {
  const order = shuffled([...new Set(sites)].sort(), rng(seed));
  const fold = new Map(order.map((s, i) => [s, i % folds]));
  return sites.map((s) => fold.get(s) as number);
}

/** Trains on the rows of `subset` with IG feature selection done on those rows only. */
export function fitTree(
  s: Sampled,
  task: Task,
  cfn: number,
  subset: number[],
  allFeatures: string[],
  top: number,
) {
  const features = selectFeatures(toDataset(s, task, allFeatures, cfn, subset), top);
  const data = toDataset(s, task, features, cfn, subset);
  return { root: trainC45(data, J48_DEFAULTS), features, data };
}

export function crossValidate(
  s: Sampled,
  task: Task,
  cfn: number,
  allFeatures: string[],
  top: number,
  folds: number[],
): Confusion {
  const m: Confusion = { tp: 0, fn: 0, fp: 0, tn: 0 };
  for (let k = 0; k < FOLDS; k++) {
    const train = folds.flatMap((f, i) => (f === k ? [] : [i]));
    const test = folds.flatMap((f, i) => (f === k ? [i] : []));
    if (!test.length) continue;
    const { root, features, data } = fitTree(s, task, cfn, train, allFeatures, top);
    const model = { root, features, values: data.nominal } as unknown as TreeModel;
    for (const i of test) {
      const row = Object.fromEntries(features.map((f) => [f, s.rows[i][allFeatures.indexOf(f)]]));
      if (row.tagName !== undefined)
        row.tagName = data.nominal.tagName[row.tagName as number] as unknown as number;
      const predicted = classify(model, row) === 0;
      const actual = s.labels[task][i];
      if (predicted && actual) m.tp++;
      else if (!predicted && actual) m.fn++;
      else if (predicted) m.fp++;
      else m.tn++;
    }
  }
  return m;
}

export function scores(m: Confusion) {
  const precision = m.tp + m.fp ? m.tp / (m.tp + m.fp) : 0;
  const recall = m.tp + m.fn ? m.tp / (m.tp + m.fn) : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { accuracy: (m.tp + m.tn) / Math.max(1, m.tp + m.tn + m.fp + m.fn), precision, recall, f1 };
}

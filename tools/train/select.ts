// Feature selection by information gain (thesis 6.4.2 chose IG, Weka InfoGainAttributeEval + Ranker): rank the
// features by the information gain of their best split on the training data and keep the top ones.
import { entropyOf, type Dataset } from './c45';

/** Features kept per tree: the thesis's appendix B lists the top 10 per dataset. */
export const TOP_FEATURES = 10;

export function rankByInfoGain(data: Dataset): { feature: string; gain: number }[] {
  const before = entropyOf(
    counts(
      data,
      data.rows.map((_, i) => i),
    ),
  );
  return data.features
    .map((feature, f) => ({
      feature,
      gain: before - (data.nominal[feature] ? nominalEnt(data, f) : numericEnt(data, f)),
    }))
    .sort((a, b) => b.gain - a.gain || a.feature.localeCompare(b.feature));
}

export function selectFeatures(data: Dataset, top = TOP_FEATURES): string[] {
  return rankByInfoGain(data)
    .slice(0, top)
    .map((r) => r.feature);
}

function counts(data: Dataset, idx: number[]): number[] {
  const c = new Array<number>(data.numClasses).fill(0);
  for (const i of idx) c[data.y[i]] += data.w[i];
  return c;
}

function nominalEnt(data: Dataset, f: number): number {
  const groups = new Map<number, number[]>();
  data.rows.forEach((r, i) => groups.set(r[f], [...(groups.get(r[f]) ?? []), i]));
  const total = data.w.reduce((a, b) => a + b, 0);
  let e = 0;
  for (const idx of groups.values()) {
    const c = counts(data, idx);
    e += (c.reduce((a, b) => a + b, 0) / total) * entropyOf(c);
  }
  return e;
}

/** Entropy after the best binary split of a numeric feature. */
function numericEnt(data: Dataset, f: number): number {
  const order = data.rows.map((_, i) => i).sort((a, b) => data.rows[a][f] - data.rows[b][f]);
  const all = counts(data, order);
  const total = all.reduce((a, b) => a + b, 0);
  const left = all.map(() => 0);
  let best = entropyOf(all);
  for (let n = 0; n < order.length - 1; n++) {
    left[data.y[order[n]]] += data.w[order[n]];
    if (data.rows[order[n]][f] === data.rows[order[n + 1]][f]) continue;
    const lw = left.reduce((a, b) => a + b, 0);
    const right = all.map((x, k) => x - left[k]);
    best = Math.min(best, (lw * entropyOf(left) + (total - lw) * entropyOf(right)) / total);
  }
  return best;
}

// Inference of a LightGBM model exported by tools/train/gbdt/export.py: the sum of each class's trees (raw
// scores), and their softmax. Kept to what the library does for numerical `<=` splits, so the scores equal
// the library's (test/engine/gbdt.test.ts checks a committed sample).

/** One tree: split nodes as parallel arrays; a child below 0 is leaf ~child. */
export type Tree = [
  feature: number[],
  threshold: number[],
  left: number[],
  right: number[],
  /** bit 0: missing values go left; bits 1-2: missing type (0 none, 1 zero, 2 NaN). */
  flags: number[],
  leaf: number[],
];

export interface GbdtModel {
  classes: string[];
  features: string[];
  /** Interleaved by class: tree t adds to class t % classes.length. */
  trees: Tree[];
}

/** LightGBM's kZeroThreshold: values this close to 0 are zero for missing type Zero. */
const ZERO = 1e-35;

function leafOf(tree: Tree, row: ArrayLike<number>): number {
  // Indexed, not destructured: this runs once per tree and block in a page that has not optimised it yet,
  // where array destructuring goes through the iterator protocol.
  const feature = tree[0];
  const threshold = tree[1];
  const left = tree[2];
  const right = tree[3];
  const flags = tree[4];
  const leaf = tree[5];
  if (!feature.length) return leaf[0];
  let i = 0;
  for (;;) {
    let x = row[feature[i]];
    const missing = flags[i] >> 1;
    let goLeft: boolean;
    if (missing === 2 && Number.isNaN(x)) goLeft = (flags[i] & 1) === 1;
    else if (missing === 1 && (Number.isNaN(x) || Math.abs(x) <= ZERO)) goLeft = (flags[i] & 1) === 1;
    else {
      if (Number.isNaN(x)) x = 0;
      goLeft = x <= threshold[i];
    }
    const next = goLeft ? left[i] : right[i];
    if (next < 0) return leaf[~next];
    i = next;
  }
}

/** Raw scores, one per class. */
export function rawScores(model: GbdtModel, row: ArrayLike<number>): number[] {
  const k = model.classes.length;
  const out = new Array<number>(k).fill(0);
  for (let t = 0; t < model.trees.length; t++) out[t % k] += leafOf(model.trees[t], row);
  return out;
}

/** Class probabilities (softmax of the raw scores). */
export function probabilities(model: GbdtModel, row: ArrayLike<number>): number[] {
  const raw = rawScores(model, row);
  const max = Math.max(...raw);
  const exp = raw.map((r) => Math.exp(r - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

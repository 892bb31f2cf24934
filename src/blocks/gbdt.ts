// Inference of a LightGBM model exported by tools/train/gbdt/export.py: the sum of each class's trees (raw
// scores), and their softmax. Kept to what the library does for numerical `<=` splits, so the scores equal
// the library's (test/engine/gbdt.test.ts checks a committed sample).
//
// The engine scores every block of a page in a fresh page, before V8 has optimised anything, so the work per
// tree node is kept small: the export writes all trees' nodes as parallel arrays that become typed arrays here
// in one native copy each, and one loop walks them for every block.

/** Every tree's split nodes as parallel arrays (export.py compact_trees). */
export interface Trees {
  /** Each tree's first node, or ~leaf for a tree that is a single leaf. */
  root: number[];
  feature: number[];
  /** Float32 values: a row goes left when its (float32) value is at most the threshold. */
  threshold: number[];
  /** Children: a node index, or ~leaf. */
  left: number[];
  right: number[];
  /** bit 0: missing values go left; bits 1-2: missing type (0 none, 1 zero, 2 NaN). */
  flags: number[];
  leaf: number[];
}

export interface GbdtModel {
  classes: string[];
  features: string[];
  /** Tree t adds to class t % classes.length (interleaved by class, as LightGBM stores them). */
  trees: Trees;
}

/** LightGBM's kZeroThreshold: values this close to 0 are zero for missing type Zero. */
const ZERO = 1e-35;

interface Compiled {
  root: Int32Array;
  feature: Int32Array;
  threshold: Float32Array;
  left: Int32Array;
  right: Int32Array;
  flags: Uint8Array;
  leaf: Float32Array;
}

const compiled = new WeakMap<GbdtModel, Compiled>();

function compiledOf(model: GbdtModel): Compiled {
  let c = compiled.get(model);
  if (!c) {
    const t = model.trees;
    c = {
      root: new Int32Array(t.root),
      feature: new Int32Array(t.feature),
      threshold: new Float32Array(t.threshold),
      left: new Int32Array(t.left),
      right: new Int32Array(t.right),
      flags: new Uint8Array(t.flags),
      leaf: new Float32Array(t.leaf),
    };
    compiled.set(model, c);
  }
  return c;
}

/**
 * Raw scores of `rows` rows of `width` features stored row after row in `x`: rows x classes, row after row.
 * Row by row, each row through every tree: the row stays in the cache while the trees (a few tens of KB) do.
 */
export function rawScoreMatrix(
  model: GbdtModel,
  x: ArrayLike<number>,
  rows: number,
  width: number,
): Float64Array {
  const { root, feature, threshold, left, right, flags, leaf } = compiledOf(model);
  const classes = model.classes.length;
  const trees = root.length;
  const out = new Float64Array(rows * classes);
  for (let r = 0; r < rows; r++) {
    const base = r * width;
    const at = r * classes;
    for (let t = 0; t < trees; t++) {
      let i = root[t];
      while (i >= 0) {
        const v = x[base + feature[i]];
        let goLeft = v <= threshold[i];
        const f = flags[i];
        if (f > 1) {
          // Missing type zero or NaN: a zero (for zero) or a NaN (for both) goes the default way.
          if (v !== v || (f >> 1 === 1 && v <= ZERO && v >= -ZERO)) goLeft = (f & 1) === 1;
        } else if (v !== v) {
          goLeft = 0 <= threshold[i]; // missing type none: NaN reads as zero
        }
        i = goLeft ? left[i] : right[i];
      }
      out[at + (t % classes)] += leaf[~i];
    }
  }
  return out;
}

/** Raw scores of one row, one per class. */
export function rawScores(model: GbdtModel, row: ArrayLike<number>): number[] {
  return [...rawScoreMatrix(model, row, 1, row.length)];
}

/** Softmax of `k` raw scores starting at `raw[at]`. */
export function softmax(raw: ArrayLike<number>, at = 0, k = raw.length): number[] {
  let max = -Infinity;
  for (let c = 0; c < k; c++) max = Math.max(max, raw[at + c]);
  const exp: number[] = [];
  let sum = 0;
  for (let c = 0; c < k; c++) sum += exp[c] = Math.exp(raw[at + c] - max);
  return exp.map((e) => e / sum);
}

/** Class probabilities (softmax of the raw scores). */
export function probabilities(model: GbdtModel, row: ArrayLike<number>): number[] {
  return softmax(rawScores(model, row));
}

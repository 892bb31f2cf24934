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
  /** Whether every node is a plain `<=` split with missing type none (models/learned.json's are): then a NaN
   * reads as zero and no node needs its flags. */
  plain: boolean;
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
      plain: t.flags.every((f) => f >> 1 === 0),
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
  const c = compiledOf(model);
  const classes = model.classes.length;
  const out = new Float64Array(rows * classes);
  if (c.plain) plainScores(c, x, rows, width, classes, out);
  else scores(c, x, rows, width, classes, out);
  return out;
}

/**
 * rawScoreMatrix's loop for a model whose nodes all have missing type none: a row goes left when its value is
 * at most the threshold, and a NaN as a zero would. The NaN test only runs where the comparison fails, so a
 * node costs a comparison and three reads.
 */
function plainScores(
  c: Compiled,
  x: ArrayLike<number>,
  rows: number,
  width: number,
  classes: number,
  out: Float64Array,
): void {
  const { root, feature, threshold, left, right, leaf } = c;
  const trees = root.length;
  for (let r = 0; r < rows; r++) {
    const base = r * width;
    const at = r * classes;
    for (let t = 0; t < trees; t++) {
      let i = root[t];
      while (i >= 0) {
        const v = x[base + feature[i]];
        const limit = threshold[i];
        i = v <= limit || (v !== v && 0 <= limit) ? left[i] : right[i];
      }
      out[at + (t % classes)] += leaf[~i];
    }
  }
}

/** rawScoreMatrix's loop for any model: each node's missing type and default direction. */
function scores(
  c: Compiled,
  x: ArrayLike<number>,
  rows: number,
  width: number,
  classes: number,
  out: Float64Array,
): void {
  const { root, feature, threshold, left, right, flags, leaf } = c;
  const trees = root.length;
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

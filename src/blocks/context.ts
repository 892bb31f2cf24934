// The second look's features (auto-context): what the first classification says of a block's surroundings.
// The first model scores each block from its own features and its nearest neighbours'; a block whose
// neighbourhood is all furniture (a related-links head, a photo credit, a share button between two menus)
// can still look like a paragraph to it. The second model reads the first one's classes around each block,
// near and far, with the page type's probabilities and the first model's strongest features, and scores the
// block again. Trained on out-of-fold first-model scores (tools/train/gbdt/context.py, which computes the same
// values with numpy: test/engine/context.test.ts holds the two to each other). A pure function; no DOM here.

/** The classes' order in the probabilities (the block model's CLASSES). */
const CLASS_COUNT = 3;
/** Windows around a block (blocks each side) whose text-weighted mean classes are features. */
export const CONTEXT_WINDOWS = [2, 8] as const;

const CLASS_NAMES = ['main', 'comment', 'noise'] as const;
const per = (prefix: string) => CLASS_NAMES.map((c) => `${prefix}:${c}`);

/** The context features' names, in the order contextFeatures writes them after the first model's columns. */
export const CONTEXT_FEATURES: readonly string[] = [
  ...per('p'),
  ...CONTEXT_WINDOWS.flatMap((k) => per(`around${k}`)),
  ...per('previous'),
  ...per('next'),
  ...per('massBefore'),
  ...per('massAfter'),
  'afterLastMain',
  'fromMainMiddle',
  ...per('page'),
];

export interface ContextInput {
  /** The first model's probabilities, CLASS_COUNT per block, block after block. */
  probabilities: ArrayLike<number>;
  /** Each block's text length: the weight of its classes in the windows and masses. */
  chars: ArrayLike<number>;
  /** The page type's probabilities (its model's classes, in order). */
  page: ArrayLike<number>;
  /** The first model's feature matrix (rows of `width`) and the columns of it the second model reads. */
  x: ArrayLike<number>;
  width: number;
  columns: readonly number[];
}

/**
 * One row per block: the first model's `columns`, then CONTEXT_FEATURES. Sums run in float64 in reading
 * order (prefix sums), so numpy's cumulative sums give the same numbers; the rows are float32, as the trees
 * read them.
 */
export function contextFeatures(input: ContextInput): { x: Float32Array; rows: number; width: number } {
  const { probabilities: p, chars, page, x, width, columns } = input;
  const n = chars.length;
  const out = columns.length + CONTEXT_FEATURES.length;
  const z = new Float32Array(n * out);
  // prefix[(j) * 3 + c]: the text-weighted class mass of blocks before j; prefixChars likewise.
  const prefix = new Float64Array((n + 1) * CLASS_COUNT);
  const prefixChars = new Float64Array(n + 1);
  let lastMain = -1;
  for (let j = 0; j < n; j++) {
    for (let c = 0; c < CLASS_COUNT; c++)
      prefix[(j + 1) * CLASS_COUNT + c] = prefix[j * CLASS_COUNT + c] + chars[j] * p[j * CLASS_COUNT + c];
    prefixChars[j + 1] = prefixChars[j] + chars[j];
    if (isMain(p, j)) lastMain = j;
  }
  // The middle of the main text: the first block where the text of the blocks read as main reaches half.
  let mainChars = 0;
  for (let j = 0; j < n; j++) if (isMain(p, j)) mainChars += chars[j];
  let middle = 0;
  for (let j = 0, seen = 0; j < n; j++) {
    if (isMain(p, j)) seen += chars[j];
    if (seen >= mainChars / 2) {
      middle = j;
      break;
    }
  }
  const total = prefix.subarray(n * CLASS_COUNT);
  for (let i = 0; i < n; i++) {
    let k = i * out;
    for (const col of columns) z[k++] = x[i * width + col];
    for (let c = 0; c < CLASS_COUNT; c++) z[k++] = p[i * CLASS_COUNT + c];
    for (const w of CONTEXT_WINDOWS) {
      const lo = Math.max(i - w, 0);
      const hi = Math.min(i + w + 1, n);
      const mass = prefixChars[hi] - prefixChars[lo] - chars[i];
      for (let c = 0; c < CLASS_COUNT; c++) {
        const sum =
          prefix[hi * CLASS_COUNT + c] - prefix[lo * CLASS_COUNT + c] - chars[i] * p[i * CLASS_COUNT + c];
        z[k++] = mass > 0 ? sum / mass : 0;
      }
    }
    for (let c = 0; c < CLASS_COUNT; c++) z[k++] = i > 0 ? p[(i - 1) * CLASS_COUNT + c] : -1;
    for (let c = 0; c < CLASS_COUNT; c++) z[k++] = i + 1 < n ? p[(i + 1) * CLASS_COUNT + c] : -1;
    for (let c = 0; c < CLASS_COUNT; c++) z[k++] = total[c] > 0 ? prefix[i * CLASS_COUNT + c] / total[c] : 0;
    for (let c = 0; c < CLASS_COUNT; c++)
      z[k++] = total[c] > 0 ? (total[c] - prefix[(i + 1) * CLASS_COUNT + c]) / total[c] : 0;
    z[k++] = i > lastMain ? 1 : 0;
    z[k++] = (i - middle) / n;
    for (let c = 0; c < CLASS_COUNT; c++) z[k++] = page[c] ?? 0;
  }
  return { x: z, rows: n, width: out };
}

/** Whether main is block j's most probable class (the first of equals, as numpy's argmax). */
function isMain(p: ArrayLike<number>, j: number): boolean {
  const m = p[j * CLASS_COUNT];
  return m >= p[j * CLASS_COUNT + 1] && m >= p[j * CLASS_COUNT + 2];
}

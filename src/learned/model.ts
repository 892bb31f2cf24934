// The learned engine's model (issue 19): boosted decision trees over the block table's feature vectors
// (src/blocks/features.ts), trained by tools/train/gbdt/train.py, with the class/id word vocabulary the
// features were computed with and, when cross-validation chose it, the transition probabilities that smooth
// the blocks' classes in reading order (src/blocks/smooth.ts); and, when training made one, the second look
// (src/blocks/context.ts), which scores each block again from the first classes around it.
import { contextFeatures, CONTEXT_FEATURES } from '../blocks/context';
import { featureMatrix, featureNames, type FeatureMatrix } from '../blocks/features';
import { rawScoreMatrix, softmax, type GbdtModel } from '../blocks/gbdt';
import { viterbi, type Transition } from '../blocks/smooth';
import type { BlockLabel, BlockTable } from '../blocks/types';
import { timed } from '../trace';

export interface LearnedModel extends GbdtModel {
  vocabulary: string[];
  /** The blocks it was trained on (blocks/table.ts, BlockUnits); absent for `elements`. */
  units?: 'runs';
  /** Reading-order smoothing (Viterbi over the blocks), or null when the blocks' own classes are kept. */
  smoothing?: { transition: Transition; prior: number[] } | null;
  /** The page type's model over the page features (page-type.ts); without one the classes alone decide. */
  pageType?: GbdtModel;
  /** The second look's model over the first model's `columns` and the context features; without one the
   * first classes stand. */
  context?: ContextModel;
}

export interface ContextModel extends GbdtModel {
  /** The first model's feature columns it reads before the context features. */
  columns: number[];
  /** The second look's weight where the two looks' main and noise are averaged (secondLook). */
  weight: number;
}

export const CLASSES: readonly BlockLabel[] = ['main', 'comment', 'noise'];
const [MAIN, COMMENT, NOISE] = (['main', 'comment', 'noise'] as const).map((c) => CLASSES.indexOf(c));

export interface Classified {
  /** Each block's class, index for index with the table's blocks. */
  labels: BlockLabel[];
  /** Each block's class probabilities, in CLASSES order. */
  probabilities: number[][];
}

/** The first classification, with the feature matrix it was made from (the second look reads some columns). */
export interface FirstClassified extends Classified {
  matrix: FeatureMatrix;
}

const checkedModels = new WeakSet<LearnedModel>();

/**
 * Throws unless `model` was trained on the features this engine computes, name for name: a model of another
 * feature set would read each column as some other feature and classify without a sign of it.
 */
export function checkFeatures(model: LearnedModel): void {
  if (checkedModels.has(model)) return;
  const names = featureNames(model.vocabulary);
  if (names.length !== model.features.length || names.some((name, i) => name !== model.features[i]))
    throw new Error(
      'The block model was trained on other features than the engine computes: run `npm run train`.',
    );
  checkedModels.add(model);
}

/** The class of every block of `table`; the time of each step added to `timings` (features, trees). */
export function classifyBlocks(
  table: BlockTable,
  model: LearnedModel,
  timings: Record<string, number> = {},
): FirstClassified {
  checkFeatures(model);
  const matrix = timed(timings, 'features', () => featureMatrix(table, model.vocabulary));
  const { x, rows, width } = matrix;
  const raw = timed(timings, 'trees', () => rawScoreMatrix(model, x, rows, width));
  return timed(timings, 'labels', () => {
    const probs = probabilitiesOf(raw, rows, model.classes.length);
    const classes = model.smoothing
      ? viterbi(probs, model.smoothing.transition, model.smoothing.prior)
      : probs.map(mostProbable);
    return { labels: classes.map((c) => CLASSES[c]), probabilities: probs, matrix };
  });
}

/**
 * The second look: every block scored again by `model` from the first classes around it, the page type's
 * probabilities `page` and the first model's features (its `columns`). It settles main against noise only:
 * each block keeps the first look's probability of comment, and the rest is shared between main and noise
 * as the two looks' weighted mean (the model's `weight`) shares it. Alone, the second look also moved comment
 * text, and lost comment cards where it made noise surer than the first look (bench/LEARNED.md, "The second
 * look"). Each block's class is the most probable of the result.
 */
export function secondLook(
  table: BlockTable,
  first: FirstClassified,
  model: ContextModel,
  page: readonly number[],
  timings: Record<string, number> = {},
): Classified {
  if (model.features.length !== model.columns.length + CONTEXT_FEATURES.length)
    throw new Error('The second look was trained on other context features than the engine computes.');
  const rows = first.probabilities.length;
  const { x, width } = timed(timings, 'context', () =>
    contextFeatures({
      probabilities: first.probabilities.flat(),
      chars: table.blocks.map((b) => b.text.length),
      page,
      x: first.matrix.x,
      width: first.matrix.width,
      columns: model.columns,
    }),
  );
  const raw = timed(timings, 'second-trees', () => rawScoreMatrix(model, x, rows, width));
  const probs = probabilitiesOf(raw, rows, model.classes.length).map((second, i) => {
    const p = first.probabilities[i];
    const mean = (c: number) => (1 - model.weight) * p[c] + model.weight * second[c];
    const share = mean(MAIN) / (mean(MAIN) + mean(NOISE) || 1);
    const out = [...p];
    out[MAIN] = (1 - p[COMMENT]) * share;
    out[NOISE] = (1 - p[COMMENT]) * (1 - share);
    return out;
  });
  return { labels: probs.map((p) => CLASSES[mostProbable(p)]), probabilities: probs };
}

function probabilitiesOf(raw: Float64Array, rows: number, k: number): number[][] {
  return Array.from({ length: rows }, (_, i) => softmax(raw, i * k, k));
}

/** The index of the largest value, the first of equals (numpy's argmax, as training reads classes). */
function mostProbable(p: number[]): number {
  return p.indexOf(Math.max(...p));
}

// The learned engine's model (issue 19): boosted decision trees over the block table's feature vectors
// (src/blocks/features.ts), trained by tools/train/gbdt/train.py, with the class/id word vocabulary the
// features were computed with and, when cross-validation chose it, the transition probabilities that smooth
// the blocks' classes in reading order (src/blocks/smooth.ts).
import { featureMatrix } from '../blocks/features';
import { rawScoreMatrix, softmax, type GbdtModel } from '../blocks/gbdt';
import { viterbi, type Transition } from '../blocks/smooth';
import type { BlockLabel, BlockTable } from '../blocks/types';
import { timed } from '../trace';

export interface LearnedModel extends GbdtModel {
  vocabulary: string[];
  /** Reading-order smoothing (Viterbi over the blocks), or null when the blocks' own classes are kept. */
  smoothing?: { transition: Transition; prior: number[] } | null;
  /** The page type's model over the page features (page-type.ts); without one the classes alone decide. */
  pageType?: GbdtModel;
}

export const CLASSES: readonly BlockLabel[] = ['main', 'comment', 'noise'];

export interface Classified {
  /** Each block's class, index for index with the table's blocks. */
  labels: BlockLabel[];
  /** Each block's class probabilities, in CLASSES order. */
  probabilities: number[][];
}

/** The class of every block of `table`; the time of each step added to `timings` (features, trees). */
export function classifyBlocks(
  table: BlockTable,
  model: LearnedModel,
  timings: Record<string, number> = {},
): Classified {
  const { x, rows, width } = timed(timings, 'features', () => featureMatrix(table, model.vocabulary));
  const raw = timed(timings, 'trees', () => rawScoreMatrix(model, x, rows, width));
  return timed(timings, 'labels', () => {
    const k = model.classes.length;
    const probs = Array.from({ length: rows }, (_, i) => softmax(raw, i * k, k));
    const classes = model.smoothing
      ? viterbi(probs, model.smoothing.transition, model.smoothing.prior)
      : probs.map((p) => p.indexOf(Math.max(...p)));
    return { labels: classes.map((c) => CLASSES[c]), probabilities: probs };
  });
}

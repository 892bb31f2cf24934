// The learned engine's model (issue 19): boosted decision trees over the block table's feature vectors
// (src/blocks/features.ts), trained by tools/train/gbdt/train.py, with the class/id word vocabulary the
// features were computed with and, when cross-validation chose it, the transition probabilities that smooth
// the blocks' classes in reading order (src/blocks/smooth.ts).
import { featureVectors } from '../blocks/features';
import { probabilities, type GbdtModel } from '../blocks/gbdt';
import { viterbi, type Transition } from '../blocks/smooth';
import type { BlockLabel, BlockTable } from '../blocks/types';

export interface LearnedModel extends GbdtModel {
  vocabulary: string[];
  /** Reading-order smoothing (Viterbi over the blocks), or null when the blocks' own classes are kept. */
  smoothing?: { transition: Transition; prior: number[] } | null;
}

export const CLASSES: readonly BlockLabel[] = ['main', 'comment', 'noise'];

export interface Classified {
  /** Each block's class, index for index with the table's blocks. */
  labels: BlockLabel[];
  /** Each block's class probabilities, in CLASSES order. */
  probabilities: number[][];
}

/** The class of every block of `table`. */
export function classifyBlocks(table: BlockTable, model: LearnedModel): Classified {
  const vectors = featureVectors(table, model.vocabulary);
  const probs = vectors.map((v) => probabilities(model, v));
  const classes = model.smoothing
    ? viterbi(probs, model.smoothing.transition, model.smoothing.prior)
    : probs.map((p) => p.indexOf(Math.max(...p)));
  return { labels: classes.map((c) => CLASSES[c]), probabilities: probs };
}

// The serialised decision tree shared by the trainer (tools/train/c45.ts) and the engine (tree.ts).

/** One tree node. `c` holds the (weighted) training class counts that reached it, kept for the Δ back-off. */
export interface TreeNode {
  /** Weighted class counts of the training instances at this node, indexed like `TreeModel.classes`. */
  c: number[];
  /** Index into `TreeModel.features` of the split attribute; absent on leaves. */
  f?: number;
  /** Numeric split: left is `value <= t`, right is `value > t`. */
  t?: number;
  /** Children: `[le, gt]` for numeric splits, one per nominal value (`TreeModel.values[f]`) otherwise. */
  k?: TreeNode[];
}

export interface TreeModel {
  version: number;
  /** What the tree decides, e.g. `content` (main/noise) or `segment` (good/bad). */
  task: string;
  pageType: string;
  classes: string[];
  features: string[];
  /** Nominal feature values (feature name -> values, in child order); numeric features are absent. */
  values: Record<string, string[]>;
  root: TreeNode;
  training: Record<string, unknown>;
}

export const MODEL_VERSION = 1;

// Decision-tree inference with the Louvan thesis's Δ back-off (section 6.6.2).
import type { TreeModel, TreeNode } from './model';

/**
 * Thesis 6.6.2: "we also put a threshold Δ for the error rate in the nodes of the decision tree. As overfit
 * occurs, the classifier will not return anything as main content. If this happens, we use this threshold so
 * that the classification decision will take place in the upper part of the tree. In this evaluation we used
 * Δ = 0.2."
 */
export const DELTA = 0.2;

/** A feature vector: numeric values, and nominal values as strings (looked up in `model.values`). */
export type FeatureRow = Record<string, number | string>;

/** The leaf an instance reaches, and every node on the way (root first). */
export function path(model: TreeModel, row: FeatureRow): TreeNode[] {
  const out: TreeNode[] = [];
  let node: TreeNode | undefined = model.root;
  while (node) {
    out.push(node);
    if (!node.k || node.f === undefined) break;
    node = node.k[branchOf(model, node, row)];
  }
  return out;
}

function branchOf(model: TreeModel, node: TreeNode, row: FeatureRow): number {
  const name = model.features[node.f as number];
  const value = row[name];
  if (node.t !== undefined) return Number(value) <= node.t ? 0 : 1;
  const values = model.values[name] ?? [];
  const i = values.indexOf(String(value));
  // An unseen nominal value goes to the largest branch (C4.5's treatment of unknowns, simplified).
  return i >= 0 ? i : largestChild(node);
}

function largestChild(node: TreeNode): number {
  const sizes = (node.k ?? []).map((k) => k.c.reduce((a, b) => a + b, 0));
  return sizes.indexOf(Math.max(...sizes));
}

/** The majority class index of a node (ties go to the lower index, as in Weka). */
export function majority(node: TreeNode): number {
  return node.c.indexOf(Math.max(...node.c));
}

/** Training error rate at a node: 1 - (majority weight / total weight). */
export function nodeError(node: TreeNode): number {
  const total = node.c.reduce((a, b) => a + b, 0);
  return total > 0 ? 1 - Math.max(...node.c) / total : 1;
}

/** Plain classification: the class index of the leaf reached. */
export function classify(model: TreeModel, row: FeatureRow): number {
  const p = path(model, row);
  return majority(p[p.length - 1]);
}

/**
 * Δ back-off decision for class `k` (used only when no node of the page reached a `k` leaf): the decision is
 * taken higher in the tree, so an instance is `k` when some node on its path, leaf excluded, has `k` as its
 * majority with a training error rate below Δ. This is our reading of thesis 6.6.2, which gives no formula.
 */
export function backedOff(model: TreeModel, row: FeatureRow, k: number, delta = DELTA): boolean {
  const p = path(model, row);
  return p.slice(0, -1).some((node) => majority(node) === k && nodeError(node) < delta);
}

/** Probability of class `k` at the leaf reached, with Laplace smoothing: ranks nodes when nothing is chosen. */
export function leafProbability(model: TreeModel, row: FeatureRow, k: number): number {
  const p = path(model, row);
  const leaf = p[p.length - 1];
  const total = leaf.c.reduce((a, b) => a + b, 0);
  return (leaf.c[k] + 1) / (total + leaf.c.length);
}

// Content Seeker's classification step (thesis 4.1.4): which candidate nodes are main content, by the
// two-phase configuration (segment tree, then content tree on the good segments) or the single-phase one,
// with the Δ back-off when the trees pick nothing (6.6.2).
import type { FeatureTable } from '../features/index';
import type { Candidate } from '../features/walk';
import type { TreeModel } from './model';
import { backedOff, classify, leafProbability } from './tree';

export interface ModelSet {
  segment: TreeModel;
  content: TreeModel;
  single: TreeModel;
}

export type Phase = 1 | 2;

export interface Chosen {
  nodes: Candidate[];
  /** How the nodes were found: the trees' leaves, the Δ back-off, or the best leaf probability. */
  via: 'tree' | 'delta' | 'best';
}

/** Class index 0 is the positive class of every model (good segment, main content). */
const POSITIVE = 0;

export function chooseMain(table: FeatureTable, models: ModelSet, phase: Phase): Chosen {
  const visible = table.candidates.map((_, i) => i).filter((i) => table.rows[i].visible !== 0);
  const pool =
    phase === 2 ? visible.filter((i) => classify(models.segment, table.rows[i]) === POSITIVE) : visible;
  const model = phase === 2 ? models.content : models.single;
  const pick = (idx: number[]) => idx.map((i) => table.candidates[i]);
  const byTree = pool.filter((i) => classify(model, table.rows[i]) === POSITIVE);
  if (byTree.length) return { nodes: pick(byTree), via: 'tree' };
  const byDelta = pool.filter((i) => backedOff(model, table.rows[i], POSITIVE));
  if (byDelta.length) return { nodes: pick(byDelta), via: 'delta' };
  // Our addition: never return nothing on a page with text; take the node the tree finds likeliest main.
  const candidates = pool.length ? pool : visible;
  let best = -1;
  let bestP = -1;
  for (const i of candidates) {
    const p = leafProbability(model, table.rows[i], POSITIVE) * Number(table.rows[i].innerTxtLength);
    if (p > bestP) {
      best = i;
      bestP = p;
    }
  }
  return { nodes: best >= 0 ? pick([best]) : [], via: 'best' };
}

/** Drops nodes inside other chosen nodes: the outermost main nodes, in document order. */
export function outermost(nodes: Candidate[]): Candidate[] {
  const set = new Set(nodes.map((n) => n.el));
  return nodes.filter((n) => {
    for (let p = n.el.parentElement; p; p = p.parentElement) if (set.has(p)) return false;
    return true;
  });
}

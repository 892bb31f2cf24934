// From labelled page dumps to C4.5 datasets: a seeded sample of candidate nodes per page (all positives and a
// bounded number of others, like the thesis's few labelled areas per page), one row per node.
import { FEATURE_NAMES, TAG_VALUES } from '../../src/research/features/index';
import type { Dataset } from './c45';
import type { Dumped } from './dump';
import { labelNodes, type NodeLabels } from './label';
import { hash32, rng, shuffled } from '../lib/random';

/** Nodes drawn at random per page besides its main-content nodes (thesis: ~10 labelled areas per page; we
 * take more because they cost nothing; pages have hundreds of candidates, most of them noise). */
export const OTHERS_PER_PAGE = 40;
/** At most this many positive nodes per page (a forum thread can have 100 posts). */
export const POSITIVES_PER_PAGE = 30;

export type Task = 'segment' | 'content' | 'single';
export const TASKS: Task[] = ['segment', 'content', 'single'];
export const CLASSES: Record<Task, string[]> = {
  segment: ['good', 'bad'],
  content: ['main', 'noise'],
  single: ['main', 'noise'],
};

export interface Sampled {
  /** Feature rows as numbers (tagName as an index into TAG_VALUES). */
  rows: number[][];
  labels: Record<Task, boolean[]>;
  sites: string[];
}

export function labelAll(dumps: Dumped[]): NodeLabels[] {
  return dumps.map(({ page, dump }) => labelNodes(dump, page.main));
}

export function sampleRows(dumps: Dumped[], labels: NodeLabels[]): Sampled {
  const out: Sampled = { rows: [], labels: { segment: [], content: [], single: [] }, sites: [] };
  dumps.forEach(({ page, dump }, p) => {
    const l = labels[p];
    const random = rng(hash32(`${page.set}/${page.gold.id}`));
    const idx = dump.rows.map((_, i) => i);
    const positives = shuffled(
      idx.filter((i) => l.single[i] || l.content[i]),
      random,
    ).slice(0, POSITIVES_PER_PAGE);
    const taken = new Set(positives);
    const others = shuffled(
      idx.filter((i) => !taken.has(i)),
      random,
    ).slice(0, OTHERS_PER_PAGE);
    for (const i of [...positives, ...others].sort((a, b) => a - b)) {
      out.rows.push(encode(dump.rows[i]));
      out.labels.segment.push(l.segment[i]);
      out.labels.content.push(l.content[i]);
      out.labels.single.push(l.single[i]);
      out.sites.push(page.site);
    }
  });
  return out;
}

export function encode(row: Record<string, number | string>): number[] {
  return FEATURE_NAMES.map((name) =>
    name === 'tagName' ? TAG_VALUES.indexOf(String(row[name])) : Number(row[name]),
  );
}

/** A C4.5 dataset over the chosen features; positives (class 0) weighted by `cfn` (cost of a false negative). */
export function toDataset(
  s: Sampled,
  task: Task,
  features: string[],
  cfn: number,
  subset?: number[],
): Dataset {
  const cols = features.map((f) => FEATURE_NAMES.indexOf(f as (typeof FEATURE_NAMES)[number]));
  const pick = subset ?? s.rows.map((_, i) => i);
  const y = pick.map((i) => (s.labels[task][i] ? 0 : 1));
  return {
    features,
    nominal: features.includes('tagName') ? { tagName: TAG_VALUES } : {},
    rows: pick.map((i) => cols.map((c) => s.rows[i][c])),
    y,
    w: y.map((k) => (k === 0 ? cfn : 1)),
    numClasses: 2,
  };
}

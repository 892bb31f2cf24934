// Whole-output golden files (mozilla/readability's habit, ARCHITECTURE.md "Outputs pinned whole"): each
// fixture's full Extraction, less what is not the engine's decision or not the same on every render, is
// checked in as test/golden/<fixture>.json and compared whole. `npm run golden` rewrites them.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Extraction, ExtractOptions } from '../../src/types';
import { ROOT } from '../../tools/lib/paths';

export const GOLDEN_DIR = path.join(ROOT, 'test', 'golden');
/** Set by `npm run golden`: the golden test writes what the engine returns instead of comparing. */
export const UPDATING = !!process.env.PITH_UPDATE_GOLDEN;

/**
 * The engine's default method (no `method`), with the trace, and the highlight regions computed inside
 * extract() (`eager`) rather than by whoever reads them first (the lazy default: runEngine's spread).
 */
export const GOLDEN_OPTIONS = { trace: true, regions: 'eager' } as const satisfies ExtractOptions;

/**
 * Dropped: run times (`timings`, the host's `ms`), threshold tuning (`grid`, only with `sdGrid`), and a
 * region's `box`, which depends on the fonts installed. A region's `score` stays: it is (100 - dfm) / 100 or
 * a marker's fixed weight, from text, not layout. A field not named here or below is kept (sorted by name
 * after the known ones), so a new field of the Extraction shows up in the golden diff.
 */
const DROPPED = new Set(['timings', 'ms', 'grid']);
const TOP_ORDER = [
  ...['pageType', 'title', 'author', 'date', 'site', 'lang', 'dir', 'url', 'problem', 'method'],
  ...['article', 'comments', 'posts', 'regions', 'trace'],
];
const BLOCK_ORDER = ['text', 'html', 'author', 'date', 'link'];
const REGION_ORDER = ['kind', 'selector', 'score', 'why'];
const REGION_DROPPED = new Set(['box']);
/** The trace holds no times (stage names and what each changed), so all of it is kept. */
const TRACE_ORDER = ['stage', 'detail'];

/** Text and HTML are stored as their lines, so a diff reads line by line; joining with `\n` is exact. */
export type Lines = string[];
export type GoldenBlock = Record<string, unknown> & { text: Lines; html: Lines };
export type Golden = Record<string, unknown> & {
  article: GoldenBlock;
  comments: GoldenBlock[];
  posts: GoldenBlock[];
};

export const toLines = (value: string): Lines => (value === '' ? [] : value.split('\n'));
export const fromLines = (lines: Lines): string => lines.join('\n');

/** An Extraction (as the page returns it) in the golden file's form. */
export function toGolden(x: Extraction): Golden {
  const golden = ordered(x as unknown as Record<string, unknown>, TOP_ORDER, DROPPED);
  golden.article = blockToGolden(x.article);
  golden.comments = x.comments.map(blockToGolden);
  golden.posts = x.posts.map(blockToGolden);
  if (x.regions) golden.regions = x.regions.map((r) => ordered({ ...r }, REGION_ORDER, REGION_DROPPED));
  if (x.trace) golden.trace = x.trace.map((e) => ordered({ ...e }, TRACE_ORDER, new Set()));
  return JSON.parse(JSON.stringify(golden)) as Golden;
}

/** The golden file back as an Extraction (texts joined); `toGolden(fromGolden(g))` is `g` for a written file. */
export function fromGolden(golden: Golden): Extraction {
  return {
    ...golden,
    article: blockFromGolden(golden.article),
    comments: golden.comments.map(blockFromGolden),
    posts: golden.posts.map(blockFromGolden),
  } as unknown as Extraction;
}

/**
 * The golden comparison: the whole normalised Extraction against the golden file. Both sides pass through
 * the same split, so any change to a joined text or HTML is a difference (the golden is re-split, not
 * trusted as split), and the failure shows it as a line diff.
 */
export function expectGolden(actual: Extraction, golden: Golden, label = 'golden'): void {
  expect(toGolden(actual), label).toEqual(toGolden(fromGolden(golden)));
}

export function goldenFile(fixture: string): string {
  return path.join(GOLDEN_DIR, `${fixture.replace(/\.html$/, '')}.json`);
}

export function readGolden(file: string): Golden {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Golden;
}

/** 2-space JSON, keys in toGolden's order, one line per text line; returns whether the file changed. */
export function writeGolden(file: string, golden: Golden): boolean {
  const json = `${JSON.stringify(golden, null, 2)}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json) return false;
  fs.writeFileSync(file, json);
  return true;
}

/** An article, comment or post: `text` and `html` as lines, then its other fields. */
function blockToGolden(block: { text: string; html: string }): GoldenBlock {
  const golden = ordered({ ...block }, BLOCK_ORDER, new Set());
  return { ...golden, text: toLines(block.text), html: toLines(block.html) };
}

function blockFromGolden(block: GoldenBlock): Extraction['comments'][number] {
  return { ...block, text: fromLines(block.text), html: fromLines(block.html) };
}

/** `obj`'s keys in `order`, then the others by name; `drop` left out; absent known keys stay absent. */
function ordered(obj: Record<string, unknown>, order: string[], drop: Set<string>): Record<string, unknown> {
  const rest = Object.keys(obj)
    .filter((k) => !order.includes(k))
    .sort();
  const out: Record<string, unknown> = {};
  for (const key of [...order, ...rest]) if (key in obj && !drop.has(key)) out[key] = obj[key];
  return out;
}

// Block tables of the corpus pages (issue 19): each page rendered once as the corpus rules say, its layout
// settled, the engine's measureBlocks() run, and the table cached in .tmp/tables/<code hash>/<set>/.
// Training reads the cache, so a feature change re-runs only the pure feature function, not the renders. The
// cache is resumable (a page already cached is not rendered again) and keyed by the hash of a bundle of
// src/blocks/table.ts and what it imports (the pipeline's stages: the signals come from its rules), not of
// the whole engine: features.ts and the model are not in it, so changing them keeps the tables.
//
// `npm run tables` (tables-cli.ts) fills the cache.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BlockTable } from '../../src/blocks';
import type { BlockUnits } from '../../src/blocks/table';
import { pagePath, readGold, readPageBytes, urlFor } from '../lib/corpus';
import { PageSession } from '../lib/page-session';
import { ROOT } from '../lib/paths';
import { Progress } from '../lib/progress';
import { settleLayout } from '../lib/render';
import { bundleModule, type Bundle } from './bundle';

export const TABLES_DIR = path.join(ROOT, '.tmp', 'tables');
/** Sets the learned engine trains on: every dev set with gold to label blocks by (readability's gold is
 * Readability's own output, a silver standard: learning it would teach Readability's mistakes). */
export const TABLE_SETS = ['wcxb', 'dragnet', 'l3s-gn1', 'cleaneval', 'harvest-forums', 'trafilatura'];

/** A cached table: the page's block table, with the page it was measured on. */
export interface CachedTable extends BlockTable {
  set: string;
  id: string;
}

/**
 * Runs in the page after the table's bundle is injected (a string: tsx would compile a function's nested helpers
 * to calls of its own `__name`, which the page does not have).
 */
/** The script that measures a page's table, of blocks as `units` says (src/blocks/table.ts, BlockUnits). */
const measureInPage = (units: BlockUnits) =>
  `globalThis.PithBlocks.measureBlocks(document, {}, {}, ${JSON.stringify(units)}).table`;

const TABLE_ENTRY = path.join(ROOT, 'src', 'blocks', 'table.ts');

/**
 * How a corpus page is turned into the page the table is measured on, beyond the table's code: bump it when
 * the render changes what a page looks like, so cached tables of the old render are not mixed with new ones.
 * 2: raw-text elements written self-closed are repaired before rendering (repairSavedMarkup).
 * 3: every non-void element written self-closed is (280 of the corpus's pages have one).
 * 4: L3S-GN1's pages themselves, not their annotated copies. The copies are a 2008 annotation tool's
 *    re-serialisation: its stylesheet (every element visible, every marked span a block), its class names on
 *    each text block (the vocabulary learned `nc` from `x-nc-selN`), line breaks doubled, images and embeds
 *    dropped, non-ASCII letters lost; the reader sees none of that. Their classes reach the labels through the
 *    gold text, which is the annotation's text (block-labels.ts).
 * 5: the layout is let settle for up to SETTLE_FOR_TABLE_MS, not the bench's 3 s: wcxb/0030 (60 lazy images)
 *    took 37 s under a training run's load and its table came out different from run to run.
 * 6: marquees are stopped where their text stands still (settleLayout): a ticker's table differed on every
 *    render (cleaneval dev-34, four L3S-GN1 pages). Ten tables changed (those and five Dragnet pages of one
 *    site); the other 4,388 came out byte for byte as render 5's, wcxb/0481 at its second render (its first,
 *    under load, had one block 0.6 px narrower; 18 renders since, alone and three at a time, have not).
 */
const RENDER_VERSION = 6;

/** How long a page's layout may take to settle (settleLayout) before its table is measured; a page still
 * changing at the first try's limit is tried again alone (RETRY_TIMEOUT_MS). */
const SETTLE_FOR_TABLE_MS = 60_000;

/**
 * Pages rendered at once by default (`npm run train`, `npm run tables`): two, one per core of the machines it
 * runs on, takes the render of an empty cache from over 70 min to about 48. A page that fails under that load
 * is tried again alone, so which pages are cached does not depend on it.
 */
export const TABLE_CONCURRENCY = 2;

/** The limit for a page tried again alone (the first try's is the bench's 30 s, PAGE_TIMEOUT_MS). */
const RETRY_TIMEOUT_MS = 120_000;

/** The table's code as an injectable script (globalThis.PithBlocks), with the hash the cache is keyed by (of
 * the code, the render and, for tables of runs, the units). */
export async function tableBundle(units: BlockUnits = 'elements'): Promise<Bundle> {
  const bundle = await bundleModule(TABLE_ENTRY, 'PithBlocks');
  const key = `${bundle.hash} render ${RENDER_VERSION}${units === 'elements' ? '' : ` units ${units}`}`;
  const hash = crypto.createHash('sha1').update(key).digest('hex');
  return { ...bundle, hash: hash.slice(0, 12) };
}

export function tableFile(dir: string, set: string, id: string): string {
  return path.join(dir, set, `${id.replace(/[^\w.-]/g, '_')}.json.gz`);
}

export function readTable(file: string): CachedTable | null {
  return fs.existsSync(file) ? JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) : null;
}

export async function cacheTables(options: {
  corpus: string;
  sets: string[];
  limit?: number;
  /** Pages rendered at once (each in its own tab of one browser). */
  concurrency?: number;
  dir?: string;
  log?: (line: string) => void;
  /** What the blocks are (src/blocks/table.ts); `elements` by default. */
  units?: BlockUnits;
}): Promise<{ dir: string; rendered: number; cached: number; failed: string[] }> {
  const units = options.units ?? 'elements';
  const bundle = await tableBundle(units);
  const dir = options.dir ?? path.join(TABLES_DIR, bundle.hash);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const jobs = options.sets.flatMap((set) =>
    readGold(path.join(options.corpus, set))
      .slice(0, options.limit)
      .map((gold) => ({ set, gold })),
  );
  const todo = jobs.filter((j) => !fs.existsSync(tableFile(dir, j.set, j.gold.id)));
  log(`${jobs.length} pages, ${jobs.length - todo.length} cached in ${path.relative(ROOT, dir)}`);
  const progress = new Progress(todo.length, 'tables');
  const render = async (session: PageSession, job: (typeof todo)[number]): Promise<string | null> => {
    const { set, gold } = job;
    const bytes = readPageBytes(pagePath(path.join(options.corpus, set), gold.id));
    const outcome = await session.run(urlFor(gold, set), bytes, async (page) => {
      await settleLayout(page, SETTLE_FOR_TABLE_MS);
      await page.evaluate(bundle.code);
      return (await page.evaluate(measureInPage(units))) as BlockTable;
    });
    if (!outcome.ok) return outcome.error;
    const file = tableFile(dir, set, gold.id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, zlib.gzipSync(JSON.stringify({ set, id: gold.id, ...outcome.value })));
    return null;
  };
  const retry: typeof todo = [];
  const session = new PageSession();
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      const error = await render(session, job);
      if (error) retry.push(job);
      progress.tick(!error, `${job.set}/${job.gold.id}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? TABLE_CONCURRENCY) }, worker));
  } finally {
    await session.close();
  }
  log(progress.finish());
  // A page that failed under the run's load (a 1 MB page takes 24 s alone, more than its 30 s beside another
  // render) is tried again alone with a longer limit: which pages a model learns from must not depend on how
  // busy the machine was, or the same command would train another model.
  const failed: string[] = [];
  if (retry.length) {
    log(`${retry.length} pages again, one at a time with ${RETRY_TIMEOUT_MS / 1000} s each`);
    const alone = new PageSession(RETRY_TIMEOUT_MS);
    try {
      for (const job of retry) {
        const error = await render(alone, job);
        if (error) failed.push(`${job.set}/${job.gold.id}: ${error}`);
      }
    } finally {
      await alone.close();
    }
  }
  return { dir, rendered: todo.length - failed.length, cached: jobs.length - todo.length, failed };
}

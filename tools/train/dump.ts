// Feature dumps of rendered corpus pages, cached in .tmp/train-cache (keyed by the feature code's hash) so
// that reruns of `npm run train:louvan` are fast. One Chromium, pages rendered one after another (2 shared cores).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { FeatureDump } from '../../src/research/features/dump';
import { launchBrowser } from '../lib/browser';
import { pagePath, readPageBytes, urlFor } from '../lib/corpus';
import { ROOT } from '../lib/paths';
import { renderPage, settleLayout } from '../lib/render';
import { bundleModule, type Bundle } from './bundle';
import type { TrainingPage } from './sets';

export const CACHE_DIR = path.join(ROOT, '.tmp', 'train-cache');
const DUMP_ENTRY = path.join(ROOT, 'src', 'research', 'features', 'dump.ts');
/** Pages slower than this are skipped (a few corpus pages are pathological). */
const PAGE_TIMEOUT_MS = 30_000;

/** Pages that reload themselves (meta refresh) race the dump; whether they survive varies from run to run, so
 * they are left out to keep training reproducible. */
const META_REFRESH = /<meta[^>]+http-equiv\s*=\s*["']?refresh/i;

export interface Dumped {
  page: TrainingPage;
  dump: FeatureDump;
}

/** How pages are brought to their dumped state, beside the feature code's hash in the cache key: a dump made
 * before settleLayout existed read a layout that was still changing. */
const RENDER_KEY = 'settled';

function cacheFile(bundle: Bundle, page: TrainingPage): string {
  return path.join(
    CACHE_DIR,
    `${bundle.hash}-${RENDER_KEY}`,
    page.set,
    `${page.gold.id.replace(/[^\w.-]/g, '_')}.json.gz`,
  );
}

/** The page the labels come from: L3S-GN1's annotated copy where it exists (node labels for free). */
function sourceFile(corpus: string, page: TrainingPage): string {
  const setDir = path.join(corpus, page.set);
  const annotated = pagePath(setDir, page.gold.id, 'annotated');
  return fs.existsSync(annotated) ? annotated : pagePath(setDir, page.gold.id);
}

export async function dumpPages(
  corpus: string,
  pages: TrainingPage[],
  log = console.error,
): Promise<Dumped[]> {
  const bundle = await bundleModule(DUMP_ENTRY, 'PithFeatures');
  const out: Dumped[] = [];
  let browser: Browser | null = null;
  let done = 0;
  try {
    for (const page of pages) {
      if (META_REFRESH.test(readPageBytes(sourceFile(corpus, page)).toString('latin1'))) {
        log(`skip ${page.set}/${page.gold.id}: reloads itself (meta refresh)`);
        continue;
      }
      const file = cacheFile(bundle, page);
      let dump: FeatureDump | null = null;
      if (fs.existsSync(file)) dump = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
      else {
        browser ??= await launchBrowser();
        dump = await dumpOne(browser, bundle, corpus, page).catch((error: unknown) => {
          log(`skip ${page.set}/${page.gold.id}: ${(error as Error).message.split('\n')[0]}`);
          return null;
        });
        if (!browser.isConnected()) browser = null;
        if (dump) {
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(dump)));
        }
      }
      if (dump) out.push({ page, dump });
      if (++done % 50 === 0) log(`dumped ${done}/${pages.length}`);
    }
  } finally {
    await browser?.close();
  }
  return out;
}

async function dumpOne(
  browser: Browser,
  bundle: Bundle,
  corpus: string,
  page: TrainingPage,
): Promise<FeatureDump> {
  const bytes = readPageBytes(sourceFile(corpus, page));
  const rendered = await renderPage(browser, urlFor(page.gold, page.set), bytes);
  try {
    const work = (async () => {
      await settleLayout(rendered.page);
      await rendered.page.evaluate(bundle.code);
      return rendered.page.evaluate(() =>
        (
          globalThis as unknown as { PithFeatures: { dumpFeatures(d: Document): unknown } }
        ).PithFeatures.dumpFeatures(document),
      ) as Promise<FeatureDump>;
    })();
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), PAGE_TIMEOUT_MS).unref(),
    );
    return await Promise.race([work, timeout]);
  } finally {
    await rendered.close().catch(() => undefined);
  }
}

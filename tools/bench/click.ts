// `npm run bench:click` (issue 19): what the user waits for, from the toolbar click to the reader's first
// paint, in the built extension (dist/chrome) on a fixed sample of corpus pages. click-cli.ts is the command.
//
// Each page is rendered the corpus way (tools/lib/render.ts CorpusTab: served at its own URL, every other
// request blocked, page JavaScript off, 1280x900) in the tab of a Chromium that has the extension loaded, its
// layout settled (settleLayout), and then the real toolbar button is clicked (CDP `Extensions.triggerAction`,
// which fires `action.onClicked` as a user's click does). Page JavaScript stays off: Chromium still runs the
// extension's injected scripts then (engine, content script, the reader's Preact), and the page is the very
// DOM the bench scores, with no page script of its own racing the reader for the main thread. One thing
// differs in a page with JavaScript off: timers (setTimeout) never fire, in any world; requestAnimationFrame,
// observers, promises and MessageChannel do. Nothing between the click and the reader's first paint uses a
// timer (only the notice's auto-close and the export's URL revocation do), so the measured path is the
// product's own.
//
// The times, all read with performance.now() in the page (in an isolated world of the bench's own, created
// over CDP; the product is not changed):
// - click: taken in the page just before `Extensions.triggerAction` is sent (so the click's trip through the
//   browser is included): the background is woken, injects engine/pith-engine.js and content.js, sends the
//   toggle message; the content script extracts and mounts the reader;
// - mount: the first moment the reader's shadow root holds the article (text, media, or comment/post cards),
//   seen by a MutationObserver, i.e. at the end of the content script's task that mounted it;
// - frame: the start of the first animation frame after that (requestAnimationFrame's callback);
// - paint: the end of that frame's rendering update (style, layout, paint and commit of the reader on the
//   main thread): a MessageChannel task posted from the frame's callback runs right after it. Raster and
//   display by the compositor follow and are not included.
// `clickToPaintMs` = paint - click is the number reported (median, p95).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { BrowserContext, Page } from 'playwright-core';
import { listSets, pagePath, readGold, readPageBytes, urlFor } from '../lib/corpus';
import { DIST, ROOT } from '../lib/paths';
import { hash32 } from '../lib/random';
import { settleLayout } from '../lib/render';
import { ExtensionTab } from './extension-tab';
import { percentile } from '../lib/stats';

export const DEFAULT_PAGES = 100;
export const SAMPLE_SEED = 'pith-click-1';
export const DEFAULT_EXTENSION = path.join(DIST, 'chrome');
export const DEFAULT_OUT = path.join(ROOT, 'bench', 'out', 'click');
/** From the click: a reader (or notice) not there by then is a failure of the page. */
export const CLICK_TIMEOUT_MS = 30_000;
/** The bench's own isolated world in each page (page JavaScript is off; isolated worlds still run). */
const WORLD = 'pith-bench-click';

/** One page of the sample: a corpus page, read when it is measured. */
export interface ClickPage {
  set: string;
  id: string;
  url: string;
  file: string;
}

/**
 * A fixed sample across the corpus's sets (all of them dev sets): each set's pages in a seeded hash order,
 * taken round robin, one set after another, so every set has an equal share (a set that runs out leaves
 * its turn to the others) and the run interleaves the sets. The same corpus gives the same sample.
 */
export function sampleClickPages(corpus: string, n = DEFAULT_PAGES, seed = SAMPLE_SEED): ClickPage[] {
  const queues = listSets(corpus).map((set) => {
    const dir = path.join(corpus, set);
    return readGold(dir)
      .map((gold) => ({ set, id: gold.id, url: urlFor(gold, set), file: pagePath(dir, gold.id) }))
      .filter((page) => fs.existsSync(page.file))
      .map((page) => ({ page, key: hash32(`${seed}:${set}:${page.id}`) }))
      .sort((a, b) => a.key - b.key || a.page.id.localeCompare(b.page.id))
      .map(({ page }) => page);
  });
  const sample: ClickPage[] = [];
  for (let depth = 0; sample.length < n && queues.some((q) => q.length > depth); depth++) {
    for (const queue of queues) if (queue.length > depth && sample.length < n) sample.push(queue[depth]);
  }
  return sample;
}

/** What one click measured; times in ms from the click, null where the page failed. */
export interface ClickMeasurement {
  ok: boolean;
  clickToPaintMs: number | null;
  clickToFrameMs: number | null;
  clickToMountMs: number | null;
  /** Characters of article text in the reader, and its comment/post cards. */
  articleChars: number | null;
  cards: number | null;
  error: string | null;
}

export type ClickRow = ClickMeasurement & { set: string; id: string; url: string };

/** What the in-page watcher resolves with. */
interface Watched {
  error?: string;
  mount?: number;
  frame?: number;
  paint?: number;
  chars?: number;
  cards?: number;
}

/**
 * Runs in the bench's isolated world just before the click: returns the click's timestamp and leaves in
 * `globalThis.__pithClick` a promise of when Pith's host arrived and was painted (a string: tsx would compile a
 * function's nested helpers to calls of its own `__name`, which the page does not have). The reader and the
 * notice are both appended to <html> (page JavaScript is off, so nothing else is); their shadow roots are
 * closed, so what the host holds is read afterwards through the DevTools protocol (`inspectHost`). The reader
 * is drawn in the same task that appends its host, so it is complete when the observer sees the host.
 */
const WATCH = `(() => {
  const clickAt = performance.now();
  globalThis.__pithClick = new Promise((resolve) => {
    const before = new Set(document.documentElement.children);
    const observer = new MutationObserver(() => {
      const host = [...document.documentElement.children].find((el) => !before.has(el));
      if (!host) return;
      observer.disconnect();
      globalThis.__pithHost = host;
      const mount = performance.now() - clickAt;
      requestAnimationFrame(() => {
        const frame = performance.now() - clickAt;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ mount, frame, paint: performance.now() - clickAt });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.documentElement, { childList: true });
  });
  return clickAt;
})()`;

/** What the host's closed shadow root holds: the notice's text, the reader's problem, or its content. */
const INSPECT = `function () {
  const notice = this.querySelector('.notice');
  if (notice) return { error: 'notice: ' + (notice.firstChild?.textContent ?? '').trim() };
  const problem = this.querySelector('article.doc .problem');
  if (problem) return { error: 'empty reader: ' + (problem.textContent ?? '').trim() };
  const article = this.querySelector('article.doc .content');
  return {
    chars: (article?.textContent ?? '').trim().length,
    cards: this.querySelectorAll('section.blocks article.card').length,
  };
}`;

/** The page's state when the click timed out, for the failure's message. */
const STATE = `(() => globalThis.__pithHost ? 'a host that never painted' : 'no reader and no notice')()`;

/** `promise`'s value, or undefined when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const round = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms * 10) / 10);

function failed(error: string): ClickMeasurement {
  return {
    ok: false,
    clickToPaintMs: null,
    clickToFrameMs: null,
    clickToMountMs: null,
    articleChars: null,
    cards: null,
    error,
  };
}

/** What is in the extension folder: the engine's default method is the one every click runs. */
export interface ExtensionInfo {
  dir: string;
  version: string;
  engineVersion: string;
  method: string;
}

export function extensionInfo(dir: string): ExtensionInfo {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    version: string;
  };
  const context: { PithEngine?: { version?: string; defaultMethod?: string } } = {};
  vm.runInNewContext(fs.readFileSync(path.join(dir, 'engine', 'pith-engine.js'), 'utf8'), context);
  return {
    dir,
    version: manifest.version,
    engineVersion: context.PithEngine?.version ?? 'unknown',
    method: context.PithEngine?.defaultMethod ?? 'unknown',
  };
}

/** One Chromium with the extension and one corpus tab; pages are measured one at a time. */
export class ClickBench {
  private constructor(private readonly driver: ExtensionTab) {}

  static async start(extensionDir = DEFAULT_EXTENSION): Promise<ClickBench> {
    return new ClickBench(await ExtensionTab.start(extensionDir, 'click'));
  }

  get context(): BrowserContext {
    return this.driver.context;
  }

  /** Renders `bytes` at `url`, settles its layout, clicks the toolbar button and times the reader. */
  async measure(url: string, bytes: Buffer): Promise<ClickMeasurement> {
    try {
      const page = await this.driver.tab.render(url, bytes);
      await settleLayout(page);
      return await this.click(page);
    } catch (error) {
      // The tab may be stuck (a hung renderer, a navigation that never ended): the next page gets a new one.
      await this.driver.replaceTab();
      return failed(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
  }

  async close(): Promise<void> {
    await this.driver.close();
  }

  private async click(page: Page): Promise<ClickMeasurement> {
    const contextId = await this.driver.isolatedWorld(WORLD);
    await this.driver.session.send('Runtime.evaluate', { expression: WATCH, contextId, returnByValue: true });
    await this.driver.clickToolbar(page);
    const watched = this.driver.session
      .send('Runtime.evaluate', {
        expression: 'globalThis.__pithClick',
        contextId,
        awaitPromise: true,
        returnByValue: true,
      })
      .then((reply) => reply.result.value as Watched);
    const result = await within(watched, CLICK_TIMEOUT_MS);
    if (result === undefined) {
      watched.catch(() => undefined); // rejects when the page goes
      const state = await within(
        this.driver.session
          .send('Runtime.evaluate', { expression: STATE, contextId, returnByValue: true })
          .then((reply) => String(reply.result.value)),
        2_000,
      );
      // Thrown, so that measure() gives the next page a new tab: this one may be stuck in the engine.
      throw new Error(`timed out after ${CLICK_TIMEOUT_MS / 1000} s: ${state ?? 'the page does not answer'}`);
    }
    const held = await this.inspectHost(contextId);
    if (held.error !== undefined || result.paint === undefined) return failed(held.error ?? 'no paint');
    return {
      ok: true,
      clickToPaintMs: round(result.paint),
      clickToFrameMs: round(result.frame),
      clickToMountMs: round(result.mount),
      articleChars: held.chars ?? null,
      cards: held.cards ?? null,
      error: null,
    };
  }

  /** Reads the closed shadow root of the host the watcher saw (DOM.describeNode pierces closed roots). */
  private async inspectHost(contextId: number): Promise<Pick<Watched, 'error' | 'chars' | 'cards'>> {
    const { result } = await this.driver.session.send('Runtime.evaluate', {
      expression: 'globalThis.__pithHost',
      contextId,
    });
    if (!result.objectId) return { error: 'no host' };
    const { node } = (await this.driver.session.send('DOM.describeNode', {
      objectId: result.objectId,
      pierce: true,
    })) as {
      node: { shadowRoots?: { backendNodeId: number }[] };
    };
    const root = node.shadowRoots?.[0];
    if (!root) return { error: 'a host without a shadow root' };
    const { object } = await this.driver.session.send('DOM.resolveNode', {
      backendNodeId: root.backendNodeId,
      executionContextId: contextId,
    });
    const reply = await this.driver.session.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      functionDeclaration: INSPECT,
      returnByValue: true,
    });
    return reply.result.value as Pick<Watched, 'error' | 'chars' | 'cards'>;
  }
}

export interface ClickSummary {
  pages: number;
  measured: number;
  failed: number;
  medianMs: number | null;
  p95Ms: number | null;
  medianMountMs: number | null;
  p95MountMs: number | null;
}

export function summarize(rows: ClickMeasurement[]): ClickSummary {
  const ok = rows.filter((r) => r.ok);
  const paint = ok.map((r) => r.clickToPaintMs).filter((v): v is number => v !== null);
  const mount = ok.map((r) => r.clickToMountMs).filter((v): v is number => v !== null);
  const stat = (xs: number[], p: number) => (xs.length ? round(percentile(xs, p)) : null);
  return {
    pages: rows.length,
    measured: ok.length,
    failed: rows.length - ok.length,
    medianMs: stat(paint, 50),
    p95Ms: stat(paint, 95),
    medianMountMs: stat(mount, 50),
    p95MountMs: stat(mount, 95),
  };
}

/** A run as written to click.json. */
export interface ClickRun {
  command: string;
  date: string;
  commit: string;
  chromium: string;
  extension: ExtensionInfo;
  corpus: string;
  seed: string;
  warmUp: string | null;
  summary: ClickSummary;
  sets: (ClickSummary & { set: string })[];
  rows: ClickRow[];
}

export function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

export function bySet(rows: ClickRow[]): (ClickSummary & { set: string })[] {
  const sets = [...new Set(rows.map((r) => r.set))];
  return sets.map((set) => ({ set, ...summarize(rows.filter((r) => r.set === set)) }));
}

const ms = (v: number | null) => (v === null ? 'n/a' : v.toFixed(1));

export function clickMarkdown(run: ClickRun): string {
  const s = run.summary;
  const failures = run.rows.filter((r) => !r.ok);
  return [
    '# Toolbar click to the reader’s first paint',
    '',
    `\`${run.command}\`, ${run.date}, commit ${run.commit}, Chromium ${run.chromium}; extension ` +
      `${run.extension.dir} (version ${run.extension.version}, engine ${run.extension.engineVersion}, ` +
      `method \`${run.extension.method}\`); corpus ${run.corpus}, sample seed \`${run.seed}\`` +
      (run.warmUp ? `; one warm-up click on ${run.warmUp}, not counted.` : '.'),
    '',
    'Click: `Extensions.triggerAction` (a real toolbar click). Paint: the end of the first animation frame',
    'after the reader’s shadow root holds the article. Mount: the end of the content script’s task that',
    'mounted it. Pages rendered the corpus way (page JavaScript off), one at a time.',
    '',
    `**${s.measured} of ${s.pages} pages measured, ${s.failed} failed. Click to first paint: median ` +
      `${ms(s.medianMs)} ms, p95 ${ms(s.p95Ms)} ms** (click to mount: median ${ms(s.medianMountMs)} ms, ` +
      `p95 ${ms(s.p95MountMs)} ms).`,
    '',
    '| set | pages | failed | median ms | p95 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...run.sets.map((t) => `| ${t.set} | ${t.pages} | ${t.failed} | ${ms(t.medianMs)} | ${ms(t.p95Ms)} |`),
    '',
    failures.length ? '## Failed pages' : '## Failed pages: none',
    '',
    ...failures.map((r) => `- ${r.set} ${r.id} (${r.url}): ${r.error}`),
    ...(failures.length ? [''] : []),
    'Per-page rows (click to mount, frame and paint, article characters, cards): `click.json`.',
    '',
  ].join('\n');
}

export function writeClickReport(out: string, run: ClickRun): { json: string; markdown: string } {
  fs.mkdirSync(out, { recursive: true });
  const json = path.join(out, 'click.json');
  const markdown = path.join(out, 'click.md');
  fs.writeFileSync(json, `${JSON.stringify(run, null, 2)}\n`);
  fs.writeFileSync(markdown, clickMarkdown(run));
  return { json, markdown };
}

/** Measures every page of `pages` in one browser; `onPage` sees each row as it is done. */
export async function runClickBench(
  pages: ClickPage[],
  options: { extensionDir?: string; warmUp?: boolean; onPage?: (row: ClickRow) => void } = {},
): Promise<{ rows: ClickRow[]; chromium: string; warmUp: string | null }> {
  const bench = await ClickBench.start(options.extensionDir);
  try {
    const chromium = bench.context.browser()?.version() ?? 'unknown';
    let warmUp: string | null = null;
    // The browser's first click pays for cold caches (the engine's first compile, the worker's first
    // injection): one click on the first page, not counted, keeps that off whichever page comes first.
    if (options.warmUp !== false && pages.length) {
      await bench.measure(pages[0].url, readPageBytes(pages[0].file));
      warmUp = `${pages[0].set} ${pages[0].id}`;
    }
    const rows: ClickRow[] = [];
    for (const page of pages) {
      const row = {
        set: page.set,
        id: page.id,
        url: page.url,
        ...(await bench.measure(page.url, readPageBytes(page.file))),
      };
      rows.push(row);
      options.onPage?.(row);
    }
    return { rows, chromium, warmUp };
  } finally {
    await bench.close();
  }
}

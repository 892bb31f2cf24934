// Renders a saved page the way the corpus rules require (DEVELOPERS.md, corpus README): page JavaScript off,
// every request blocked except the page itself, served at its original URL, viewport 1280x900, charset rule.
// The engine bundle is injected into the rendered page, so what runs is exactly what ships (the research
// build only for the methods that do not ship).
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import vm from 'node:vm';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { contentTypeFor, repairSavedMarkup } from './corpus';
import { ENGINE_FILE, RESEARCH_ENGINE_FILE } from './paths';

export const VIEWPORT = { width: 1280, height: 900 };

export interface RenderedPage {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

/** Opens `bytes` at `url` in a fresh context of `browser`. */
export async function renderPage(
  browser: Browser,
  url: string,
  bytes: Buffer,
  options: TabOptions = {},
): Promise<RenderedPage> {
  const tab = await CorpusTab.open(browser, options);
  try {
    return { page: await tab.render(url, bytes), context: tab.context, close: () => tab.close() };
  } catch (error) {
    await tab.close();
    throw error;
  }
}

export interface TabOptions {
  /** Page JavaScript on (tests of what a page shows where scripts run); off unless given, as corpus pages
   * are rendered. */
  scripts?: boolean;
}

/**
 * A context and page that render corpus pages one after another. Opening a page is most of a render on a
 * loaded machine (0.5 to 1.8 s each here, where navigating an open page to the next corpus page takes 0.3 to
 * 0.8 s), so corpus runs keep one tab and navigate it. Nothing carries over from one page to the next: page
 * JavaScript is off, every request but the page is blocked (no cookies, storage or cache can be filled), and
 * each page is a new document (a URL that differs from the last only by its fragment goes through
 * about:blank, or it would be a same-document navigation).
 */
export class CorpusTab {
  private pending: { target: string; bytes: Buffer; served: boolean } | null = null;
  private lastTarget = '';

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, options: TabOptions = {}): Promise<CorpusTab> {
    const context = await browser.newContext({ javaScriptEnabled: !!options.scripts, viewport: VIEWPORT });
    try {
      return await CorpusTab.attach(context, await context.newPage());
    } catch (error) {
      await context.close();
      throw error;
    }
  }

  /**
   * A corpus tab on a page of a context made elsewhere: the extension's persistent context (bench/click.ts),
   * which must itself have page JavaScript off and the corpus viewport. `close()` still closes the context.
   */
  static async attach(context: BrowserContext, page: Page): Promise<CorpusTab> {
    const tab = new CorpusTab(context, page);
    await page.route('**/*', (route) => tab.answer(route));
    return tab;
  }

  /** Navigates the tab to `bytes` served at `url`; resolves at `load`, fails after `timeoutMs`. */
  async render(url: string, bytes: Buffer, timeoutMs = 30_000): Promise<Page> {
    // Gold URLs are not always canonical (a trailing space, a non-ASCII path): compare as the browser sees them.
    const address = canonicalUrl(url);
    const target = stripHash(address);
    if (target === this.lastTarget) await this.page.goto('about:blank');
    this.lastTarget = target;
    this.pending = { target, bytes, served: false };
    await this.page.goto(address, { waitUntil: 'load', timeout: timeoutMs });
    return this.page;
  }

  close(): Promise<void> {
    return this.context.close();
  }

  private answer(route: Route) {
    const req = route.request();
    const pending = this.pending;
    const mainFrameNavigation = req.isNavigationRequest() && req.frame() === this.page.mainFrame();
    if (
      pending &&
      mainFrameNavigation &&
      !pending.served &&
      stripHash(canonicalUrl(req.url())) === pending.target
    ) {
      pending.served = true;
      const body = repairSavedMarkup(pending.bytes);
      return route.fulfill({ status: 200, headers: { 'content-type': contentTypeFor(body) }, body });
    }
    // A later main-frame navigation is a <meta http-equiv=refresh> (often in <noscript>, which renders with
    // JS off): 'aborted' leaves the page in place, where a blocked navigation would commit an error page.
    return route.abort(mainFrameNavigation ? 'aborted' : 'blockedbyclient');
  }
}

/** Longest wait for the layout to settle after `load`. */
export const SETTLE_TIMEOUT_MS = 3_000;
const SETTLE_POLL_MS = 100;
/** Polls in a row that must find the same layout, no image loading. */
const SETTLE_STABLE_POLLS = 2;

/**
 * Brings a rendered page to the same layout on every render. After `load` it still changes, and by how much
 * depends on timing: lazy images start loading when a frame finds them near the viewport and come back broken
 * (all requests but the page are blocked), sized by their width and height attributes; CSS animations and
 * transitions move boxes while they run. Training needs one layout per page so that `npm run train` rebuilds
 * the same trees (two runs differed on wcxb 4233 and 0111, lazy images, and 0660 and 0695, animations). So
 * the page is polled from here (with page JavaScript off its own timers do not run) until no image is loading
 * and the document's size has held for a few polls; at each poll finite animations are finished and endless
 * ones (spinners) put back to their start and paused. Marquees are stopped once, first (stopMarquees).
 */
export async function settleLayout(page: Page, timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await page.evaluate(stopMarquees);
  let last = '';
  let stable = 0;
  while (Date.now() < deadline) {
    const state = await page.evaluate(layoutState);
    stable = state === last && state.startsWith('0 ') ? stable + 1 : 0;
    if (stable >= SETTLE_STABLE_POLLS) return;
    last = state;
    await sleep(SETTLE_POLL_MS);
  }
}

/**
 * Runs in the page: each `<marquee>` stopped where its text stands still. A marquee scrolls by an animation of
 * its own, in a shadow root the page cannot reach: not in getAnimations(), and stop() leaves its text wherever
 * it has scrolled to (a ticker's table differed on every render: cleaneval dev-34, four L3S-GN1 pages). A copy
 * stopped before its first frame holds its text where the marquee's box begins, the same on every render. The
 * collection is live: a marquee inside the copy is the next item, and is copied and stopped in turn. With page
 * JavaScript off no marquee comes later, so once is enough.
 */
function stopMarquees(): void {
  const marquees = document.getElementsByTagName('marquee');
  for (let i = 0; i < marquees.length; i++) {
    const still = marquees[i].cloneNode(true) as HTMLMarqueeElement;
    marquees[i].replaceWith(still);
    still.stop();
  }
}

/** Runs in the page: stops its animations at a fixed point; returns "<images loading> <width> <height>". */
function layoutState(): string {
  for (const animation of document.getAnimations()) {
    const end = animation.effect?.getComputedTiming().endTime;
    if (typeof end === 'number' && Number.isFinite(end)) {
      animation.finish();
    } else {
      animation.pause();
      animation.currentTime = 0;
    }
  }
  let loading = 0;
  const images = document.images;
  for (let i = 0; i < images.length; i++) if (!images[i].complete) loading++;
  const root = document.documentElement;
  return `${loading} ${root.scrollWidth} ${root.scrollHeight}`;
}

/** Which engine file to inject: the shipped one (what the extension carries) or the research one (the
 * shipped methods plus the classifier's, and the feature dump). */
export type EngineBuild = 'shipped' | 'research';

const ENGINE_FILES: Record<EngineBuild, string> = { shipped: ENGINE_FILE, research: RESEARCH_ENGINE_FILE };
const engineSources = new Map<EngineBuild, string>();
const engineMethodLists = new Map<EngineBuild, string[]>();

/** A built engine (dist/engine/pith-engine.js or pith-research.js); `npm run build` makes both. */
export function engineScript(build: EngineBuild = 'shipped'): string {
  let source = engineSources.get(build);
  if (source === undefined) {
    const file = ENGINE_FILES[build];
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
    source = fs.readFileSync(file, 'utf8');
    engineSources.set(build, source);
  }
  return source;
}

/**
 * The methods a built engine registers (`PithEngine.methods`): the bundle is evaluated in an empty Node
 * context, where defining the global is all it does.
 */
export function engineMethods(build: EngineBuild = 'shipped'): string[] {
  let list = engineMethodLists.get(build);
  if (!list) {
    const context: { PithEngine?: { methods: string[] } } = {};
    vm.runInNewContext(engineScript(build), context);
    list = [...(context.PithEngine?.methods ?? [])];
    engineMethodLists.set(build, list);
  }
  return [...list];
}

/**
 * The build to run `method` in: the shipped engine, so that what is measured and tested is what ships,
 * unless only the research build has the method (`cs2`, `pith`, ...). An unknown method stays with the
 * shipped engine, which reports it as a problem.
 */
export function engineFor(method?: unknown): EngineBuild {
  if (typeof method !== 'string' || engineMethods('shipped').includes(method)) return 'shipped';
  return engineMethods('research').includes(method) ? 'research' : 'shipped';
}

/**
 * Injects the engine that has `options.method` (engineFor; page JavaScript is off, but evaluate() still runs
 * in the page's main world through CDP) and returns its Extraction plus the wall time measured inside the
 * page.
 */
export async function runEngine<T = unknown>(page: Page, options: Record<string, unknown> = {}): Promise<T> {
  await page.evaluate(engineScript(engineFor(options.method)));
  return page.evaluate((opts) => {
    const engine = (globalThis as unknown as { PithEngine: { extract(d: Document, o: unknown): unknown } })
      .PithEngine;
    const t0 = performance.now();
    const result = engine.extract(document, opts) as Record<string, unknown>;
    // Timed before the spread below, which reads the lazy `regions` (highlight mode's, not the reader's).
    const ms = performance.now() - t0;
    return { ...result, ms };
  }, options) as Promise<T>;
}

function canonicalUrl(url: string): string {
  try {
    return new URL(url.trim()).href;
  } catch {
    return url;
  }
}

function stripHash(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}

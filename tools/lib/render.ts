// Renders a saved page the way the corpus rules require (DEVELOPERS.md, corpus README): page JavaScript off,
// every request blocked except the page itself, served at its original URL, viewport 1280x900, charset rule.
// The engine bundle is injected into the rendered page, so what runs is exactly what ships.
import fs from 'node:fs';
import vm from 'node:vm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { contentTypeFor } from './corpus';
import { ENGINE_FILE } from './paths';

export const VIEWPORT = { width: 1280, height: 900 };

export interface RenderedPage {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

/** Opens `bytes` at `url` in a fresh context of `browser`. */
export async function renderPage(browser: Browser, url: string, bytes: Buffer): Promise<RenderedPage> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  const page = await context.newPage();
  // Gold URLs are not always canonical (e.g. a trailing space, non-ASCII path): compare as the browser sees them.
  const address = canonicalUrl(url);
  const target = stripHash(address);
  let served = false;
  await page.route('**/*', (route) => {
    const req = route.request();
    const mainFrameNavigation = req.isNavigationRequest() && req.frame() === page.mainFrame();
    if (mainFrameNavigation && !served && stripHash(canonicalUrl(req.url())) === target) {
      served = true;
      return route.fulfill({ status: 200, headers: { 'content-type': contentTypeFor(bytes) }, body: bytes });
    }
    // A later main-frame navigation is a <meta http-equiv=refresh> (often in <noscript>, which renders with
    // JS off): 'aborted' leaves the page in place, where a blocked navigation would commit an error page.
    return route.abort(mainFrameNavigation ? 'aborted' : 'blockedbyclient');
  });
  try {
    await page.goto(address, { waitUntil: 'load', timeout: 30_000 });
  } catch (error) {
    await context.close();
    throw error;
  }
  return { page, context, close: () => context.close() };
}

let engineSource: string | null = null;

/** The built engine (dist/engine/pith-engine.js); `npm run build` makes it. */
export function engineScript(): string {
  if (engineSource === null) {
    if (!fs.existsSync(ENGINE_FILE))
      throw new Error(`${ENGINE_FILE} is missing: run \`npm run build\` first.`);
    engineSource = fs.readFileSync(ENGINE_FILE, 'utf8');
  }
  return engineSource;
}

/**
 * The methods the built engine registers (`PithEngine.methods`): the bundle is evaluated in an empty Node
 * context, where defining the global is all it does.
 */
export function engineMethods(): string[] {
  const context: { PithEngine?: { methods: string[] } } = {};
  vm.runInNewContext(engineScript(), context);
  return [...(context.PithEngine?.methods ?? [])];
}

/**
 * Injects the engine (page JavaScript is off, but evaluate() still runs in the page's main world through CDP)
 * and returns its Extraction plus the wall time measured inside the page.
 */
export async function runEngine<T = unknown>(page: Page, options: Record<string, unknown> = {}): Promise<T> {
  await page.evaluate(engineScript());
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

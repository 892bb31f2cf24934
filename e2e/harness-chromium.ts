// Chromium side of the e2e harness (harness.ts), per /work/shared/notes/testing-the-extension.md: dist/chrome
// loaded unpacked, pages served by Playwright's routing at http URLs, a real toolbar click through CDP
// `Extensions.triggerAction`, and the background's own functions (`globalThis.pith`) reached through the
// service worker. Its tabs are Playwright Pages (a superset of `Tab`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, launchWithExtension } from '../tools/lib/browser';
import { startXvfb, type Display } from '../tools/lib/browser-firefox';
import { DIST } from '../tools/lib/paths';
import {
  fixtureHtml,
  PITH_PART_OF,
  waitFor,
  xKey,
  type Harness,
  type PithFunction,
  type PithPart,
  type PithReader,
  type StartOptions,
  type Tab,
} from './harness';

export const EXTENSION_DIR = path.join(DIST, 'chrome');

export interface ChromiumHarness extends Harness {
  browser: 'chromium';
  context: BrowserContext;
  worker: Worker;
  open(fixture: string, url?: string): Promise<Page>;
  newTab(url: string, options?: { timeout?: number }): Promise<Page>;
  click(page: Tab): Promise<void>;
}

/**
 * Runs `fn` on Pith's closed shadow root of `part` in `page`: found through the DevTools protocol
 * (`DOM.getDocument` with `pierce` lists closed roots too) among the root element's children, and handed to the test's function, never to the page.
 */
async function chromiumPith<T, A>(
  cdp: CDPSession,
  part: PithPart,
  fn: (root: ShadowRoot, arg: A) => T,
  arg?: A,
): Promise<T | null> {
  interface DomNode {
    backendNodeId: number;
    shadowRootType?: string;
    children?: DomNode[];
    shadowRoots?: DomNode[];
  }
  // Pith's hosts are children of the root element, and their shadow roots one level further: a shallow read
  // (document, html, its children, their roots). The whole tree of a 100,000-element page, serialised at every
  // poll, would take the page's main thread and weigh on the click-to-reader times the tests measure.
  const { root } = (await cdp.send('DOM.getDocument', { depth: 3, pierce: true })) as { root: DomNode };
  const roots: number[] = [];
  const walk = (node: DomNode) => {
    for (const shadow of node.shadowRoots ?? []) {
      if (shadow.shadowRootType === 'closed') roots.push(shadow.backendNodeId);
      walk(shadow);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  for (const backendNodeId of roots) {
    const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId })) as {
      object: { objectId: string };
    };
    const { result } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      // The test's function is compiled by the protocol, not by an eval in the page (a page's CSP may forbid it).
      functionDeclaration: `function (part, arg) {
        if ((${PITH_PART_OF})(this) !== part) return { found: false };
        return Promise.resolve((${fn.toString()})(this, arg)).then((value) => ({ found: true, value }));
      }`,
      arguments: [{ value: part }, arg === undefined ? {} : { value: arg }],
      returnByValue: true,
      awaitPromise: true,
    })) as { result: { value: { found: boolean; value?: T } } };
    if (result.value.found) return (result.value.value ?? null) as T | null;
  }
  return null;
}

/** The way to Pith's roots in a Playwright page, through a DevTools session opened on first use. */
export function chromiumReader(page: Page): PithReader {
  let cdp: Promise<CDPSession> | undefined;
  return async (part, fn, arg) => {
    cdp ??= page.context().newCDPSession(page);
    return chromiumPith(await cdp, part, fn, arg);
  };
}

/** Headed Chromium with the extension on `display`: real X11 key presses reach its extension shortcuts. */
function launchHeaded(userDataDir: string, display: Display): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: false,
    env: { ...process.env, DISPLAY: display.name },
    viewport: { width: 1280, height: 900 },
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--enable-unsafe-extension-debugging',
      '--window-position=0,0',
      '--window-size=1280,1000',
      ...CHROMIUM_FLAGS,
    ],
  });
}

export async function startChromium(options: StartOptions = {}): Promise<ChromiumHarness> {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`${EXTENSION_DIR} is missing: run \`npm run build\` first.`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-e2e-'));
  const display = options.realKeys ? await startXvfb(1400, 1100) : null;
  const context = display
    ? await launchHeaded(userDataDir, display)
    : await launchWithExtension(EXTENSION_DIR, userDataDir, true, { lang: options.lang });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  // A click that arrives while a fresh profile's worker is still starting can be lost: wait for the script.
  await waitFor(
    () => worker.evaluate(() => typeof (globalThis as { pith?: unknown }).pith),
    (t) => t === 'object',
    'the background',
  );
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  // Only what was given to `serve` exists (pages, and images a test serves); everything else fails, as offline.
  await context.route(/^https?:\/\//, (route) => {
    const page = pages.get(route.request().url());
    return page === undefined
      ? route.abort('blockedbyclient')
      : route.fulfill({
          status: 200,
          contentType: page.headers['content-type'] ?? 'text/html; charset=utf-8',
          body: page.html,
          headers: page.headers,
        });
  });
  let cdp: CDPSession | null = null;
  let opened = 0;
  const downloaded: string[] = [];

  const harness: ChromiumHarness = {
    browser: 'chromium',
    context,
    worker,
    extensionId,
    extensionUrl: (file) => `chrome-extension://${extensionId}/${file}`,
    // Each tab gets its own URL: the toolbar click finds its tab target by URL.
    async open(fixture, url = `http://pith.test/${fixture}?tab=${++opened}`) {
      harness.serve(url, fixtureHtml(fixture));
      return harness.newTab(url);
    },
    serve(url, html, headers = {}) {
      pages.set(url, { html, headers });
    },
    async newTab(url, { timeout }: { timeout?: number } = {}) {
      const page = await context.newPage();
      page.on('download', (d) => downloaded.push(d.suggestedFilename()));
      await page.goto(url, { waitUntil: 'load', timeout });
      return page;
    },
    async click(tab) {
      const page = tab as Page;
      await page.bringToFront();
      cdp ??= await context.browser()!.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] })) as {
        targetInfos: { targetId: string; url: string }[];
      };
      const tabs = targetInfos.filter((t) => t.url === page.url());
      if (tabs.length !== 1)
        throw new Error(`${tabs.length} tab targets for ${page.url()}: give each tab its own URL`);
      const [target] = tabs;

      await cdp.send(
        'Extensions.triggerAction' as never,
        { id: extensionId, targetId: target.targetId } as never,
      );
    },
    async pressKeys(tab, keys) {
      if (!display) throw new Error('pressKeys needs Chromium started with { realKeys: true }');
      await tab.bringToFront();
      const [window] = (await display.xdotool('search', '--onlyvisible', '--class', 'chromium')).split('\n');
      await display.xdotool('windowfocus', '--sync', window);
      await display.xdotool('key', '--clearmodifiers', xKey(keys));
    },
    async tabId(tab) {
      await tab.bringToFront();
      return worker.evaluate(async () => {
        const [active] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        return active.id!;
      });
    },
    call<T>(name: PithFunction, tabId: number, ...args: unknown[]) {
      return worker.evaluate(
        ([n, id, rest]) =>
          (globalThis as unknown as { pith: Record<string, (...a: unknown[]) => unknown> }).pith[n as string](
            id,
            ...(rest as unknown[]),
          ),
        [name, tabId, args] as const,
      ) as Promise<T>;
    },
    inExtension<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) {
      return worker.evaluate(fn as never, arg) as Promise<R>;
    },
    async download(tab, action) {
      const [download, result] = await Promise.all([(tab as Page).waitForEvent('download'), action()]);
      const saved = fs.readFileSync((await download.path())!, 'utf8');
      return { name: download.suggestedFilename(), saved, result };
    },
    async downloaded() {
      return [...downloaded];
    },
    async close() {
      await context.close();
      display?.stop();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

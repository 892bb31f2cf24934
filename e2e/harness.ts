// Drives the built extension (dist/chrome) the way a person does, per /work/shared/notes/testing-the-extension.md:
// pages served by page.route at http URLs, a real toolbar click through CDP `Extensions.triggerAction`, and the
// background's own functions (`globalThis.pith`) reached through the service worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, JSHandle, Page, Worker } from 'playwright-core';
import { launchWithExtension } from '../tools/lib/browser';
import { DIST, ROOT } from '../tools/lib/paths';

export const EXTENSION_DIR = path.join(DIST, 'chrome');
export const FIXTURES = path.join(ROOT, 'test', 'fixtures');
export const SCREENSHOTS = path.join(ROOT, 'artifacts', 'screenshots');

export interface Harness {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** A new tab showing `fixture` (a file in test/fixtures) at `url`. */
  open(fixture: string, url?: string): Promise<Page>;
  /** The real toolbar button, clicked on the tab that shows `page`. */
  click(page: Page): Promise<void>;
  /** The browser's id of `page`'s tab, as the background sees it. */
  tabId(page: Page): Promise<number>;
  /** Calls `globalThis.pith[name](tabId, ...args)` in the service worker. */
  call<T>(
    name: 'open' | 'highlight' | 'exportArticle' | 'info',
    tabId: number,
    ...args: unknown[]
  ): Promise<T>;
  close(): Promise<void>;
}

export function fixtureHtml(fixture: string): string {
  return fs.readFileSync(path.join(FIXTURES, fixture), 'utf8');
}

export async function startExtension(): Promise<Harness> {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`${EXTENSION_DIR} is missing: run \`npm run build\` first.`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-e2e-'));
  const context = await launchWithExtension(EXTENSION_DIR, userDataDir);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  // A click that arrives while a fresh profile's worker is still starting can be lost: wait for the script.
  await waitFor(
    () => worker.evaluate(() => typeof (globalThis as { pith?: unknown }).pith),
    (t) => t === 'object',
    'the background',
  );
  let cdp: CDPSession | null = null;
  let opened = 0;

  const harness: Harness = {
    context,
    worker,
    extensionId,
    // Each tab gets its own URL: the toolbar click finds its tab target by URL.
    async open(fixture, url = `http://pith.test/${fixture}?tab=${++opened}`) {
      const page = await context.newPage();
      const html = fixtureHtml(fixture);
      await page.route('**/*', (route) =>
        route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
          ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
          : route.abort('blockedbyclient'),
      );
      await page.goto(url, { waitUntil: 'load' });
      return page;
    },
    async click(page) {
      await page.bringToFront();
      cdp ??= await context.browser()!.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] })) as {
        targetInfos: { targetId: string; url: string }[];
      };
      const tabs = targetInfos.filter((t) => t.url === page.url());
      if (tabs.length !== 1)
        throw new Error(`${tabs.length} tab targets for ${page.url()}: give each tab its own URL`);
      const [tab] = tabs;

      await cdp.send(
        'Extensions.triggerAction' as never,
        { id: extensionId, targetId: tab.targetId } as never,
      );
    },
    async tabId(page) {
      await page.bringToFront();
      return worker.evaluate(async () => {
        const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        return tab.id!;
      });
    },
    call(name, tabId, ...args) {
      return worker.evaluate(
        ([n, id, rest]) =>
          (globalThis as unknown as { pith: Record<string, (...a: unknown[]) => unknown> }).pith[n as string](
            id,
            ...(rest as unknown[]),
          ),
        [name, tabId, args] as const,
      ) as Promise<never>;
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** Polls from the test side (an extension page's CSP blocks Playwright's eval-based waitForFunction). */
export async function waitFor<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  what: string,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/** What Pith shows on a page: each lives in a closed shadow root, told apart by what it holds. */
export type PithPart = 'reader' | 'notice' | 'highlights';

const cdpSessions = new WeakMap<Page, CDPSession>();

/**
 * Pith's closed shadow root of `part`, which page scripts cannot reach: found through the DevTools protocol
 * (DOM.getDocument with `pierce` lists closed roots too) and handed to the test, never to the page. Chromium
 * only; another browser's harness finds the root its own way (this is the one browser-specific read).
 */
async function pithRootHandle(page: Page, part: PithPart): Promise<JSHandle<ShadowRoot> | null> {
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    cdpSessions.set(page, cdp);
  }
  interface DomNode {
    backendNodeId: number;
    shadowRootType?: string;
    children?: DomNode[];
    shadowRoots?: DomNode[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const closed: number[] = [];
  const walk = (node: DomNode) => {
    for (const shadow of node.shadowRoots ?? []) {
      if (shadow.shadowRootType !== 'user-agent') closed.push(shadow.backendNodeId);
      walk(shadow);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  for (const backendNodeId of closed) {
    const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId })) as {
      object: { objectId: string };
    };
    const { result } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function (part) {
        const kind = this.querySelector('[role="dialog"]') ? 'reader'
          : this.querySelector('[role="alert"]') ? 'notice'
          : this.querySelector('.legend') ? 'highlights' : null;
        if (kind !== part) return false;
        Object.defineProperty(window, '__pithTestRoot', { value: this, configurable: true });
        return true;
      }`,
      arguments: [{ value: part }],
      returnByValue: true,
    })) as { result: { value: boolean } };
    if (!result.value) continue;
    const handle = await page.evaluateHandle(() => {
      const scope = window as unknown as { __pithTestRoot: ShadowRoot };
      const found = scope.__pithTestRoot;
      delete (scope as { __pithTestRoot?: ShadowRoot }).__pithTestRoot;
      return found;
    });
    return handle;
  }
  return null;
}

/** `fn` run on Pith's shadow root of `part` (in the page, for the test only); null while there is none. */
export async function inPith<T, A = undefined>(
  page: Page,
  part: PithPart,
  fn: (root: ShadowRoot, arg: A) => T,
  arg?: A,
): Promise<T | null> {
  const handle = await pithRootHandle(page, part);
  if (!handle) return null;
  try {
    return (await handle.evaluate(fn as never, arg as never)) as T;
  } finally {
    await handle.dispose();
  }
}

/** Text of the reader overlay (whitespace collapsed); null while there is none. */
export async function readerText(page: Page): Promise<string | null> {
  const text = await inPith(page, 'reader', (root) => root.textContent ?? '');
  return text === null ? null : text.replace(/\s+/g, ' ');
}

/** Text of Pith's in-page notice; null while there is none. */
export async function noticeText(page: Page): Promise<string | null> {
  return inPith(page, 'notice', (root) => root.textContent ?? '');
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** The real toolbar click, then the reader's text once it is there. */
export async function openReader(h: Harness, page: Page): Promise<string> {
  await h.click(page);
  return (await waitFor(
    () => readerText(page),
    (t) => t !== null,
    'the reader overlay',
  )) as string;
}

/** A real mouse click (trusted, like a person's) on the element at `selector` in Pith's `part`. */
export async function clickInPith(page: Page, part: PithPart, selector: string): Promise<void> {
  const box = await inPith(
    page,
    part,
    (root, sel) => {
      const el = root.querySelector(sel);
      if (!el) return null;
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    selector,
  );
  if (!box) throw new Error(`no ${selector} in Pith's ${part}`);
  await page.mouse.click(box.x, box.y);
}

// Drives the built extension the way a person does, in Chromium (dist/chrome, harness-chromium.ts) and in
// Firefox ESR (dist/firefox, harness-firefox.ts), behind one interface so that one test body runs in both:
// pages served at http URLs, the real toolbar button, the background's own functions (`globalThis.pith`), and
// the page read through its DOM. A suite runs in both browsers with `describe.each(BROWSERS)` and
// `startExtension(browser)`, and touches pages only through `Tab` (a subset of Playwright's Page).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tools/lib/paths';
import type { Page } from 'playwright-core';
import { chromiumReader, startChromium, type ChromiumHarness } from './harness-chromium';

export type { ChromiumHarness };
import { startFirefox } from './harness-firefox';

export const FIXTURES = path.join(ROOT, 'test', 'fixtures');
export const SCREENSHOTS = path.join(ROOT, 'artifacts', 'screenshots');

export type BrowserName = 'chromium' | 'firefox';

/** The browsers the e2e suites run in: both, or the ones PITH_BROWSERS lists (e.g. `PITH_BROWSERS=chromium`). */
export const BROWSERS: BrowserName[] = (process.env.PITH_BROWSERS ?? 'chromium,firefox')
  .split(',')
  .map((b) => b.trim())
  .filter((b): b is BrowserName => b === 'chromium' || b === 'firefox');

/** What a test may do with a tab, in either browser: the part of Playwright's Page both harnesses provide. */
export interface Tab {
  url(): string;
  /** Runs `fn(arg)` in the page (the main world); its result must be JSON-like. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** A key press where focus is (Firefox: a real X11 key press into the window). */
  keyboard: { press(key: string): Promise<void> };
  /** Moves the pointer to, or clicks at, a point of the viewport (Firefox: the real X11 pointer). */
  mouse: { move(x: number, y: number): Promise<void>; click(x: number, y: number): Promise<void> };
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  /** The first element with this role and (case-insensitive, partial) accessible name, also inside open shadow
   * roots; `click` is a real click on it (Firefox: X11), `check` clicks it unless it is checked. */
  getByRole(
    role: 'button' | 'radio' | 'checkbox' | 'combobox',
    options: { name: string },
  ): { click(): Promise<void>; check(): Promise<void> };
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  bringToFront(): Promise<void>;
  screenshot(options: { path: string }): Promise<unknown>;
  close(): Promise<void>;
}

export type PithFunction = 'open' | 'highlight' | 'exportArticle' | 'info';

export interface Harness {
  browser: BrowserName;
  /** The host of the extension's pages (Chromium's extension id, Firefox's moz-extension UUID). */
  extensionId: string;
  /** The URL of an extension page, e.g. `extensionUrl('popup/index.html')`. */
  extensionUrl(file: string): string;
  /** A new tab showing `fixture` (a file in test/fixtures) at `url`. */
  open(fixture: string, url?: string): Promise<Tab>;
  /** From now on, a navigation to `url` (exactly; frames too) gets `html` (with `headers`, e.g. a CSP, or a
   * `content-type` other than HTML); every other request of a page fails. */
  serve(url: string, html: string, headers?: Record<string, string>): void;
  /** A new tab showing `url`: one given to `serve`, or one of the browser's own pages (`timeout`: ms to load). */
  newTab(url: string, options?: { timeout?: number }): Promise<Tab>;
  /** The real toolbar button, clicked on the tab that shows `tab`. */
  click(tab: Tab): Promise<void>;
  /**
   * A real key press (X11, through xdotool) in the window showing `tab`, as the browser gets it: its own
   * shortcuts and the extension's. Firefox always; Chromium when started with `{ realKeys: true }` (headless
   * Chromium has no window and delivers no extension shortcuts).
   */
  pressKeys(tab: Tab, keys: string): Promise<void>;
  /** The browser's id of `tab`, as the background sees it. */
  tabId(tab: Tab): Promise<number>;
  /** Calls `globalThis.pith[name](tabId, ...args)` in the background. */
  call<T>(name: PithFunction, tabId: number, ...args: unknown[]): Promise<T>;
  /** Runs `fn(arg)` with the extension's APIs (`chrome.*`), as an extension page or the worker can. */
  inExtension<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Runs `action`, which makes `tab` download one file; the file's name and its content as saved. */
  download<R>(tab: Tab, action: () => Promise<R>): Promise<{ name: string; saved: string; result: R }>;
  /** Names of the files the browser downloaded so far (any tab of this harness). */
  downloaded(): Promise<string[]>;
  /**
   * Firefox only: the errors and warnings Firefox logged about the extension so far (its pages' and scripts'
   * errors, console warnings, and its i18n API's "Unknown localization message"). Chromium's getMessage logs
   * nothing for a missing key, and its worker's console is not collected here.
   */
  extensionConsole?(): Promise<string[]>;
  close(): Promise<void>;
}

export function fixtureHtml(fixture: string): string {
  return fs.readFileSync(path.join(FIXTURES, fixture), 'utf8');
}

export interface StartOptions {
  /** Chromium in a real window on a private Xvfb display, for `pressKeys` (Firefox always runs that way). */
  realKeys?: boolean;
  /** Chromium only: the browser's UI language (`--lang`), which picks the extension's `_locales` table. */
  lang?: string;
}

/** Starts the browser with the built extension loaded (Chromium when no browser is named). */
export function startExtension(): Promise<ChromiumHarness>;
export function startExtension(browser: 'chromium', options?: StartOptions): Promise<ChromiumHarness>;
export function startExtension(browser: BrowserName, options?: StartOptions): Promise<Harness>;
export function startExtension(
  browser: BrowserName = 'chromium',
  options: StartOptions = {},
): Promise<Harness> {
  return browser === 'firefox' ? startFirefox() : startChromium(options);
}

/** xdotool's names for Playwright's key names ("Alt+Shift+R" -> "alt+shift+r"). */
export function xKey(key: string): string {
  const names: Record<string, string> = {
    Alt: 'alt',
    Shift: 'shift',
    Control: 'ctrl',
    Meta: 'super',
    Enter: 'Return',
    Escape: 'Escape',
    Tab: 'Tab',
    Space: 'space',
    ArrowDown: 'Down',
    ArrowUp: 'Up',
  };
  return key
    .split('+')
    .map((part) => names[part] ?? (part.length === 1 ? part.toLowerCase() : part))
    .join('+');
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

/**
 * Runs `fn` on Pith's closed shadow root of `part` (in the page, for the test only) and returns its JSON-like
 * result; null while there is none. Page scripts cannot reach these roots: each browser's harness finds them
 * through its automation protocol (Chromium: DevTools `DOM.getDocument` with `pierce`; Firefox: WebDriver
 * BiDi serialising shadow trees of any mode).
 */
export type PithReader = <T, A>(
  part: PithPart,
  fn: (root: ShadowRoot, arg: A) => T,
  arg?: A,
) => Promise<T | null>;

/** Each tab's way to Pith's roots: registered by the Firefox harness, made on first use for a Chromium page. */
export const pithReaders = new WeakMap<object, PithReader>();

/** Pith's `part` root in the identifier `PITH_PART_OF`: the same test in both harnesses. */
export const PITH_PART_OF = `function (root) {
  return root.querySelector('[role="dialog"]') ? 'reader'
    : root.querySelector('[role="alert"]') ? 'notice'
    : root.querySelector('.legend') ? 'highlights' : null;
}`;

export async function inPith<T, A = undefined>(
  page: Tab,
  part: PithPart,
  fn: (root: ShadowRoot, arg: A) => T,
  arg?: A,
): Promise<T | null> {
  let read = pithReaders.get(page);
  if (!read) {
    // Any other tab is a Playwright Page (Chromium's tabs are; some tests open them themselves).
    if (firefoxTabs.has(page)) throw new Error('inPith: a Firefox tab its harness did not register');
    read = chromiumReader(page as unknown as Page);
    pithReaders.set(page, read);
  }
  return read(part, fn, arg);
}

/**
 * Text of the reader's dialog (whitespace collapsed); null while there is none. The dialog, not the whole
 * shadow root: where constructable stylesheets are refused the CSS sits in the shadow root as a <style>.
 */
export async function readerText(page: Tab): Promise<string | null> {
  const text = await inPith(
    page,
    'reader',
    (root) => (root.querySelector('[role="dialog"]') ?? root).textContent,
  );
  return text === null ? null : text.replace(/\s+/g, ' ');
}

/** Text of Pith's in-page notice; null while there is none. */
export async function noticeText(page: Tab): Promise<string | null> {
  return inPith(page, 'notice', (root) => root.querySelector('[role="alert"]')?.textContent ?? '');
}

/** Tabs of a Firefox harness: their screenshots get a "-firefox" suffix beside Chromium's. */
export const firefoxTabs = new WeakSet<object>();

export async function screenshot(page: Tab, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}${firefoxTabs.has(page) ? '-firefox' : ''}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** The real toolbar click, then the reader's text once it is there. */
export async function openReader(h: Harness, page: Tab): Promise<string> {
  await h.click(page);
  return (await waitFor(
    () => readerText(page),
    (t) => t !== null,
    'the reader overlay',
  )) as string;
}

/** A real mouse click (trusted, like a person's) on the element at `selector` in Pith's `part`. */
export async function clickInPith(page: Tab, part: PithPart, selector: string): Promise<void> {
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

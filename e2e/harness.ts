// Drives the built extension the way a person does, in Chromium (dist/chrome, harness-chromium.ts) and in
// Firefox ESR (dist/firefox, harness-firefox.ts), behind one interface so that one test body runs in both:
// pages served at http URLs, the real toolbar button, the background's own functions (`globalThis.pith`), and
// the page read through its DOM. A suite runs in both browsers with `describe.each(BROWSERS)` and
// `startExtension(browser)`, and touches pages only through `Tab` (a subset of Playwright's Page).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tools/lib/paths';
import { startChromium, type ChromiumHarness } from './harness-chromium';

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
  /** Moves the pointer to a point of the viewport (Firefox: the real X11 pointer). */
  mouse: { move(x: number, y: number): Promise<void> };
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
  /** From now on, a navigation to `url` (exactly) gets `html` (with `headers`, e.g. a CSP); every other
   * request of a page fails. */
  serve(url: string, html: string, headers?: Record<string, string>): void;
  /** A new tab showing `url`: one given to `serve`, or one of the browser's own pages. */
  newTab(url: string): Promise<Tab>;
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

/**
 * Text of the reader's dialog (whitespace collapsed), read through its open shadow root; null while there is
 * none. The dialog, not the whole shadow root: where constructable stylesheets are refused the CSS sits in the
 * shadow root as a <style>.
 */
export async function readerText(page: Tab): Promise<string | null> {
  const text = await page.evaluate(() => {
    const root = document.querySelector('[data-pith="reader"]')?.shadowRoot;
    return root ? (root.querySelector('[role="dialog"]') ?? root).textContent : null;
  });
  return text === null ? null : text.replace(/\s+/g, ' ');
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

// A large page's reader is painted first, as a manual popover, and made modal just after (top-layer.ts): the
// page's inertness, a restyle of every element, no longer comes between the click and the reader. Each state
// of the popover phase is read in the task that mounts the reader, before any frame: no timing to race.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../tools/lib/browser';
import { PAINT_FIRST_ELEMENTS } from '../../../extension/ui/reader/top-layer';
import { buildHarness } from './build-harness';
import { baseExtraction, hostilePage } from './fixtures';
import { calls, openHostPage } from './reader-page';

let browser: Browser;
let harness = '';
let page: Page | undefined;
let errors: string[] = [];
beforeAll(async () => {
  harness = await buildHarness();
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => page?.close());

/** The host page with `paragraphs` paragraphs and an open popover of its own (#tip), laid out. */
async function open(paragraphs: number, extra = ''): Promise<Page> {
  const html = hostilePage(paragraphs).replace(
    '</body>',
    `<div popover id="tip">A tip of the page's own</div>${extra}</body>`,
  );
  page = await openHostPage(browser, harness, html);
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.evaluate(() => {
    document.getElementById('tip')!.showPopover();
    document.documentElement.getBoundingClientRect();
  });
  return page;
}

const LARGE = PAINT_FIRST_ELEMENTS; // paragraphs: more elements than PAINT_FIRST_ELEMENTS with the rest

type Then = 'nothing' | 'escape' | 'destroy' | 'focus-page';

interface State {
  top: 'modal' | 'popover' | 'closed' | 'gone';
  /** role (or tag) of the focused element inside the reader; 'page' when focus is on the page. */
  focus: string;
  tipOpen: boolean;
}

/**
 * Mounts the reader and, in the same task, does `then` and reads the state; `inFirstFrame` is the state read
 * by a page's animation callback of the first frame after the mount (it runs after the reader's own).
 */
async function mountAndRead(then: Then): Promise<{ now: State; inFirstFrame: () => Promise<State> }> {
  const now = await page!.evaluate((then) => {
    const read = (): State => {
      const host = document.querySelector('[data-pith="reader"]');
      const top = host?.shadowRoot?.querySelector('dialog.top');
      const active = host?.shadowRoot?.activeElement;
      return {
        top: !top
          ? 'gone'
          : top.matches(':modal')
            ? 'modal'
            : top.matches(':popover-open')
              ? 'popover'
              : 'closed',
        focus:
          document.activeElement === host
            ? (active?.getAttribute('role') ?? active?.tagName.toLowerCase() ?? 'none')
            : 'page',
        tipOpen: document.getElementById('tip')!.matches(':popover-open'),
      };
    };
    type Api = { mountReader(o: unknown): { destroy(): void }; clampSettings(s: unknown): unknown };
    const w = window as unknown as {
      PithReader: Api;
      __calls: { closed: number; settings: unknown[]; actions: unknown[] };
      __reader: { destroy(): void };
      __firstFrame: Promise<State>;
      __read: () => State;
    };
    w.__calls = { closed: 0, settings: [], actions: [] };
    w.__reader = w.PithReader.mountReader({
      extraction: (w as unknown as { __extraction: unknown }).__extraction,
      settings: w.PithReader.clampSettings({}),
      onClose: () => (w.__calls.closed += 1),
      onSettingsChange: () => {},
      onAction: () => {},
    });
    w.__firstFrame = new Promise((resolve) => requestAnimationFrame(() => resolve(read())));
    w.__read = read;
    const shadow = document.querySelector('[data-pith="reader"]')?.shadowRoot;
    if (then === 'escape')
      shadow?.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }),
      );
    else if (then === 'destroy') w.__reader.destroy();
    else if (then === 'focus-page') document.getElementById('page-button')!.focus();
    return read();
  }, then);
  const inFirstFrame = () =>
    page!.evaluate(() => (window as unknown as { __firstFrame: Promise<State> }).__firstFrame);
  return { now, inFirstFrame };
}

/** The state once the reader had time to turn modal (two frames and a task after the mount). */
const settled = () =>
  page!.evaluate(
    () =>
      new Promise<State>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { __read: () => State }).__read())),
          ),
        ),
      ),
  );

const outer = () => page!.evaluate(() => document.documentElement.outerHTML);

async function withExtraction(): Promise<void> {
  await page!.evaluate(
    (e) => ((window as unknown as { __extraction: unknown }).__extraction = e),
    baseExtraction(),
  );
}

describe('the reader on a large page, painted before it is modal', () => {
  it('is modal at once on a page of fewer elements, as always', async () => {
    await open(80);
    await withExtraction();
    const { now } = await mountAndRead('nothing');
    expect(now).toEqual({ top: 'modal', focus: 'dialog', tipOpen: false });
  });

  it('is a focused popover when mounted, painted so, then modal with the focus where it was', async () => {
    await open(LARGE);
    await withExtraction();
    const { now, inFirstFrame } = await mountAndRead('nothing');
    // Above the page, the page's own popover left open (a manual popover closes none), the reader focused.
    expect(now).toEqual({ top: 'popover', focus: 'dialog', tipOpen: true });
    // The frame that paints the reader paints the popover: modal only after it.
    expect((await inFirstFrame()).top).toBe('popover');
    expect(await settled()).toEqual({ top: 'modal', focus: 'dialog', tipOpen: false });
    // Modal: the page is inert, its button cannot take the focus.
    const focus = await page!.evaluate(() => {
      document.getElementById('page-button')!.focus();
      return document.activeElement?.getAttribute('data-pith');
    });
    expect(focus).toBe('reader');
    expect(errors).toEqual([]);
  });

  it('keeps the focus in the reader while it is a popover', async () => {
    await open(LARGE);
    await withExtraction();
    const { now } = await mountAndRead('focus-page');
    expect(now).toEqual({ top: 'popover', focus: 'dialog', tipOpen: true });
  });

  for (const then of ['escape', 'destroy'] as const) {
    it(`closes on ${then === 'escape' ? 'Escape' : 'destroy()'} while a popover, and leaves the page as found`, async () => {
      await open(LARGE);
      await withExtraction();
      const before = await outer();
      const { now } = await mountAndRead(then);
      expect(now).toEqual({ top: 'gone', focus: 'page', tipOpen: true });
      expect((await calls(page!)).closed).toBe(then === 'escape' ? 1 : 0);
      // No frame later turns a closed reader modal, or throws.
      expect(await settled()).toEqual({ top: 'gone', focus: 'page', tipOpen: true });
      expect(await outer()).toBe(before);
      expect(errors).toEqual([]);
    });
  }

  it('is modal at once above a modal dialog of the page', async () => {
    await open(LARGE, '<dialog id="consent">Accept our cookies</dialog>');
    await page!.evaluate(() => (document.getElementById('consent') as HTMLDialogElement).showModal());
    await withExtraction();
    const before = await outer();
    const { now } = await mountAndRead('nothing');
    expect(now).toEqual({ top: 'modal', focus: 'dialog', tipOpen: false });
    await page!.evaluate(() => (window as unknown as { __reader: { destroy(): void } }).__reader.destroy());
    expect(await page!.evaluate(() => document.getElementById('consent')!.matches(':modal'))).toBe(true);
    expect(await outer()).toBe(before);
  });

  it('is modal at once above a modal dialog in a closed shadow root, which no query of the page finds', async () => {
    await open(LARGE, '<div id="widget"></div>');
    await page!.evaluate(() => {
      const root = document.getElementById('widget')!.attachShadow({ mode: 'closed' });
      const dialog = document.createElement('dialog');
      dialog.textContent = 'Sign up for our newsletter';
      root.append(dialog);
      dialog.showModal();
    });
    await withExtraction();
    const { now } = await mountAndRead('nothing');
    expect(now).toEqual({ top: 'modal', focus: 'dialog', tipOpen: false });
  });
});

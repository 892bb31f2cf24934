// Test-side driver: a Chromium page with the hostile host page, the overlay bundle evaluated into it (no
// <script> element, so the page DOM is untouched), and helpers to mount the reader and read its shadow root.
import type { Browser, Page } from 'playwright-core';
import type { Extraction } from '../../../src/types';
import type { ReaderSettings } from '../../../extension/ui/reader/settings';
import { hostilePage } from './fixtures';

export const PAGE_URL = 'http://pith.test/harbour';

export interface Calls {
  closed: number;
  settings: ReaderSettings[];
  actions: string[];
}

export async function openHostPage(
  browser: Browser,
  harness: string,
  html = hostilePage(),
  headers: Record<string, string> = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route('**/*', (route) =>
    route.request().url() === PAGE_URL
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html, headers })
      : route.abort('blockedbyclient'),
  );
  await page.goto(PAGE_URL);
  await page.evaluate(harness);
  return page;
}

/** Mounts the overlay; callbacks are recorded in `window.__calls`. */
export async function mount(
  page: Page,
  extraction: Extraction,
  settings?: Partial<ReaderSettings>,
): Promise<void> {
  await page.evaluate(
    ({ extraction, settings }) => {
      type Api = {
        mountReader(o: unknown): { destroy(): void };
        clampSettings(s: unknown): unknown;
      };
      const api = (window as unknown as { PithReader: Api }).PithReader;
      const w = window as unknown as { __calls: Calls; __reader: { destroy(): void } };
      w.__calls = { closed: 0, settings: [], actions: [] };
      w.__reader = api.mountReader({
        extraction,
        settings: api.clampSettings(settings ?? {}),
        onClose: () => (w.__calls.closed += 1),
        onSettingsChange: (s: ReaderSettings) => w.__calls.settings.push(s),
        onAction: (a: string) => w.__calls.actions.push(a),
      });
    },
    { extraction, settings },
  );
}

export const calls = (page: Page): Promise<Calls> =>
  page.evaluate(() => (window as unknown as { __calls: Calls }).__calls);

export const destroy = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as { __reader: { destroy(): void } }).__reader.destroy());

/** Locator inside the overlay's shadow root (Playwright CSS pierces open shadow roots). */
export const inReader = (page: Page, selector: string) => page.locator(`[data-pith="reader"] ${selector}`);

export const readerIsOpen = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.querySelector('[data-pith="reader"]') !== null);

/** Computed style of the first element matching `selector` inside the shadow root. */
export function shadowStyle(page: Page, selector: string, props: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    ({ selector, props }) => {
      const el = document.querySelector('[data-pith="reader"]')?.shadowRoot?.querySelector(selector);
      if (!el) throw new Error(`no ${selector} in the overlay`);
      const style = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    },
    { selector, props },
  );
}

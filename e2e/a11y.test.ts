// Accessibility (issue 5 item 4): axe-core finds no serious or critical violation in the reading view,
// the highlight legend, the popup and the options page. Also takes the popup and options screenshots.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openReader, screenshot, startExtension, waitFor, type ChromiumHarness } from './harness';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The two impact levels the issue counts as failing ("no serious violations"). */
const FAILING = ['serious', 'critical'];

interface Violation {
  id: string;
  impact: string;
  nodes: string[];
}

/** Runs axe in `page`, on the element at `shadowPath` (host selector, then a selector inside its shadow root). */
async function axe(page: Page, shadowPath: string[] | null): Promise<Violation[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async (path) => {
    interface AxeResult {
      id: string;
      impact: string;
      nodes: { target: unknown }[];
    }
    const { axe } = globalThis as unknown as {
      axe: { run(c: unknown, o: unknown): Promise<{ violations: AxeResult[]; passes: AxeResult[] }> };
    };
    const result = await axe.run(path ? { include: { fromShadowDom: path } } : document, {});
    // Nothing checked would make "no violations" meaningless.
    if (result.passes.length === 0) throw new Error('axe checked nothing');
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, shadowPath);
  return violations.filter((v) => FAILING.includes(v.impact));
}

// Chromium only: axe runs the same in either engine, and the popup and options pages are checked at their
// own sizes through Playwright (emulated colour scheme, viewport), which the Firefox harness does not offer.
describe('accessibility (axe-core)', () => {
  let h: ChromiumHarness;
  beforeAll(async () => {
    h = await startExtension();
  });
  afterAll(async () => h?.close());

  it('reading view in light and dark themes, and the highlight legend', async () => {
    const page = await h.open('blog-comments.html');
    await openReader(h, page);
    const reader = ['[data-pith="reader"]', '[role="dialog"]'];
    expect(await axe(page, reader)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' }); // default theme follows the system
    expect(await axe(page, reader)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    const tabId = await h.tabId(page);
    await h.call('highlight', tabId);
    expect(await axe(page, ['[data-pith="highlights"]', '.legend'])).toEqual([]);
    await page.close();
  });

  it('popup (with a screenshot) and options page', async () => {
    const page = await h.open('forum-div.html');
    await openReader(h, page); // grants activeTab on the tab the popup reports on
    const tabId = await h.tabId(page);
    await page.keyboard.press('Escape');

    const popup = await h.context.newPage();
    await popup.setViewportSize({ width: 352, height: 470 });
    await popup.goto(`chrome-extension://${h.extensionId}/popup/index.html?tab=${tabId}`);
    const stats = await waitFor(
      () => popup.evaluate(() => document.querySelector('dl.stats')?.textContent ?? ''),
      (t) => t.length > 0,
      'the popup to show the page info',
    );
    expect(stats).toMatch(/Page type\s*Several posts/);
    expect(stats).toMatch(/Posts\s*4/);
    expect(await axe(popup, null)).toEqual([]);
    await screenshot(popup, 'popup');

    await popup.getByRole('button', { name: 'Highlight' }).click();
    await waitFor(
      () => page.evaluate(() => document.querySelector('[data-pith="highlights"]') !== null),
      (on) => on,
      'the popup’s Highlight button to reach the page',
    );

    const options = await h.context.newPage();
    await options.goto(`chrome-extension://${h.extensionId}/options/index.html`);
    await options.getByRole('combobox', { name: 'Export format' }).waitFor();
    // Readers get the engine's default: no choice among the research methods.
    expect(await options.getByRole('combobox', { name: 'Extraction method' }).count()).toBe(0);
    expect(await axe(options, null)).toEqual([]);
    await screenshot(options, 'options');
    await Promise.all([popup.close(), options.close(), page.close()]);
  });
});

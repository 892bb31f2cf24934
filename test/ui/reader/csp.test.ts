// Pages with a strict Content-Security-Policy. The overlay must still be styled: the stylesheet is adopted
// (constructable), not an inline <style>, and dynamic styles are set through the CSSOM. And page HTML,
// handlers included, must never give an element an event handler on any path (reader, export,
// highlights): handler-probe.ts watches every parse, the live DOM and every CSP report, and settle() waits
// until every report and image error has arrived, so the verdict does not depend on timing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block, Extraction } from '../../../src/types';
import { launchBrowser } from '../../../tools/lib/browser';
import { ALL_MASKS_CASE, MASKING_CASES, parsedWithoutHandlers } from '../../extension/masking-cases';
import { buildHarness } from './build-harness';
import { baseExtraction } from './fixtures';
import { installProbe, settle } from './handler-probe';
import { mount, PAGE_URL, shadowStyle } from './reader-page';

const PLAIN_PAGE =
  '<!doctype html><html lang="en"><head><title>Strict page</title></head><body><p>Text</p></body></html>';
// 'report-sample' lets settle() tell its own report apart; no 'unsafe-inline' for scripts anywhere.
const STRICT = "default-src 'self'; script-src 'self' 'report-sample'; img-src data:";
// The highlight layer brings its own <style> element: allowed here, it is not what the handler tests are about.
const STRICT_SCRIPTS = `${STRICT}; style-src 'self' 'unsafe-inline'`;

let browser: Browser;
let harness: string;

beforeAll(async () => {
  harness = await buildHarness();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The plain page with `csp` (none: ''), the probe installed before the harness. */
async function strictPage(csp: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route('**/*', (route) =>
    route.request().url() === PAGE_URL
      ? route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: PLAIN_PAGE,
          headers: csp ? { 'content-security-policy': csp } : {},
        })
      : route.abort('blockedbyclient'),
  );
  await page.goto(PAGE_URL);
  await installProbe(page);
  await page.evaluate(harness);
  return page;
}

it("is fully styled on a page with style-src 'self', and the page sees no CSP report", async () => {
  const page = await strictPage(`${STRICT}; style-src 'self'`);
  await mount(page, baseExtraction(), { theme: 'sepia', fontSize: 21 });
  await expect(shadowStyle(page, '.root', ['background-color', 'position'])).resolves.toEqual({
    'background-color': 'rgb(245, 236, 217)',
    position: 'absolute',
  });
  await expect(shadowStyle(page, '.doc .content p', ['font-size'])).resolves.toEqual({ 'font-size': '21px' });
  expect((await settle(page, true)).violations).toEqual([]);
  await page.close();
});

/** The fixture's hostile image (in baseExtraction's article) plus a handler on an element of its own. */
const HANDLERS =
  '<p onclick="window.__pwned = true">A card with a handler.</p><img src="x:" onerror="window.__pwned = true" alt="">';
const card = (html: string): Block => ({ author: 'Ana', date: null, text: 'A card.', html, link: null });

/** Every kind of page HTML the paths take, each with handlers and the masking edge cases. */
function hostileExtraction(): Extraction {
  const base = baseExtraction();
  return baseExtraction({
    article: { html: `${base.article.html}\n${MASKING_CASES.join('\n')}`, text: base.article.text },
    comments: [card(HANDLERS), ...MASKING_CASES.map(card)],
    posts: [card(HANDLERS), card(HANDLERS)],
    regions: [
      {
        kind: 'article',
        selector: 'p',
        box: { x: 8, y: 8, width: 600, height: 40 },
        score: 0.9,
        reasons: ['densest-text'],
        why: HANDLERS,
      },
    ],
  });
}

type Path = 'reader' | 'export-text' | 'export-markdown' | 'export-html' | 'highlights';

/** Runs `path` in the page on the hostile extraction; an export returns what it wrote. */
function run(page: Page, path: Path, extraction: Extraction): Promise<string> {
  return page.evaluate(
    ({ path, extraction }) => {
      type Api = {
        mountReader(o: unknown): unknown;
        clampSettings(s: unknown): unknown;
        formatExport(e: unknown, format: string, o: unknown): string;
        showHighlights(e: unknown, onClose: () => void): unknown;
      };
      const api = (window as unknown as { PithReader: Api }).PithReader;
      if (path === 'highlights') api.showHighlights(extraction, () => {});
      if (path === 'reader') {
        const noop = () => {};
        const settings = api.clampSettings({});
        api.mountReader({ extraction, settings, onClose: noop, onSettingsChange: noop, onAction: noop });
      }
      if (!path.startsWith('export-')) return '';
      return api.formatExport(extraction, path.slice('export-'.length), { includeExtras: true });
    },
    { path, extraction },
  );
}

describe('page HTML never gets an event handler', () => {
  const paths: Path[] = ['reader', 'export-text', 'export-markdown', 'export-html', 'highlights'];

  it.each(paths)('%s: no handler attribute is parsed, none reaches the page, none runs', async (path) => {
    for (const csp of [STRICT_SCRIPTS, '']) {
      const page = await strictPage(csp);
      const written = await run(page, path, hostileExtraction());
      const seen = await settle(page, Boolean(csp));
      // No markup with an on* attribute was ever given to a parser, and no parse into a live document.
      expect(seen.parses.filter((p) => p.handler || p.live)).toEqual([]);
      expect(seen.liveHandlers).toEqual([]);
      // The browser's own witness: Chromium reports every on* attribute a parser sets under this CSP.
      expect(seen.violations).toEqual([]);
      expect(seen.pwned).toBe(false);
      // The HTML export is markup: none of it has a handler either (text exports may quote "<b onclick>").
      if (path === 'export-html') expect(written).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      await page.close();
    }
  });

  it('shows the reader article, comments and posts it was given', async () => {
    const page = await strictPage(STRICT_SCRIPTS);
    await run(page, 'reader', hostileExtraction());
    const counts = await page.evaluate(() => {
      const root = document.querySelector('[data-pith="reader"]')!.shadowRoot!;
      return ['.doc .content figure', '.comments .card', '.posts .card'].map(
        (s) => root.querySelectorAll(s).length,
      );
    });
    expect(counts).toEqual([1, MASKING_CASES.length + 1, 2]);
    await page.close();
  });

  it("parses like Chromium's parser, less the on* attributes", async () => {
    const page = await strictPage('');
    const cases = [...MASKING_CASES, ALL_MASKS_CASE];
    const expected = await page.evaluate(
      ({ cases, reference }) => {
        const parsed = new Function(`return ${reference}`)() as (html: string) => string;
        return cases.map(parsed);
      },
      { cases, reference: parsedWithoutHandlers.toString() },
    );
    const actual = await page.evaluate((cases) => {
      const api = (window as unknown as { PithReader: { parseInert(h: string): HTMLElement } }).PithReader;
      return cases.map((html) => api.parseInert(html).innerHTML);
    }, cases);
    expect(actual).toEqual(expected);
    await page.close();
  });
});

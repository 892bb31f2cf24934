// Pages that hide their article from a light-DOM reader, and pages too large to read whole, opened with the real
// toolbar click in the built extension. The closed shadow root is read through the extension's own API
// (chrome.dom.openOrClosedShadowRoot, passed to the engine by extension/content/engine.ts). The huge pages are
// generated here (test/helpers/huge-pages.ts); their click-to-reader times are printed and recorded in
// bench/HUGE.md (no test asserts on time: this machine is shared).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugeArticlePage, LATE_ARTICLE, lateArticlePage } from '../test/helpers/huge-pages';
import {
  BROWSERS,
  FIXTURES,
  openReader,
  readerText,
  startExtension,
  waitFor,
  type Harness,
  type Tab,
} from './harness';

describe.each(BROWSERS)('in %s', (browser) => {
  let h: Harness;
  let served = 0;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  /**
   * A tab showing `files[name]` at http://pith.test/<n>/<name>, its frames served from `files` too; its layout
   * done, and `settle` ms later.
   */
  async function openServed(name: string, files: Record<string, string | Buffer>, settle = 0): Promise<Tab> {
    const dir = `http://pith.test/${++served}/`;
    for (const [file, body] of Object.entries(files)) h.serve(dir + file, body.toString());
    const page = await h.newTab(dir + name, { timeout: 170_000 });
    // As a person sees it: laid out before the click (a 20 MB page takes seconds to lay out after `load`).
    await page.evaluate(() => document.documentElement.getBoundingClientRect().height);
    await new Promise((resolve) => setTimeout(resolve, settle));
    return page;
  }

  /**
   * How long a huge page is looked at before the click: the browser's own work after loading it is done by
   * then. Firefox asks its history about each of the late page's 33,000 links and restyles them as the answers
   * come, about a second of its main thread just after the layout, and checks every page for its own Reader
   * View (the 20 MB page's whole text read once); a click at once had the reader wait for that work.
   */
  const LOOKED_AT_MS = 3_000;

  /** The toolbar click, then milliseconds until the reader's text is there (waitFor polls every 100 ms), and the text. */
  async function clickToReader(page: Tab): Promise<{ ms: number; text: string }> {
    const t0 = performance.now();
    await h.click(page);
    const text = (await waitFor(
      () => readerText(page),
      (t) => t !== null,
      'the reader',
      60_000,
    )) as string;
    return { ms: Math.round(performance.now() - t0), text };
  }

  describe('articles a light-DOM reader misses', () => {
    it('reads an article in a closed shadow root through the extension API', async () => {
      const html = fs.readFileSync(path.join(FIXTURES, 'shadow-closed.html'));
      const page = await openServed('shadow-closed.html', { 'shadow-closed.html': html });
      const text = await openReader(h, page);
      expect(text).toContain('Ten years after the sea wall was breached');
      expect(text).toContain('Farmers who sold the land were sceptical');
      expect(text).not.toContain('Header sentence');
      expect(text).not.toContain('Sidebar sentence');
      await page.close();
    });

    it('reads an article continued in a same-origin frame, in order', async () => {
      const html = fs.readFileSync(path.join(FIXTURES, 'iframe-article.html'));
      const page = await openServed('iframe-article.html', { 'iframe-article.html': html });
      const text = await openReader(h, page);
      const at = ['Opening sentence', 'Middle sentence', 'Closing sentence'].map((s) => text.indexOf(s));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(text).not.toContain('Sidebar sentence');
      await page.close();
    });

    it("reads a frameset's main frame", async () => {
      const dir = path.join(FIXTURES, 'frames');
      const files = Object.fromEntries(
        fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f))]),
      );
      const page = await openServed('frameset.html', files);
      const text = await openReader(h, page);
      expect(text).toContain('A tidal mill stores the rising tide');
      expect(text).not.toContain('Navigation sentence');
      await page.close();
    });
  });

  describe('huge pages', () => {
    it('opens a 100,000-element page on the article that comes last', { timeout: 240_000 }, async () => {
      const page = await openServed('late.html', { 'late.html': lateArticlePage(100_000) }, LOOKED_AT_MS);
      const { ms, text } = await clickToReader(page);
      console.log(`${browser}: click to reader, 100,000 elements, article last: ${ms} ms`);
      expect(text).toContain(LATE_ARTICLE.first);
      expect(text).toContain(LATE_ARTICLE.last);
      expect(text).not.toContain('Council notice');
      expect(text).not.toContain('very large');
      await page.close();
    });

    it('opens a 20 MB page on its beginning and says it was shortened', { timeout: 300_000 }, async () => {
      const page = await openServed('huge.html', { 'huge.html': hugeArticlePage(20_000_000) }, LOOKED_AT_MS);
      const { ms, text } = await clickToReader(page);
      console.log(`${browser}: click to reader, 20 MB page: ${ms} ms`);
      expect(text).toMatch(/This page is very large; Pith shows the first [\d,]+ characters of it\./);
      expect(text).toContain('Paragraph 0. The river authority');
      expect(text.length).toBeLessThan(400_000);
      await page.close();
    });

    it('leaves the reader closed until then and the page as it was (no notice)', async () => {
      const page = await openServed('small.html', { 'small.html': lateArticlePage(3_000) });
      expect(await readerText(page)).toBeNull();
      const text = await openReader(h, page);
      expect(text).toContain(LATE_ARTICLE.first);
      expect(text).not.toContain('very large');
      await page.close();
    });
  });
});

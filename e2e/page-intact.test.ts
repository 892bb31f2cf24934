// House style 8 / issue 5 "done when": opening and closing the reader and the highlights leaves the page's
// DOM exactly as it was (documentElement.outerHTML compared before and after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS, openReader, readerText, startExtension, waitFor, type Harness, type Tab } from './harness';

const outer = (page: Tab) => page.evaluate(() => document.documentElement.outerHTML);
const scrollTop = (page: Tab) => page.evaluate(() => scrollY);

describe.each(BROWSERS)('the page after Pith in %s', (browser) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  for (const fixture of ['news-article.html', 'forum-table.html']) {
    it(`is unchanged after reader and highlights on ${fixture}`, async () => {
      const page = await h.open(fixture);
      await page.evaluate(() => scrollTo(0, 300));
      const before = await outer(page);
      const scrolled = await scrollTop(page);

      await openReader(h, page);
      expect(await outer(page)).not.toBe(before); // the overlay really was in the page
      await page.keyboard.press('Escape');
      await waitFor(
        () => readerText(page),
        (t) => t === null,
        'the reader to close',
      );

      const tabId = await h.tabId(page);
      expect(await h.call('highlight', tabId)).toMatchObject({ ok: true, on: true });
      await page.mouse.move(300, 300); // hover tip
      await page.setViewportSize({ width: 1000, height: 800 }); // re-layout
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await h.call('highlight', tabId)).toMatchObject({ ok: true, on: false });

      // a second round through the background's own function
      expect(await h.call('open', tabId)).toEqual({ ok: true, open: true });
      expect(await h.call('open', tabId)).toEqual({ ok: true, open: false });

      expect(await outer(page)).toBe(before);
      expect(await scrollTop(page)).toBe(scrolled);
      await page.close();
    });
  }
});

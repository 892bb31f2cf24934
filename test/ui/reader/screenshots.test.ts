// Screenshots of the reading view for people to look at (artifacts/screenshots/ui-*.png, git-ignored).
// Each shot also checks the state it claims to show, so a broken state cannot pass as a picture.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../tools/lib/browser';
import { ROOT } from '../../../tools/lib/paths';
import type { Extraction } from '../../../src/types';
import type { ReaderSettings } from '../../../extension/ui/reader/settings';
import { buildHarness } from './build-harness';
import { baseExtraction, blogExtraction, forumExtraction, rtlExtraction } from './fixtures';
import { inReader, mount, openHostPage, shadowStyle } from './reader-page';

const OUT = path.join(ROOT, 'artifacts', 'screenshots');

let browser: Browser;
let harness: string;

beforeAll(async () => {
  harness = await buildHarness();
  browser = await launchBrowser();
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(
  name: string,
  extraction: Extraction,
  settings: Partial<ReaderSettings>,
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await openHostPage(browser, harness);
  await mount(page, extraction, settings);
  await prepare?.(page);
  const file = path.join(OUT, `ui-${name}.png`);
  await page.screenshot({ path: file });
  expect(fs.statSync(file).size).toBeGreaterThan(10_000);
  return page;
}

const SCROLL_TO = (selector: string) => async (page: Page) => {
  await inReader(page, selector)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
};

describe('screenshots', () => {
  const themes: [ReaderSettings['theme'], string][] = [
    ['light', 'rgb(253, 253, 252)'],
    ['dark', 'rgb(26, 27, 30)'],
    ['sepia', 'rgb(245, 236, 217)'],
  ];
  for (const [theme, background] of themes) {
    it(`article, ${theme}`, async () => {
      const page = await shoot(`article-${theme}`, baseExtraction(), { theme });
      await expect(shadowStyle(page, '.root', ['background-color'])).resolves.toEqual({
        'background-color': background,
      });
      await page.close();
    });
  }

  it('article body: figure, table, quote and code', async () => {
    const page = await shoot('article-media', baseExtraction(), { theme: 'light' }, SCROLL_TO('.content h2'));
    const pre = await shadowStyle(page, '.content pre', ['white-space', 'overflow-x', 'font-family']);
    expect(pre).toMatchObject({ 'white-space': 'pre', 'overflow-x': 'auto' });
    expect(pre['font-family']).toMatch(/mono/i);
    await page.close();
  });

  it('blog comments as cards', async () => {
    const page = await shoot('comments-light', blogExtraction(), { theme: 'light' }, SCROLL_TO('.comments'));
    await expect(inReader(page, '.comments .card').count()).resolves.toBe(3);
    await page.close();
  });

  it('forum posts as cards, dark', async () => {
    const page = await shoot('forum-dark', forumExtraction(), { theme: 'dark' });
    await expect(inReader(page, '.posts .card').count()).resolves.toBe(3);
    await page.close();
  });

  it('text settings open', async () => {
    const page = await shoot('settings-sepia', baseExtraction(), { theme: 'sepia' }, async (p) => {
      await inReader(p, 'button[aria-controls="pith-settings"]').click();
    });
    await expect(inReader(page, '#pith-settings').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('right-to-left article', async () => {
    const page = await shoot('rtl-light', rtlExtraction(), { theme: 'light' });
    await expect(shadowStyle(page, '.doc', ['direction'])).resolves.toEqual({ direction: 'rtl' });
    await page.close();
  });

  it('print preview: only the reading view', async () => {
    const page = await shoot('print', blogExtraction(), { theme: 'dark' }, async (p) => {
      await p.emulateMedia({ media: 'print' });
    });
    await expect(page.evaluate(() => getComputedStyle(document.body).display)).resolves.toBe('none');
    await expect(shadowStyle(page, '.root', ['background-color'])).resolves.toEqual({
      'background-color': 'rgb(255, 255, 255)',
    });
    await page.close();
  });

  it('narrow window', async () => {
    const page = await shoot('narrow-light', blogExtraction(), { theme: 'light' }, async (p) => {
      await p.setViewportSize({ width: 390, height: 844 });
    });
    const overflow = await page.evaluate(() => {
      const root = document.querySelector('[data-pith="reader"]')!.shadowRoot!.querySelector('.root')!;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBe(0);
    await page.close();
  });
});

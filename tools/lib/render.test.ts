// renderPage's corpus rules in real Chromium: only the page itself is served, at its (canonical) URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { renderPage } from './render';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('renderPage', () => {
  it('keeps the page when a <noscript> meta refresh tries to navigate away', async () => {
    const html = `<html><head><noscript><meta http-equiv="refresh" content="0;url=https://elsewhere.test/x"></noscript>
      </head><body><p>still here</p></body></html>`;
    const rendered = await renderPage(browser, 'https://site.test/page', Buffer.from(html));
    await new Promise((r) => setTimeout(r, 300)); // give the refresh its chance
    expect(await rendered.page.evaluate(() => [location.href, document.body.innerText])).toEqual([
      'https://site.test/page',
      'still here',
    ]);
    await rendered.close();
  });

  it('serves the page at the canonical form of a sloppy gold URL', async () => {
    const rendered = await renderPage(browser, 'https://site.test/a b ', Buffer.from('<p>ok</p>'));
    expect(await rendered.page.evaluate(() => location.href)).toBe('https://site.test/a%20b');
    await rendered.close();
  });
});

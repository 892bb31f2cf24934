// A page whose Content-Security-Policy forbids inline styles must still get a styled overlay: the stylesheet
// is adopted (constructable), not an inline <style>, and dynamic styles are set through the CSSOM.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../../tools/lib/browser';
import { buildHarness } from './build-harness';
import { baseExtraction } from './fixtures';
import { mount, openHostPage, shadowStyle } from './reader-page';

const PLAIN_PAGE =
  '<!doctype html><html lang="en"><head><title>Strict page</title></head><body><p>Text</p></body></html>';

let browser: Browser;
let harness: string;

beforeAll(async () => {
  harness = await buildHarness();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("is fully styled on a page with style-src 'self'", async () => {
  // The page itself has no inline style, so any CSP report can only come from the overlay.
  const page = await openHostPage(browser, harness, PLAIN_PAGE, {
    'content-security-policy': "default-src 'self'; img-src data:; style-src 'self'",
  });
  const blocked: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && blocked.push(m.text()));
  await mount(page, baseExtraction(), { theme: 'sepia', fontSize: 21 });
  await expect(shadowStyle(page, '.root', ['background-color', 'position'])).resolves.toEqual({
    'background-color': 'rgb(245, 236, 217)',
    position: 'absolute',
  });
  await expect(shadowStyle(page, '.doc .content p', ['font-size'])).resolves.toEqual({ 'font-size': '21px' });
  expect(blocked).toEqual([]);
  await page.close();
});

// Shared vitest hooks for the overlay's browser suites: one Chromium and one harness build per file, a fresh
// hostile host page per test.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from '../../../tools/lib/browser';
import { buildHarness } from './build-harness';
import { openHostPage } from './reader-page';

export function useHostPage(onPage: (page: Page) => void): void {
  let browser: Browser | undefined;
  let harness = '';
  let page: Page | undefined;
  beforeAll(async () => {
    harness = await buildHarness();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await openHostPage(browser!, harness);
    onPage(page);
  });
  afterEach(async () => {
    await page?.close();
  });
}

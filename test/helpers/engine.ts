// Engine tests in real Chromium: a fixture page from test/fixtures is served at an http URL with page
// JavaScript off (as the corpus is rendered), the built engine (dist/engine/pith-engine.js, `npm run build`)
// is injected, and its Extraction comes back. One browser per test file; call `closeEngine()` in afterAll.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ExtractOptions, Extraction } from '../../src/types';
import { launchBrowser } from '../../tools/lib/browser';
import { ROOT } from '../../tools/lib/paths';
import { renderPage, runEngine, type TabOptions } from '../../tools/lib/render';

export const FIXTURES = path.join(ROOT, 'test', 'fixtures');
/** Fixtures are served here (a reserved TLD: nothing can reach the network). */
export const FIXTURE_ORIGIN = 'http://fixtures.pith.test';

let browser: Promise<Browser> | null = null;

function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser();
  return browser;
}

export function fixtureUrl(name: string): string {
  return `${FIXTURE_ORIGIN}/pages/${name}`;
}

/**
 * Renders `test/fixtures/<name>` and returns the engine's Extraction (plus the in-page `ms`). The method is
 * `sd` unless given: these tests pin the SD pipeline even when the engine's default method changes.
 */
export async function withEngine(
  name: string,
  options: ExtractOptions = {},
): Promise<Extraction & { ms: number }> {
  return withPage(name, (page) => runEngine<Extraction & { ms: number }>(page, { method: 'sd', ...options }));
}

/** Renders a fixture and hands the live page to `fn` (for tests that also inspect the DOM); page JavaScript
 * off unless `options.scripts`. */
export async function withPage<T>(
  name: string,
  fn: (page: Page) => Promise<T>,
  options: TabOptions = {},
): Promise<T> {
  const bytes = fs.readFileSync(path.join(FIXTURES, name));
  const rendered = await renderPage(await sharedBrowser(), fixtureUrl(name), bytes, options);
  try {
    return await fn(rendered.page);
  } finally {
    await rendered.close();
  }
}

export async function closeEngine(): Promise<void> {
  if (browser) await (await browser).close();
  browser = null;
}

/** Renders `html` (made by the test, not a fixture file) at `url` and hands the live page to `fn`. */
export async function withHtml<T>(
  html: string,
  fn: (page: Page) => Promise<T>,
  url = `${FIXTURE_ORIGIN}/made/page.html`,
): Promise<T> {
  const rendered = await renderPage(await sharedBrowser(), url, Buffer.from(html));
  try {
    return await fn(rendered.page);
  } finally {
    await rendered.close();
  }
}

/** The shared browser, for a test that serves a page of several files itself (a frameset). */
export function engineBrowser(): Promise<Browser> {
  return sharedBrowser();
}

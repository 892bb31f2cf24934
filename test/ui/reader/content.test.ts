// The overlay's content in real Chromium: header, article, comment and post cards, RTL, empty pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseExtraction, blogExtraction, forumExtraction, rtlExtraction } from './fixtures';
import { calls, inReader, mount, readerIsOpen, shadowStyle } from './reader-page';
import { useHostPage } from './session';

let page: Page;
useHostPage((p) => (page = p));

/** The element is entirely inside the viewport (it starts below the top edge and ends above the bottom). */
const inViewport = (selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return window.scrollY > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);

describe('content', () => {
  it('renders title, byline, date, reading time and the article', async () => {
    await mount(page, baseExtraction());
    await expect(inReader(page, 'h1#pith-title').textContent()).resolves.toContain(
      'A morning at the harbour',
    );
    await expect(inReader(page, '.meta').textContent()).resolves.toMatch(
      /By Marta Oliveira.*(March 5, 2024|5 March 2024)/,
    );
    const readingTime = await inReader(page, '.reading-time').textContent();
    expect(readingTime).toMatch(/^\d+ min read$/);
    await expect(inReader(page, '.doc .content figure figcaption').textContent()).resolves.toContain('hills');
    await expect(inReader(page, '.table-wrap[role="region"] table').count()).resolves.toBe(1);
  });

  it('never runs scripts from the article HTML', async () => {
    await mount(page, baseExtraction());
    const found = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: boolean }).__pwned ?? false,
      scripts: document.querySelector('[data-pith="reader"]')!.shadowRoot!.querySelectorAll('script').length,
      handlers: document.querySelector('[data-pith="reader"]')!.shadowRoot!.querySelectorAll('[onerror]')
        .length,
    }));
    expect(found).toEqual({ pwned: false, scripts: 0, handlers: 0 });
  });

  it('shows each comment as its own card with its author', async () => {
    await mount(page, blogExtraction());
    await expect(inReader(page, '.comments h2').textContent()).resolves.toBe('Comments (3)');
    const authors = await inReader(page, '.comments .card .who').allTextContents();
    expect(authors).toEqual(['Jonas Berg', 'Aisha Khan', 'Anonymous']);
    await expect(inReader(page, '.comments .card').nth(1).textContent()).resolves.toContain('harbour master');
  });

  it('shows forum posts as cards with author, date and a link back for URLs, anchors and selectors', async () => {
    await mount(page, forumExtraction());
    await expect(inReader(page, '.posts h2').textContent()).resolves.toBe('Posts (3)');
    await expect(inReader(page, '.posts .card .who').allTextContents()).resolves.toEqual([
      'saltmarsh_sam',
      'mudlark',
      'Old Pete',
    ]);
    // The author links to their profile where the page gave one, and only to a web address.
    await expect(inReader(page, '.posts .card').nth(0).locator('a.who').getAttribute('href')).resolves.toBe(
      'http://example.org/u/saltmarsh_sam',
    );
    await expect(inReader(page, '.posts .card').nth(1).locator('a.who').count()).resolves.toBe(0);
    await expect(
      inReader(page, '.posts .card').first().locator('time').getAttribute('datetime'),
    ).resolves.toBe('2024-02-01T18:20:00Z');
    await expect(
      inReader(page, '.posts .card').nth(0).locator('.card-foot a').getAttribute('href'),
    ).resolves.toBe('http://example.org/t/1#p1');
    await expect(
      inReader(page, '.posts .card').nth(1).locator('.card-foot a').getAttribute('href'),
    ).resolves.toBe('#post-2');
    await inReader(page, '.posts .card').nth(2).locator('.card-foot button').click();
    expect(await readerIsOpen(page)).toBe(false);
    expect((await calls(page)).closed).toBe(1);
    await expect(inViewport('div.post[data-n="3"]')).resolves.toBe(true);
  });

  it('an anchor link closes the reader and scrolls to the post without changing the URL', async () => {
    await mount(page, forumExtraction());
    await inReader(page, '.posts .card').nth(1).locator('.card-foot a').click();
    expect(await readerIsOpen(page)).toBe(false);
    await expect(inViewport('#post-2')).resolves.toBe(true);
    await expect(page.evaluate(() => location.hash)).resolves.toBe('');
  });

  it('honours right-to-left pages', async () => {
    await mount(page, rtlExtraction());
    const style = await shadowStyle(page, '.doc', ['direction']);
    expect(style.direction).toBe('rtl');
    await expect(inReader(page, '.doc').getAttribute('lang')).resolves.toBe('ar');
  });

  it('says so when there is nothing to read', async () => {
    await mount(page, baseExtraction({ article: { html: '', text: '' }, problem: null }));
    await expect(inReader(page, '.problem').textContent()).resolves.toBe(
      'This page has no article we could find.',
    );
  });
});

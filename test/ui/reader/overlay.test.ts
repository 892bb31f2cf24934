// The reader overlay in real Chromium, on a page whose CSS tries to break it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../tools/lib/browser';
import { buildHarness } from './build-harness';
import { baseExtraction, blogExtraction, forumExtraction, rtlExtraction } from './fixtures';
import { calls, destroy, inReader, mount, openHostPage, readerIsOpen, shadowStyle } from './reader-page';

let browser: Browser;
let harness: string;
let page: Page;

beforeAll(async () => {
  harness = await buildHarness();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await openHostPage(browser, harness);
});
afterEach(async () => {
  await page?.close();
});

const pageSnapshot = () => page.evaluate(() => document.documentElement.outerHTML);
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

describe('isolation', () => {
  it('keeps the page CSS out of the overlay', async () => {
    await mount(page, baseExtraction(), { fontSize: 20, theme: 'light' });
    const host = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('[data-pith="reader"]')!);
      return { display: style.display, opacity: style.opacity, position: style.position };
    });
    expect(host).toEqual({ display: 'block', opacity: '1', position: 'fixed' });
    const p = await shadowStyle(page, '.doc .content p', [
      'color',
      'font-size',
      'font-family',
      'background-color',
    ]);
    expect(p['color']).not.toBe('rgb(255, 0, 0)');
    expect(p['font-size']).toBe('20px');
    expect(p['font-family']).not.toMatch(/Comic Sans/);
    expect(p['background-color']).toBe('rgba(0, 0, 0, 0)');
    const title = await shadowStyle(page, 'h1', ['color', 'border-top-style']);
    expect(title['color']).not.toBe('rgb(255, 0, 0)');
    expect(title['border-top-style']).toBe('none');
  });

  it('keeps the overlay CSS out of the page', async () => {
    const read = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.getElementById('p3')!);
        return [style.color, style.fontSize, style.backgroundColor, style.lineHeight].join('|');
      });
    const before = await read();
    await mount(page, blogExtraction());
    expect(await read()).toBe(before);
  });

  it('leaves the page DOM identical after mount and destroy, and restores scroll and focus', async () => {
    await page.evaluate(() => {
      document.getElementById('page-button')!.focus({ preventScroll: true });
      window.scrollTo({ top: 1234, behavior: 'instant' });
    });
    const before = await pageSnapshot();
    await mount(page, blogExtraction());
    const locked = await page.evaluate(() => ({
      html: getComputedStyle(document.documentElement).overflow,
      printStyle: document.head.querySelectorAll('style[data-pith="print"]').length,
      focusInReader: document.activeElement?.getAttribute('data-pith'),
    }));
    expect(locked).toEqual({ html: 'hidden', printStyle: 1, focusInReader: 'reader' });
    await page.mouse.wheel(0, 2000);
    await destroy(page);
    expect(await pageSnapshot()).toBe(before);
    const after = await page.evaluate(() => ({ y: window.scrollY, focus: document.activeElement?.id }));
    expect(after).toEqual({ y: 1234, focus: 'page-button' });
  });

  it('keeps the page changes made while open and undoes only its own', async () => {
    await mount(page, baseExtraction());
    await page.evaluate(() => document.body.style.setProperty('color', 'blue'));
    await destroy(page);
    const body = await page.evaluate(() => ({
      color: document.body.style.color,
      overflow: document.body.style.overflow,
      html: document.documentElement.hasAttribute('style'),
    }));
    expect(body).toEqual({ color: 'blue', overflow: '', html: false });
  });
});

describe('keyboard', () => {
  it('Escape closes, calls onClose once and returns focus', async () => {
    await page.focus('#page-button');
    await mount(page, baseExtraction());
    await page.keyboard.press('Escape');
    expect(await readerIsOpen(page)).toBe(false);
    expect((await calls(page)).closed).toBe(1);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('page-button');
  });

  it('Escape first closes an open popover, then the reader', async () => {
    await mount(page, baseExtraction());
    await inReader(page, 'button[aria-controls="pith-settings"]').click();
    await expect(inReader(page, '#pith-settings').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(inReader(page, '#pith-settings').isVisible()).resolves.toBe(false);
    expect(await readerIsOpen(page)).toBe(true);
    const focused = await page.evaluate(() =>
      document
        .querySelector('[data-pith="reader"]')!
        .shadowRoot!.activeElement?.getAttribute('aria-controls'),
    );
    expect(focused).toBe('pith-settings');
    await page.keyboard.press('Escape');
    expect(await readerIsOpen(page)).toBe(false);
  });

  it('traps Tab inside the dialog and shows a focus ring', async () => {
    await mount(page, blogExtraction());
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const shadow = document.querySelector('[data-pith="reader"]')?.shadowRoot;
        const el = shadow?.activeElement;
        if (document.activeElement !== shadow?.host || !el) return 'outside';
        return `${el.tagName}:${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 20)}`;
      });
      seen.add(where);
    }
    expect(seen.has('outside')).toBe(false);
    expect([...seen].some((s) => s.startsWith('BUTTON:Close'))).toBe(true);
    const ring = await page.evaluate(() => {
      const el = document.querySelector('[data-pith="reader"]')!.shadowRoot!.activeElement!;
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: 'solid', width: '3px' });
  });

  it('arrow keys move along the toolbar', async () => {
    await mount(page, baseExtraction());
    await inReader(page, 'button[aria-label^="Close"]').focus();
    const focusedLabel = () =>
      page.evaluate(() => {
        const el = document.querySelector('[data-pith="reader"]')!.shadowRoot!.activeElement;
        return el?.getAttribute('aria-label') ?? el?.getAttribute('title');
      });
    await page.keyboard.press('ArrowRight');
    await expect(focusedLabel()).resolves.toBe('Highlight regions on the page');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedLabel()).resolves.toBe('Text settings');
  });

  it('keeps page keyboard shortcuts from seeing keys typed in the overlay', async () => {
    await page.evaluate(() => {
      (window as unknown as { __keys: number }).__keys = 0;
      document.addEventListener('keydown', () => (window as unknown as { __keys: number }).__keys++);
    });
    await mount(page, baseExtraction());
    await page.keyboard.press('j');
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => (window as unknown as { __keys: number }).__keys)).resolves.toBe(0);
  });
});

describe('settings and actions', () => {
  it('switching theme changes the background live and reports the new settings', async () => {
    await mount(page, baseExtraction(), { theme: 'light' });
    const light = await shadowStyle(page, '.root', ['background-color']);
    await inReader(page, 'button[aria-controls="pith-settings"]').click();
    await inReader(page, 'input[name="pith-theme"][value="dark"]').check();
    const dark = await shadowStyle(page, '.root', ['background-color']);
    await inReader(page, 'input[name="pith-theme"][value="sepia"]').check();
    const sepia = await shadowStyle(page, '.root', ['background-color']);
    expect(
      new Set([light['background-color'], dark['background-color'], sepia['background-color']]).size,
    ).toBe(3);
    const reported = (await calls(page)).settings.map((s) => s.theme);
    expect(reported).toEqual(['dark', 'sepia']);
  });

  it('follows the system colour scheme when the theme is "system"', async () => {
    await mount(page, baseExtraction(), { theme: 'system' });
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await shadowStyle(page, '.root', ['background-color']);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await shadowStyle(page, '.root', ['background-color']);
    expect(light['background-color']).not.toBe(dark['background-color']);
  });

  it('font size, line width and family apply live', async () => {
    await mount(page, baseExtraction(), { fontSize: 18, lineWidth: 60, fontFamily: 'serif' });
    await inReader(page, 'button[aria-controls="pith-settings"]').click();
    await inReader(page, 'button[aria-label="Text size: Larger"]').click();
    await inReader(page, 'button[aria-label="Text size: Larger"]').click();
    await inReader(page, 'input[name="pith-font"][value="sans"]').check();
    await inReader(page, '#pith-line-width').fill('80');
    const p = await shadowStyle(page, '.doc .content p', ['font-size', 'font-family']);
    expect(p['font-size']).toBe('20px');
    expect(p['font-family']).toMatch(/system-ui/);
    const last = (await calls(page)).settings.at(-1);
    expect(last).toMatchObject({ fontSize: 20, fontFamily: 'sans', lineWidth: 80 });
    const width = await page.evaluate(() => {
      const shadow = document.querySelector('[data-pith="reader"]')!.shadowRoot!;
      return shadow.querySelector('.doc')!.getBoundingClientRect().width;
    });
    const ch = await page.evaluate(() => {
      const shadow = document.querySelector('[data-pith="reader"]')!.shadowRoot!;
      const probe = document.createElement('span');
      probe.textContent = '0'.repeat(80);
      shadow.querySelector('.doc .content')!.append(probe);
      const w = probe.getBoundingClientRect().width;
      probe.remove();
      return w;
    });
    expect(Math.abs(width - ch)).toBeLessThan(2);
  });

  it('toolbar actions reach onAction', async () => {
    await mount(page, baseExtraction());
    await inReader(page, 'button[aria-label="Copy article"]').click();
    await inReader(page, 'button[aria-label="Highlight regions on the page"]').click();
    await inReader(page, 'button[aria-controls="pith-export"]').click();
    await inReader(page, '#pith-export button').filter({ hasText: 'Markdown' }).click();
    expect((await calls(page)).actions).toEqual(['copy', 'highlight', 'export-md']);
  });

  it('in-article footnote links scroll inside the overlay and leave the page alone', async () => {
    await mount(page, baseExtraction());
    await inReader(page, '.content a[href="#fn1"]').click();
    const state = await page.evaluate(() => ({
      hash: location.hash,
      focused: document.querySelector('[data-pith="reader"]')!.shadowRoot!.activeElement?.id,
    }));
    expect(state).toEqual({ hash: '', focused: 'fn1' });
  });
});

describe('print', () => {
  it('a long article prints across pages instead of being clipped to the viewport', async () => {
    const pages = async (repeat: number) => {
      const extraction = baseExtraction();
      extraction.article.html = extraction.article.html.repeat(repeat);
      await mount(page, extraction);
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      await destroy(page);
      return (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length;
    };
    const short = await pages(1);
    const long = await pages(6);
    expect(short).toBeGreaterThan(0);
    expect(long).toBeGreaterThan(short * 3);
  });

  it('prints only the reading view, and the print style goes away with the reader', async () => {
    await mount(page, baseExtraction());
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const host = document.querySelector('[data-pith="reader"]')!;
      const shadow = host.shadowRoot!;
      return {
        body: getComputedStyle(document.body).display,
        host: getComputedStyle(host).position,
        toolbar: getComputedStyle(shadow.querySelector('.toolbar')!).display,
        root: getComputedStyle(shadow.querySelector('.root')!).position,
      };
    });
    expect(printed).toEqual({ body: 'none', host: 'static', toolbar: 'none', root: 'static' });
    await destroy(page);
    await expect(page.evaluate(() => getComputedStyle(document.body).display)).resolves.toBe('block');
  });
});

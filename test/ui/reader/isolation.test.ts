// Isolation from a page whose CSS tries to break the overlay, the page left as found, and the keyboard.
import type { Page } from 'playwright-core';
import type { Extraction } from '../../../src/types';
import { describe, expect, it } from 'vitest';
import { baseExtraction, blogExtraction } from './fixtures';
import { calls, destroy, inReader, mount, readerIsOpen, shadowStyle } from './reader-page';
import { useHostPage } from './session';

let page: Page;
useHostPage((p) => (page = p));

const pageSnapshot = () => page.evaluate(() => document.documentElement.outerHTML);

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
      // The page's <html> is `overflow: visible`: the viewport takes the body's overflow, locked alone.
      html: getComputedStyle(document.documentElement).overflow,
      body: getComputedStyle(document.body).overflow,
      printStyle:
        document.adoptedStyleSheets.length +
        document.head.querySelectorAll('style[data-pith="print"]').length,
      focusInReader: document.activeElement?.getAttribute('data-pith'),
    }));
    expect(locked).toEqual({ html: 'visible', body: 'hidden', printStyle: 1, focusInReader: 'reader' });
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1234);
    await destroy(page);
    expect(await pageSnapshot()).toBe(before);
    const after = await page.evaluate(() => ({
      y: window.scrollY,
      focus: document.activeElement?.id,
      sheets: document.adoptedStyleSheets.length,
    }));
    expect(after).toEqual({ y: 1234, focus: 'page-button', sheets: 0 });
  });

  it('locks the root alone on a page whose root is the viewport’s overflow, and leaves the body as it is', async () => {
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'html { overflow-y: auto; } body { overflow-x: hidden; }';
      document.head.append(style);
      window.scrollTo({ top: 800, behavior: 'instant' });
    });
    const before = await pageSnapshot();
    const overflow = () =>
      page.evaluate(() =>
        [document.documentElement, document.body].map((e) => getComputedStyle(e).overflowY),
      );
    const unlocked = await overflow();
    await mount(page, blogExtraction());
    expect(await overflow()).toEqual(['hidden', unlocked[1]]);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
    await destroy(page);
    expect(await pageSnapshot()).toBe(before);
    expect(await overflow()).toEqual(unlocked);
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
  it('leaves the page as it was when drawing fails, and reports the error to the caller', async () => {
    const before = await pageSnapshot();
    const outcome = await page.evaluate(() => {
      const api = (window as unknown as { PithReader: { mountReader(o: unknown): unknown } }).PithReader;
      const extraction = {
        get title(): string {
          throw new Error('broken extraction');
        },
      };
      try {
        api.mountReader({ extraction, settings: {}, onClose() {}, onSettingsChange() {} });
        return 'mounted';
      } catch (error) {
        return String(error);
      }
    });
    expect(outcome).toContain('broken extraction');
    expect(await pageSnapshot()).toBe(before);
  });

  it('draws a partial extraction (missing arrays, null fields) instead of throwing', async () => {
    await mount(page, { title: 'Only a title', article: { html: null } } as unknown as Extraction);
    await expect(inReader(page, 'h1').textContent()).resolves.toBe('Only a title');
    await expect(inReader(page, '.problem').count()).resolves.toBe(1);
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

  it('leaves no listener behind: after destroy, Escape and focus changes do nothing', async () => {
    await mount(page, baseExtraction());
    await destroy(page);
    await page.keyboard.press('Escape');
    await page.focus('#page-button');
    await page.keyboard.press('Escape');
    expect((await calls(page)).closed).toBe(0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('page-button');
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

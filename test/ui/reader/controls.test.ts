// Typography settings, toolbar actions, in-article links and printing, in real Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseExtraction } from './fixtures';
import { calls, destroy, inReader, mount, shadowStyle } from './reader-page';
import { useHostPage } from './session';

let page: Page;
useHostPage((p) => (page = p));

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
    // By keyboard, as a person would: a scripted fill() is no user input, and the reader ignores it.
    await inReader(page, '#pith-line-width').focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
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

  it('the site link back to the original closes the reader instead of reloading the page', async () => {
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await mount(page, baseExtraction());
    await inReader(page, 'a.kicker').click();
    expect((await calls(page)).closed).toBe(1);
    await expect(page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).resolves.toBe(1);
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

  it('where the page refuses constructable sheets (Firefox 140), prints only the reader and adds nothing to <head>', async () => {
    // Firefox 140 refuses a content script's sheets (they come from its own compartment): assigning them throws.
    await page.evaluate(() => {
      for (const proto of [Document.prototype, ShadowRoot.prototype]) {
        const own = Object.getOwnPropertyDescriptor(proto, 'adoptedStyleSheets')!;
        Object.defineProperty(proto, 'adoptedStyleSheets', {
          ...own,
          set() {
            throw new DOMException(
              'Adopting a sheet from another document is not allowed',
              'NotAllowedError',
            );
          },
        });
      }
    });
    const head = await page.evaluate(() => document.head.outerHTML);
    await mount(page, baseExtraction());
    const open = await page.evaluate(() => ({
      head: document.head.outerHTML,
      shadowStyles: document.querySelector('[data-pith="reader"]')!.shadowRoot!.querySelectorAll('style')
        .length,
    }));
    expect(open).toEqual({ head, shadowStyles: 1 });
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('none');
    await destroy(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('block');
    expect(await page.evaluate(() => document.querySelectorAll('style[data-pith]').length)).toBe(0);
  });
});

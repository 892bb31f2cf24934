// Highlight mode (issue 5 item 2) through globalThis.pith.highlight after a real click: one outline per
// detected region with its kind, a legend with the page type, why in plain words on hover, outlines that
// follow the layout, and nothing left behind when switched off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSERS,
  clickInPith,
  inPith,
  openReader,
  readerText,
  screenshot,
  startExtension,
  waitFor,
  type Harness,
  type Tab,
} from './harness';

interface Drawn {
  kind: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

function drawn(page: Tab): Promise<Drawn[] | null> {
  return inPith(page, 'highlights', (root) => {
    return [...root.querySelectorAll<HTMLElement>('[data-pith-region]')].map((el) => {
      const r = el.getBoundingClientRect();
      return {
        kind: el.dataset.pithRegion ?? '',
        left: r.left + scrollX,
        top: r.top + scrollY,
        width: r.width,
        height: r.height,
      };
    });
  });
}

/** The engine's measures and internals, which the hover tip never shows. */
const JARGON = /dfm|density|title_diff|cardinality|\bSD\b|semantic <|[a-z]+-[a-z]+:/;

function shadowText(page: Tab, selector: string): Promise<string> {
  return inPith(page, 'highlights', (root, sel) => root.querySelector(sel)?.textContent ?? '', selector).then(
    (text) => text ?? '',
  );
}

describe.each(BROWSERS)('highlight mode in %s', (browser) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  it('draws every region over its element, explains it on hover, follows resizes and removes all', async () => {
    const page = await h.open('news-article.html');
    await openReader(h, page); // a real click grants activeTab
    const tabId = await h.tabId(page);
    const reply = await h.call<{ ok: boolean; on: boolean; regions: number }>('highlight', tabId);
    expect(reply).toMatchObject({ ok: true, on: true });
    expect(await readerText(page)).toBeNull();

    const regions = (await drawn(page))!;
    expect(regions).toHaveLength(reply.regions);
    const kinds = regions.map((r) => r.kind);
    expect(kinds).toContain('article');
    expect(kinds.some((k) => ['sidebar', 'footer', 'navigation'].includes(k))).toBe(true);

    // The article outline sits on the page's article element.
    const article = regions.find((r) => r.kind === 'article')!;
    const body = await page.evaluate(() => {
      const r = document.querySelector('.article-body')!.getBoundingClientRect();
      return {
        left: r.left + scrollX,
        top: r.top + scrollY,
        right: r.right + scrollX,
        bottom: r.bottom + scrollY,
      };
    });
    expect(article.left).toBeLessThanOrEqual(body.left + 1);
    expect(article.top).toBeLessThanOrEqual(body.top + 1);
    expect(article.left + article.width).toBeGreaterThanOrEqual(body.right - 1);
    expect(article.top + article.height).toBeGreaterThanOrEqual(body.bottom - 1);

    expect(await shadowText(page, '.legend')).toMatch(/Page type: Article/);
    await page.mouse.move(body.left + 20, body.top + 20 - (await page.evaluate(() => scrollY)));
    const tip = await waitFor(
      () => shadowText(page, '.tip'),
      (t) => t.length > 0,
      'the hover explanation',
    );
    // Why, in plain words: the kind, then the reasons the engine measured; none of its measures.
    expect(tip).toMatch(/^Article — /);
    expect(tip).toContain('holds the densest text');
    expect(tip).toContain("under the page's heading");
    expect(tip).not.toMatch(JARGON);
    // The page's sidebar is an <aside> of links.
    const aside = await page.evaluate(() => {
      const r = document.querySelector('aside')!.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 40) };
    });
    await page.mouse.move(aside.x, aside.y);
    const sideTip = await waitFor(
      () => shadowText(page, '.tip'),
      (t) => t.startsWith('Sidebar'),
      'the sidebar explanation',
    );
    expect(sideTip).toContain('the page marks it up as such');
    expect(sideTip).toContain('mostly links');
    expect(sideTip).not.toMatch(JARGON);
    // The developer's reason stays on the outline.
    const why = await inPith(
      page,
      'highlights',
      (root) => root.querySelector<HTMLElement>('[data-pith-region="article"]')?.dataset.why ?? '',
    );
    expect(why).toMatch(/^article: .*SD: /s);
    await page.mouse.move(body.left + 20, body.top + 20 - (await page.evaluate(() => scrollY)));
    await screenshot(page, 'highlight');

    const sidebarBefore = regions.find((r) => r.kind === 'sidebar');
    await page.setViewportSize({ width: 900, height: 900 });
    const after = await waitFor(
      () => drawn(page),
      (d) => JSON.stringify(d) !== JSON.stringify(regions),
      'outlines to follow the resize',
    );
    const real = await page.evaluate(
      () => document.querySelector('aside')!.getBoundingClientRect().left + scrollX,
    );
    if (sidebarBefore) expect(after!.find((r) => r.kind === 'sidebar')!.left).toBeCloseTo(real, 0);
    await page.setViewportSize({ width: 1280, height: 900 });

    expect(await h.call('highlight', tabId)).toMatchObject({ ok: true, on: false });
    expect(await inPith(page, 'highlights', () => true)).toBeNull();
    await page.close();
  });

  it('switches off with Escape and with the legend button', async () => {
    const page = await h.open('news-article.html');
    await openReader(h, page);
    const tabId = await h.tabId(page);
    await h.call('highlight', tabId);
    expect(await drawn(page)).not.toBeNull();
    await page.keyboard.press('Escape');
    expect(await drawn(page)).toBeNull();

    await h.call('highlight', tabId);
    await clickInPith(page, 'highlights', '.legend button');
    expect(await drawn(page)).toBeNull();
    await page.close();
  });
});

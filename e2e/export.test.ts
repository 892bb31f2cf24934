// Export (issue 5 item 3) through globalThis.pith.exportArticle after a real click: each format returns
// exactly what would be written; comments/posts only on request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS, fixtureHtml, openReader, startExtension, type Harness, type Tab } from './harness';

const LEAD = 'After eleven dark winters, the old harbour lights of Kestrel Bay were switched on again';
const CLUTTER = /Sidebar sentence:|Footer sentence:|Hidden promotional sentence/;

describe.each(BROWSERS)('export in %s', (browser) => {
  let h: Harness;
  let page: Tab;
  let tabId: number;
  beforeAll(async () => {
    h = await startExtension(browser);
    page = await h.open('news-article.html', 'http://news.pith.test/2026/harbour-lights.html');
    await openReader(h, page);
    tabId = await h.tabId(page);
  });
  afterAll(async () => h?.close());

  const exportAs = (format: string, request: object = {}) =>
    h.call<string>('exportArticle', tabId, format, { includeExtras: false, ...request });

  it('writes Markdown with front matter (title, author, date, url) and the article', async () => {
    const md = await exportAs('markdown');
    const [, front] = md.match(/^---\n([\s\S]*?)\n---\n/) ?? [];
    expect(front).toMatch(/^title: "Harbour Lights Return to Kestrel Bay"$/m);
    expect(front).toMatch(/^author: "Mara Oduya"$/m);
    expect(front).toMatch(/^date: "2026-03-14/m);
    expect(front).toMatch(/^url: "http:\/\/news\.pith\.test\/2026\/harbour-lights\.html"$/m);
    expect(md).toContain('# Harbour Lights Return to Kestrel Bay');
    expect(md.replace(/\s+/g, ' ')).toContain(LEAD);
    expect(md).toMatch(/^## A long campaign$/m);
    expect(md).toMatch(/^-\s+Twelve lamp housings were recast in bronze\.$/m);
    expect(md).not.toMatch(CLUTTER);
  });

  it('writes plain text', async () => {
    const text = await exportAs('text');
    expect(text.startsWith('Harbour Lights Return to Kestrel Bay\n')).toBe(true);
    expect(text).toContain('Source: http://news.pith.test/2026/harbour-lights.html');
    expect(text.replace(/\s+/g, ' ')).toContain(LEAD);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).not.toMatch(CLUTTER);
  });

  it('writes one self-contained HTML document with absolute URLs', async () => {
    const html = await exportAs('html');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<iframe|<link /i);
    expect(html.replace(/\s+/g, ' ')).toContain(LEAD);
    const urls = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => /^(https?:|#|mailto:)/.test(u))).toBe(true);
    expect(html).not.toMatch(CLUTTER);
  });

  it('carries the images the page loaded and may read inside the HTML file, links the others, and says so', async () => {
    // A same-origin image (readable) and a cross-origin one served without CORS (the browser will not let
    // the extension read it), both loaded by the page before the export.
    const square = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" fill="${fill}"/></svg>`;
    const svg = { 'content-type': 'image/svg+xml' };
    h.serve('http://news.pith.test/img/red.svg', square('#c33'), svg);
    h.serve('http://cdn.other.test/blue.svg', square('#33c'), svg);
    const url = 'http://news.pith.test/2026/harbour-lights-images.html';
    h.serve(
      url,
      fixtureHtml('news-article.html').replace(
        '<figure>',
        '<p><img src="/img/red.svg" alt="Red square" width="96" height="64"> <img src="http://cdn.other.test/blue.svg" alt="Blue square" width="96" height="64"></p><figure>',
      ),
    );
    const tab = await h.newTab(url);
    await openReader(h, tab);
    const html = await h.call<string>('exportArticle', await h.tabId(tab), 'html', { includeExtras: false });
    const img = (alt: string) => new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(img('Red square')).toMatch(/src="data:image\/png;base64,[A-Za-z0-9+/=]{40,}"/);
    expect(img('Red square')).toContain('data-pith-image="embedded"');
    expect(img('Blue square')).toContain('src="http://cdn.other.test/blue.svg"');
    expect(img('Blue square')).toContain('data-pith-image="linked"');
    expect(html).toMatch(
      /<p class="meta pith-images">Images embedded in this file: 1\. Images linked to the web: \d+ /,
    );
    await tab.close();
  });

  it('downloads the file (blob link, no downloads permission) with the same content', async () => {
    const { name, saved, result } = await h.download(page, () =>
      exportAs('markdown', { action: 'download' }),
    );
    expect(name).toBe('harbour-lights-return-to-kestrel-bay.md');
    expect(saved).toBe(result);
  });

  it('adds the posts of a thread only when asked', async () => {
    const page = await h.open('forum-div.html');
    await openReader(h, page);
    const id = await h.tabId(page);
    const without = await h.call<string>('exportArticle', id, 'markdown', { includeExtras: false });
    const withPosts = await h.call<string>('exportArticle', id, 'markdown', { includeExtras: true });
    expect(without).not.toMatch(/^## Posts/m);
    expect(withPosts).toMatch(/^## Posts \(4\)$/m);
    expect(withPosts).toContain('Thanks both, ordered one.');
    await page.close();
  });
});

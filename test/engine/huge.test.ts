// Huge pages (src/pipeline/scope.ts, the walk's budgets in src/sdtree/build.ts, the output cap in
// src/assemble/budget.ts). The pages are generated here (test/helpers/huge-pages.ts), never committed. How long
// they take from the toolbar click is measured in the extension (e2e/huge.test.ts, bench/HUGE.md); these tests
// check what is read.
import { afterAll, describe, expect, it } from 'vitest';
import { OUTPUT_CHARS } from '../../src/assemble/budget';
import type { Extraction } from '../../src/types';
import { runEngine } from '../../tools/lib/render';
import { closeEngine, withHtml } from '../helpers/engine';
import { hugeArticlePage, LATE_ARTICLE, lateArticlePage } from '../helpers/huge-pages';

afterAll(closeEngine);

const extract = (html: string, method: string) =>
  withHtml(html, (page) => runEngine<Extraction & { ms: number }>(page, { method, trace: true }));

describe('a page of 100,000 elements with its article last', () => {
  const html = lateArticlePage(100_000);

  for (const method of ['learned', 'sd']) {
    it(`opens on the article, not on the sidebar before it (${method})`, { timeout: 180_000 }, async () => {
      const x = await extract(html, method);
      expect(x.problem).toBeNull();
      expect(x.article.text).toContain(LATE_ARTICLE.first);
      expect(x.article.text).toContain(LATE_ARTICLE.last);
      expect(x.article.text).not.toContain('Council notice');
      expect(x.article.text.length).toBeLessThan(10_000);
      // The whole article was read: nothing to say about shortening.
      expect(x.shortened).toBeUndefined();
      if (method === 'sd')
        expect(x.trace?.find((t) => t.stage === 'build')?.detail).toContain('a huge page read');
    });
  }
});

describe('a page whose article is far longer than the reader shows', () => {
  // 3 MB: past the walk's text budget (600,000 characters) and the output cap, and quick to render.
  const html = hugeArticlePage(3_000_000);

  // The cap is checked with the rules' pipeline, which keeps every paragraph of the article region: the
  // learned classes call some of these generated, repeated paragraphs noise, so its text ends short of the cap.
  it(
    'gives the first part of the article, up to the cap, and says it was shortened',
    { timeout: 180_000 },
    async () => {
      const x = await extract(html, 'sd');
      expect(x.problem).toBeNull();
      expect(x.article.text.startsWith('Paragraph 0. The river authority')).toBe(true);
      // The cap counts the text copied; the reader's text differs from it by its line breaks.
      expect(x.article.text.length).toBeLessThanOrEqual(OUTPUT_CHARS * 1.01);
      expect(x.article.text.length).toBeGreaterThan(OUTPUT_CHARS * 0.99);
      expect(x.article.text.endsWith(' …')).toBe(true);
      expect(x.shortened?.chars).toBe(x.article.text.length);
      expect(x.shortened?.message).toContain('very large');
    },
  );

  it('says so with the learned engine too, within the cap', { timeout: 180_000 }, async () => {
    const x = await extract(html, 'learned');
    expect(x.problem).toBeNull();
    expect(x.article.text.startsWith('Paragraph 0. The river authority')).toBe(true);
    expect(x.article.text.length).toBeLessThanOrEqual(OUTPUT_CHARS * 1.01);
    expect(x.shortened?.chars).toBe(x.article.text.length);
    expect(x.shortened?.message).toContain('very large');
  });
});

describe('a page the walk reads whole', () => {
  it('is not marked as shortened', async () => {
    const x = await extract(lateArticlePage(3_000), 'learned');
    expect(x.article.text).toContain(LATE_ARTICLE.first);
    expect(x.shortened).toBeUndefined();
  });
});

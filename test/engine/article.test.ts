// The SD pipeline on a news article with navigation, a sidebar and a footer (real Chromium).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { closeEngine, withEngine } from '../helpers/engine';

describe('news article', () => {
  let x: Extraction;
  beforeAll(async () => {
    x = await withEngine('news-article.html', { trace: true });
  });
  afterAll(closeEngine);

  it('is an article with no problem', () => {
    expect(x.method).toBe('sd');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
  });

  it('keeps the article text from the first to the last paragraph', () => {
    expect(x.article.text).toContain('After eleven dark winters, the old harbour lights');
    expect(x.article.text).toContain('A long campaign');
    expect(x.article.text).toContain('Twelve lamp housings were recast in bronze.');
    expect(x.article.text).toContain('to mark the anniversary of the relighting.');
  });

  it('leaves out navigation, sidebar, footer and hidden text', () => {
    for (const noise of [
      'Sidebar sentence',
      'Footer sentence',
      'Ferry timetable',
      'Hidden promotional',
      'Weather',
    ]) {
      expect(x.article.text).not.toContain(noise);
      expect(x.article.html).not.toContain(noise);
    }
  });

  it('separates blocks with blank lines and keeps code verbatim', () => {
    expect(x.article.text).toMatch(/boatyard loft\.\n\nThe restored lights/);
    expect(x.article.text).toContain('lamp.on();  // the first line of the new controller\nlamp.dim(40);');
  });

  it('removes the title heading that duplicates the title, keeps the others', () => {
    expect(x.title).toBe('Harbour Lights Return to Kestrel Bay');
    expect(x.article.html).not.toContain('<h1>');
    expect(x.article.html).toContain('<h2>A long campaign</h2>');
  });

  it('produces clean HTML: no scripts, handlers, iframes, styles or classes', () => {
    const html = x.article.html;
    expect(html).not.toMatch(/<script|<style|<iframe|\son\w+=|\sstyle=|\sclass=/i);
    expect(html).toMatch(/<figure>[\s\S]*<figcaption>/);
    expect(html).toContain('<blockquote>');
    expect(html).toMatch(/<pre><code>/);
    expect(html).toMatch(/<ul>\s*<li>/);
  });

  it('resolves lazy images and links to absolute URLs and drops tracking pixels', () => {
    expect(x.article.html).toContain('src="http://fixtures.pith.test/photos/harbour-lights.jpg"');
    expect(x.article.html).not.toContain('placeholder.gif');
    expect(x.article.html).not.toContain('pixel.example.net');
    expect(x.article.html).toContain('href="http://fixtures.pith.test/archive/flood-2015.html"');
  });

  it('reads the metadata', () => {
    expect(x.author).toBe('Mara Oduya');
    expect(x.date).toBe('2026-03-14T08:30:00Z');
    expect(x.site).toBe('The Kestrel Courier');
    expect(x.lang).toBe('en');
    expect(x.dir).toBe('ltr');
  });

  it('reports regions with selectors, page boxes and reasons', () => {
    const article = x.regions.find((r) => r.kind === 'article');
    expect(article?.selector).toBeTruthy();
    expect(article?.box.width).toBeGreaterThan(0);
    expect(article?.why).toMatch(/density \d+/);
    const kinds = new Set(x.regions.map((r) => r.kind));
    for (const kind of ['title', 'navigation', 'footer', 'sidebar'] as const) expect(kinds).toContain(kind);
    for (const r of x.regions) expect(r.why).toBeTruthy();
  });

  it('times every stage and keeps a trace when asked', () => {
    for (const stage of [
      'build',
      'prune',
      'merge',
      'density',
      'rules',
      'candidates',
      'decide',
      'assemble',
      'total',
    ]) {
      expect(x.timings[stage]).toBeGreaterThanOrEqual(0);
    }
    expect(x.trace?.map((t) => t.stage)).toEqual(
      expect.arrayContaining(['build', 'prune', 'merge', 'density', 'candidates', 'decide', 'assemble']),
    );
  });
});

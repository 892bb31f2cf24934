// @vitest-environment jsdom
// The pure export formatters: what is written for each format, with and without comments/posts.
import { describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { formatExport } from '../../extension/export/index';
import { yamlString } from '../../extension/export/front-matter';
import { cleanMarkup } from '../../extension/export/clean';

function extraction(overrides: Partial<Extraction> = {}): Extraction {
  return {
    title: 'Rivers: a "field" guide',
    author: 'Ana Lima',
    date: '2024-05-01',
    site: 'Example',
    lang: 'en',
    dir: 'ltr',
    url: 'https://news.example/rivers/guide.html',
    pageType: 'article-with-comments',
    article: {
      html: '<h2>Sources</h2><p>Rivers begin as <a href="/springs">springs</a>.</p><p><img src="img/delta.jpg" alt="Delta" srcset="img/d-2x.jpg 2x, /d-3x.jpg 3x"></p><ul><li>Rain</li><li>Snow</li></ul><pre><code>flow = area * speed</code></pre><script>alert(1)</script>',
      text: 'Sources\n\nRivers begin as springs.\n\n\n\nRain\nSnow\nflow = area * speed',
    },
    comments: [
      { text: 'Great read!', html: '<p>Great read!</p>', author: 'Bo', date: '2024-05-02' },
      { text: 'What about <b>glaciers</b>?', html: '', author: null, date: null },
    ],
    posts: [],
    regions: [],
    timings: { total: 1 },
    method: 'sd',
    problem: null,
    ...overrides,
  };
}

describe('markdown export', () => {
  it('writes front matter, the title and the article through turndown', () => {
    const md = formatExport(extraction(), 'markdown');
    expect(
      md.startsWith('---\ntitle: "Rivers: a \\"field\\" guide"\nauthor: "Ana Lima"\ndate: "2024-05-01"\n'),
    ).toBe(true);
    expect(md).toContain('url: "https://news.example/rivers/guide.html"\n---\n\n# Rivers: a "field" guide');
    expect(md).toContain('## Sources');
    expect(md).toContain('[springs](https://news.example/springs)');
    expect(md).toContain('![Delta](https://news.example/rivers/img/delta.jpg)');
    expect(md).toMatch(/-\s+Rain\n-\s+Snow/);
    expect(md).toContain('```\nflow = area * speed\n```');
    expect(md).not.toContain('alert(1)');
    expect(md).not.toContain('Great read');
  });

  it('appends the comments as their own sections when asked', () => {
    const md = formatExport(extraction(), 'markdown', { includeExtras: true });
    expect(md).toContain('## Comments (2)');
    expect(md).toContain('**by Bo · 2024-05-02**\n\nGreat read!');
    // A comment without HTML is escaped text: its angle brackets stay text, not markup.
    expect(md).toMatch(/What about <b>glaciers<\/b>\?|What about \\<b\\>glaciers/);
  });

  it('leaves out the author and date keys when the page has none', () => {
    const md = formatExport(extraction({ author: null, date: null }), 'markdown');
    expect(md).not.toMatch(/^author:/m);
    expect(md).not.toMatch(/^date:/m);
  });

  it('prefers posts over comments on multiple-post pages', () => {
    const posts = [{ text: 'First post', html: '<p>First post</p>', author: 'Kim', date: null }];
    const md = formatExport(extraction({ pageType: 'multiple', posts }), 'markdown', { includeExtras: true });
    expect(md).toContain('## Posts (1)');
    expect(md).toContain('**by Kim**');
    expect(md).not.toContain('## Comments');
  });
});

describe('text export', () => {
  it('writes title, byline, source and the tidied article text', () => {
    const text = formatExport(extraction(), 'text');
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Rivers: a "field" guide',
      'by Ana Lima · 2024-05-01',
      'Source: https://news.example/rivers/guide.html',
      '',
    ]);
    expect(text).toContain('Rivers begin as springs.\n\nRain');
    expect(text).not.toMatch(/\n{3,}/);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('lists each comment with its byline when asked', () => {
    const text = formatExport(extraction(), 'text', { includeExtras: true });
    expect(text).toContain('Comments (2)');
    expect(text).toContain('by Bo · 2024-05-02\nGreat read!');
    expect(text).toContain('What about <b>glaciers</b>?');
  });

  it('uses the labels it is given (localised callers)', () => {
    const labels = { comments: 'Kommentare', posts: 'Beiträge', by: 'von', source: 'Quelle' };
    const text = formatExport(extraction(), 'text', { includeExtras: true, labels });
    expect(text).toContain('von Ana Lima');
    expect(text).toContain('Quelle: https://news.example/');
    expect(text).toContain('Kommentare (2)');
  });
});

describe('html export', () => {
  it('is one self-contained document with absolute URLs and no scripts', () => {
    const html = formatExport(extraction(), 'html');
    expect(html.startsWith('<!doctype html>\n<html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).toContain('<title>Rivers: a &#34;field&#34; guide</title>');
    expect(html).toContain('src="https://news.example/rivers/img/delta.jpg"');
    expect(html).toContain(
      'srcset="https://news.example/rivers/img/d-2x.jpg 2x, https://news.example/d-3x.jpg 3x"',
    );
    expect(html).toContain('href="https://news.example/springs"');
    expect(html).not.toMatch(/<script|<link /i);
  });

  it('escapes comment text and writes right-to-left pages as such', () => {
    const html = formatExport(extraction({ dir: 'rtl', lang: 'he' }), 'html', { includeExtras: true });
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<p>What about &#60;b&#62;glaciers&#60;/b&#62;?</p>');
    expect(html).toContain('<h2>Comments (2)</h2>');
  });

  it('strips event handlers and javascript: links from fragments', () => {
    const clean = cleanMarkup(
      '<p onclick="x()">a <a href="javascript:alert(1)">b</a></p>',
      'https://a.example/',
    );
    expect(clean).not.toMatch(/onclick|javascript:/);
    expect(clean).toContain('a ');
  });
});

describe('yamlString', () => {
  it('quotes anything YAML could misread and folds newlines', () => {
    expect(yamlString('- list: no\nnewline')).toBe('"- list: no newline"');
  });
});

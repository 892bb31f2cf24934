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
    expect(md).toContain('url: "https://news.example/rivers/guide.html"\n');
    expect(md).toContain('word_count: 10\n---\n\n# Rivers: a "field" guide');
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
    expect(md).toContain('### by Bo · 2024-05-02\n\nGreat read!');
    expect(md).toContain('### #2\n\nWhat about');
    // A comment without HTML is escaped text: its angle brackets stay text, not markup.
    expect(md).toContain('What about \\<b>glaciers\\</b>?');
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
    expect(md).toContain('### by Kim\n\nFirst post');
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
    const labels = {
      comments: 'Kommentare',
      posts: 'Beiträge',
      by: (author: string) => `von ${author}`,
      source: 'Quelle',
    };
    const text = formatExport(extraction(), 'text', { includeExtras: true, labels });
    expect(text).toContain('von Ana Lima');
    // A language that names the author first keeps its own order.
    const japanese = { ...labels, by: (author: string) => `${author} 著` };
    expect(formatExport(extraction(), 'text', { includeExtras: true, labels: japanese })).toContain(
      'Ana Lima 著',
    );
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

/** A page's words that look like markup: an OG title with a script, and article text that was escaped HTML. */
function hostile(): Extraction {
  return extraction({
    title: 'OG <script>alert(1)</script> & friends',
    author: 'Eve <img src=x onerror=alert(2)>',
    article: {
      html:
        '<p>Text: &lt;img src=x onerror=alert(3)&gt; and &lt;script&gt;alert(4)&lt;/script&gt;.</p>' +
        '<p>An entity in words: &amp;lt;b&amp;gt; stays as typed; 3 &lt; 4 &amp; 5 &gt; 2.</p>' +
        '<p><img src="/a.png" alt="<img src=x onerror=alert(5)>"></p>' +
        '<p>Bell\u0007 and escape\u001b[31m red</p>' +
        '<p><code>&lt;kbd&gt;</code> in code stays code</p>',
      text: 'Text: <img src=x onerror=alert(3)> and <script>alert(4)</script>.\n\nBell\u0007 and escape\u001b[31m red',
    },
    comments: [{ text: '<svg onload=alert(6)>', html: '', author: '<b>Mallory</b>', date: null }],
  });
}

/** Raw HTML a Markdown renderer would pass through: a tag opening (`<` then a letter, `/`, `!` or `?`) that is
 * not backslash-escaped, outside code. */
function rawHtml(md: string): string[] {
  const outsideCode = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return outsideCode.match(/(?<!\\)<[A-Za-z/!?][^\n]*/g) ?? [];
}

describe('exports of a hostile page', () => {
  it('Markdown: no raw HTML in the title line, the article, alt text, bylines or comments', () => {
    const md = formatExport(hostile(), 'markdown', { includeExtras: true });
    expect(rawHtml(md)).toEqual([]);
    expect(md).toContain('# OG \\<script>alert(1)\\</script> & friends');
    expect(md).toContain('Text: \\<img src=x onerror=alert(3)> and \\<script>alert(4)\\</script>.');
    expect(md).toContain('![\\<img src=x onerror=alert(5)>](https://news.example/a.png)');
    expect(md).toContain('### by \\<b>Mallory\\</b>');
    expect(md).toContain('\\<svg onload=alert(6)>');
    // An entity spelled out in the page's text stays text, not the character it names.
    expect(md).toContain('\\&lt;b\\&gt; stays as typed; 3 < 4 & 5 > 2.');
    expect(md).toContain('`<kbd>` in code stays code');
  });

  it('Markdown front matter: the values parse back to the page text, with no markup in them', () => {
    const md = formatExport(hostile(), 'markdown');
    const front = md.slice(0, md.indexOf('\n---\n', 4));
    expect(front).not.toMatch(/[<>]/);
    const title = /^title: (.*)$/m.exec(front)![1];
    expect(JSON.parse(title)).toBe('OG <script>alert(1)</script> & friends');
  });

  it('Markdown and text: no control characters a terminal would act on', () => {
    for (const format of ['markdown', 'text'] as const) {
      const out = formatExport(hostile(), format, { includeExtras: true });
      // eslint-disable-next-line no-control-regex -- control characters are what is looked for
      expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      expect(out).toMatch(/escape\\?\[31m red/);
    }
  });

  it('Markdown: ruby as its base text, without readings or soft hyphens', () => {
    const md = formatExport(
      extraction({
        article: {
          html: '<p><ruby>子<rt>こ</rt></ruby>どもへの<ruby>虐待<rp>(</rp><rt>ぎゃくたい</rt><rp>)</rp></ruby>を</p><p>Mit\u00adtel\u00adal\u00adter</p>',
          text: '子どもへの虐待を\n\nMittelalter',
        },
      }),
      'markdown',
    );
    expect(md).toContain('子どもへの虐待を');
    expect(md).toContain('Mittelalter');
    expect(md).not.toMatch(/[こぎ\u00ad]/);
  });

  it('text stays the page text, unescaped (a .txt file is not rendered)', () => {
    const text = formatExport(hostile(), 'text');
    expect(text.split('\n')[0]).toBe('OG <script>alert(1)</script> & friends');
  });
});

describe('front matter', () => {
  const front = (md: string) => md.slice(4, md.indexOf('\n---\n', 4));

  it('has title, author, ISO date with its offset, canonical URL without fragment, site, language, excerpt, words', () => {
    const md = formatExport(
      extraction({
        date: '2025-12-19T09:04:00+13:00',
        url: 'https://news.example/rivers/guide.html?utm=x#comments',
        lang: 'de',
        site: 'Example: the "news"',
      }),
      'markdown',
      { page: { canonicalUrl: '/rivers/guide.html#top', description: 'Where rivers begin.' } },
    );
    expect(front(md).split('\n')).toEqual([
      'title: "Rivers: a \\"field\\" guide"',
      'author: "Ana Lima"',
      'date: "2025-12-19T09:04:00+13:00"',
      'url: "https://news.example/rivers/guide.html"',
      'site: "Example: the \\"news\\""',
      'language: "de"',
      'excerpt: "Where rivers begin."',
      'word_count: 10',
    ]);
  });

  it("falls back to the page's address without its fragment and to the article's opening words", () => {
    const long = `${'word '.repeat(100)}end`;
    const md = formatExport(
      extraction({ url: 'https://news.example/a.html#c5', article: { html: `<p>${long}</p>`, text: long } }),
      'markdown',
      { page: { canonicalUrl: 'javascript:alert(1)' } },
    );
    expect(front(md)).toMatch(/^url: "https:\/\/news\.example\/a\.html"$/m);
    const excerpt = /^excerpt: "(.*)"$/m.exec(front(md))![1];
    expect(excerpt.length).toBeLessThanOrEqual(281);
    expect(excerpt).toMatch(/^word word .*word…$/);
    expect(front(md)).toMatch(/^word_count: 101$/m);
  });

  it('counts words in a language written without spaces', () => {
    const text = '我们今天去公园散步。';
    const md = formatExport(extraction({ article: { html: `<p>${text}</p>`, text } }), 'markdown');
    expect(Number(/^word_count: (\d+)$/m.exec(md)![1])).toBeGreaterThan(2);
  });
});

describe('comments and posts as sections', () => {
  const posts = [
    {
      text: 'First post',
      html: '<p>First post</p>',
      author: 'Kim',
      date: '2024-05-01T10:00:00Z',
      link: 'https://forum.example/t/9#p1',
    },
    { text: 'Second', html: '<p>Second</p>', author: null, date: null, link: 'https://forum.example/t/9#p2' },
    {
      text: 'Third',
      html: '<p>Third</p>',
      author: 'Lee',
      date: '2024-05-02',
      link: 'div.post:nth-of-type(3)',
    },
  ];
  const x = () => extraction({ pageType: 'multiple', posts, url: 'https://forum.example/t/9' });

  it('Markdown: one heading per post with its author, its date linked to its permalink', () => {
    const md = formatExport(x(), 'markdown', { includeExtras: true });
    expect(md).toContain('## Posts (3)');
    expect(md).toContain('### by Kim · [2024-05-01T10:00:00Z](https://forum.example/t/9#p1)\n\nFirst post');
    expect(md).toContain('### [#2](https://forum.example/t/9#p2)\n\nSecond');
    // A CSS selector is no permalink outside the live page: left out.
    expect(md).toContain('### by Lee · 2024-05-02\n\nThird');
  });

  it('text: author, date and permalink on the first line of each post', () => {
    const text = formatExport(x(), 'text', { includeExtras: true });
    expect(text).toContain('by Kim · 2024-05-01T10:00:00Z · https://forum.example/t/9#p1\nFirst post');
    expect(text).toContain('https://forum.example/t/9#p2\nSecond');
    expect(text).toContain('by Lee · 2024-05-02\nThird');
  });

  it('HTML: a head per post with author and the date as a link to the permalink', () => {
    const html = formatExport(x(), 'html', { includeExtras: true });
    expect(html).toContain(
      '<p class="meta">by Kim · <a href="https://forum.example/t/9#p1"><time datetime="2024-05-01T10:00:00Z">2024-05-01T10:00:00Z</time></a></p>',
    );
    expect(html).toContain('<p class="meta"><a href="https://forum.example/t/9#p2">#</a></p>');
    expect(html).not.toContain('nth-of-type');
  });
});

describe('html export images', () => {
  const article = {
    html: '<p><img src="https://news.example/a.png" srcset="https://news.example/a2.png 2x" alt="A"></p><picture><source srcset="https://cdn.example/b.webp"><img src="https://cdn.example/b.jpg" alt="B"></picture>',
    text: '',
  };

  it('inlines the images it is given as data URIs, links the others, and says which', () => {
    const images = new Map([['https://news.example/a.png', 'data:image/png;base64,iVBORw0KGgo=']]);
    const html = formatExport(extraction({ article }), 'html', { page: { images } });
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).not.toContain('a2.png');
    expect(html).toMatch(
      /<img[^>]*src="https:\/\/cdn\.example\/b\.jpg"[^>]*data-pith-image="linked"|data-pith-image="linked"[^>]*src="https:\/\/cdn\.example\/b\.jpg"/,
    );
    expect(html).toContain('data-pith-image="embedded"');
    expect(html).toContain('Images embedded in this file: 1. Images linked to the web: 1');
  });

  it('writes no note where the page has no images', () => {
    expect(formatExport(extraction({ article: { html: '<p>x</p>', text: 'x' } }), 'html')).not.toContain(
      'pith-images',
    );
  });
});

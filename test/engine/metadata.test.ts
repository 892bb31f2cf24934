// @vitest-environment jsdom
// Metadata reads <meta> tags through one index per page: the same answers as one querySelector per key (also
// checked in Chromium, test/engine/layout.test.ts: jsdom matches meta[name="date"] on name="Date", browsers do not).
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { extractMetadata, isoDate } from '../../src/metadata';
import { personName, squash } from '../../src/metadata/byline';
import { bylineName } from '../../src/metadata/names';
import { metaContent, metaIndex } from '../../src/metadata/meta';

function queried(doc: Document, ...keys: string[]): string | null {
  for (const key of keys) {
    const el = doc.querySelector(`meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`);
    const value = el?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

const HEAD = `<meta name="author" content="  ">
  <meta property="author" content="Second Author">
  <meta itemprop="author" content="Third">
  <meta name="og:title" property="og:site_name" content="Both keys">
  <meta property="og:title" content="Later og title">
  <meta name="date" content="2024-05-01">
  <meta content="no key">
  <meta name="description">`;

describe('metaIndex', () => {
  it('answers every key as the per-key query does', () => {
    document.head.innerHTML = HEAD;
    document.body.innerHTML = '<p>Body <meta name="late" content="in body"></p>';
    const index = metaIndex(document);
    for (const keys of [
      ['author'],
      ['og:title', 'twitter:title'],
      ['og:site_name'],
      ['date'],
      ['description', 'late'],
      ['missing', 'author'],
      ['missing'],
    ]) {
      expect(metaContent(index, ...keys)).toBe(queried(document, ...keys));
      expect(metaContent(document, ...keys)).toBe(queried(document, ...keys));
    }
  });

  it('feeds extractMetadata', () => {
    document.head.innerHTML = `${HEAD}<title>Doc title | Site</title>
      <script type="application/ld+json">{"@graph":[{"author":{"name":"LD Author"},"datePublished":"2023-01-02"}]}</script>`;
    document.body.innerHTML = '<h1>Heading</h1>';
    const meta = extractMetadata(document);
    expect(meta.author).toBe('LD Author'); // the first author meta is blank, as the query found it
    expect(meta.title).toBe('Both keys');
    expect(meta.site).toBe('Both keys');
    expect(meta.date).toBe('2024-05-01');
  });
});

/** A page at `url` with `head` and `body`, read by extractMetadata. */
function pageMeta(head: string, body: string, url = 'https://www.example.com/2024/05/story.html') {
  const html = `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
  return extractMetadata(new JSDOM(html, { url }).window.document);
}

describe('the author a person would write', () => {
  it('prefers the byline under the headline to a meta author that names the publisher', () => {
    const meta = pageMeta(
      `<meta name="author" content="Condé Nast"><meta property="og:site_name" content="Condé Nast">`,
      `<article><h1>Why the tide turns</h1><p class="byline">By <a href="/contributor/ann-lee">Ann Lee</a></p>
       <p>Text of the story, long enough.</p></article>`,
    );
    expect(meta.author).toBe('Ann Lee');
  });

  it('keeps the publisher where the page names no one else', () => {
    const meta = pageMeta(
      `<meta name="author" content="Supermove"><meta property="og:site_name" content="Supermove">`,
      '<h1>Release notes</h1><p>Text.</p>',
    );
    expect(meta.author).toBe('Supermove');
  });

  it('skips a JSON-LD Organization author for the person the page prints', () => {
    const meta = pageMeta(
      `<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Organization","name":"Daily Planet"},"publisher":{"@type":"Organization","name":"Daily Planet"}}</script>`,
      `<h1>Storm closes the pier</h1><div class="article-meta"><span class="author-name">Von Lois Lane</span></div><p>Text.</p>`,
    );
    expect(meta.author).toBe('Lois Lane');
  });

  it('reads "by John on July 21, 2012" above the article, not the sidebar\'s "Google profile"', () => {
    const meta = pageMeta(
      '',
      `<aside class="sidebar"><a rel="author" href="https://plus.google.com/123">Google profile</a>
         <p class="author">By Site Owner</p></aside>
       <main><h1>Installing the thing</h1><div class="post-byline">by John on July 21, 2012</div>
       <p>Text of the post.</p></main>`,
    );
    expect(meta.author).toBe('John');
  });

  it('does not take a profile link as a name even where it is the only byline', () => {
    const meta = pageMeta('', '<h1>Notes</h1><p>Text <a rel="author" href="/me">Google profile</a></p>');
    expect(meta.author).toBeNull();
  });

  it.each([
    ['Текст: Венера Ерофеева', 'Венера Ерофеева'],
    ['Автор: Иван Петров', 'Иван Петров'],
    ['Par Jeanne Martin', 'Jeanne Martin'],
    ['Von Karl Schmidt', 'Karl Schmidt'],
    ['Por María López', 'María López'],
    ['Di Giulia Rossi', 'Giulia Rossi'],
    ['Door Pieter de Vries', 'Pieter de Vries'],
    ['Autor: Jan Kowalski', 'Jan Kowalski'],
    ['بقلم أحمد علي', 'أحمد علي'],
    ['文/王小明', '王小明'],
    ['By Keith Barry', 'Keith Barry'],
  ])('removes the byline prefix in the page language: %s', (byline, name) => {
    expect(pageMeta(`<meta name="author" content="${byline}">`, '<h1>T</h1>').author).toBe(name);
    expect(pageMeta('', `<h1>Title here</h1><p class="byline">${byline}</p>`).author).toBe(name);
  });
});

describe("the article's own date", () => {
  it("keeps the offset the page gives (ISO 8601), so the day stays the page's", () => {
    const meta = pageMeta(
      '<meta property="article:published_time" content="2025-12-19T09:04:00+1300">',
      '<h1>T</h1>',
    );
    expect(meta.date).toBe('2025-12-19T09:04:00+13:00');
  });

  it("does not take a listing's date range as a publication date", () => {
    const meta = pageMeta(
      '',
      `<h1>Summer events</h1><ul><li><p><time datetime="2024-06-01">1 June</time> – <time datetime="2024-06-10">10 June</time></p> Fair</li></ul>`,
    );
    expect(meta.date).toBeNull();
    expect(pageMeta('<meta name="date" content="2024-06-01/2024-06-10">', '<h1>T</h1>').date).toBeNull();
  });

  it("skips a comment's datePublished for the article's", () => {
    const meta = pageMeta(
      `<script type="application/ld+json">[{"@type":"Comment","datePublished":"2024-07-09"},{"@type":"BlogPosting","datePublished":"2024-07-01"}]</script>`,
      `<h1>T</h1><div class="comment" itemscope itemtype="https://schema.org/Comment">
         <meta itemprop="datePublished" content="2024-07-08"></div>`,
    );
    expect(meta.date).toBe('2024-07-01');
  });

  it("reads the time in the article head, not a sidebar's", () => {
    const meta = pageMeta(
      '',
      `<aside><time datetime="2020-01-01">old</time></aside><article><header><h1>T</h1>
       <time datetime="2024-03-05T10:00:00Z">5 March</time></header><p>Text.</p></article>`,
    );
    expect(meta.date).toBe('2024-03-05T10:00:00Z');
  });
});

describe('the title without the site', () => {
  it("removes a forum's suffix and its page-kind words", () => {
    const meta = pageMeta(
      '<title>Calc crash (View topic) • Apache OpenOffice Community Forum</title>',
      '<p>x</p>',
      'https://forum.openoffice.org/en/forum/viewtopic.php?t=1',
    );
    // Known from the host (the headline is too short for the length rule to say so).
    expect(meta.title).toBe('Calc crash');
  });

  it('removes the site name before or after the headline', () => {
    const meta = pageMeta(
      '<meta property="og:site_name" content="The Daily Planet"><meta property="og:title" content="The Daily Planet – Storm closes the pier">',
      '',
    );
    expect(meta.title).toBe('Storm closes the pier');
    const phpbb = pageMeta(
      '<meta property="og:title" content="Example Forum • View topic - Printer drivers on Linux">',
      '',
      'https://forum.example.org/viewtopic.php?t=9',
    );
    expect(phpbb.title).toBe('Printer drivers on Linux');
  });

  it('keeps titles that merely contain a dash', () => {
    for (const title of ['Spider-Man returns to the cinema', 'Well - I did', 'Re-reading Proust in 2024']) {
      expect(pageMeta(`<meta property="og:title" content="${title}">`, '').title).toBe(title);
    }
  });
});

// The metadata stage runs its large Unicode patterns only where a text can need them (each costs the cold
// engine a compile per page); these pin the shortcuts to the patterns' own answers.
describe('the shortcuts around the Unicode patterns', () => {
  const fullSquash = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, '');

  it('squashes ASCII and other text as the Unicode patterns do', () => {
    for (const text of [
      'The Daily Planet!',
      'condenast.com',
      'Tab\there\r\nand there',
      'Ctrl\u0001char',
      'Condé Nast',
      'Ｆｕｌｌ Ｗｉｄｔｈ',
      'Kelvin \u212a',
      'Ann\u00a0Lee',
      '',
    ])
      expect(squash(text)).toBe(fullSquash(text));
  });

  it('reads ISO dates without the range pattern and still refuses ranges', () => {
    expect(isoDate('2024-05-01')).toBe('2024-05-01');
    expect(isoDate('2024-05-01 10:00 -0500')).toBe('2024-05-01T10:00:00-05:00');
    expect(isoDate('2024-05-01t10:00:00z')).toBe('2024-05-01T10:00:00Z');
    expect(isoDate('2024-05-01/2024-05-10')).toBeNull();
    expect(isoDate('May 1 – 10, 2024')).toBeNull();
    expect(isoDate('1 May 2024 to 10 May 2024')).toBeNull();
  });

  it('removes what follows a name only where it holds a digit or a separator', () => {
    expect(bylineName('By Ann Lee')).toBe('Ann Lee');
    expect(bylineName('Ann Lee 12.03.2020')).toBe('Ann Lee');
    expect(bylineName('Ann Lee | The Daily Planet')).toBe('Ann Lee');
    expect(bylineName('Ann Lee on July 21, 2012')).toBe('Ann Lee');
    expect(bylineName('#12 Ann')).toBe('Ann');
    expect(bylineName('2nd Lieutenant Ann')).toBe('2nd Lieutenant Ann');
    expect(personName('Lee Park, transport reporter')).toBe('Lee Park');
    expect(personName('Park, Lee')).toBe('Park, Lee');
  });

  it('reads the innermost of nested bylines', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<h1>Headline</h1>
      <div class="byline">By <span class="author-name">Ann Lee</span> <span>May 1</span></div>`;
    expect(extractMetadata(document).author).toBe('Ann Lee');
  });
});

describe('the title', () => {
  it('reads a headline with ruby as its base text, without the readings', () => {
    const meta = pageMeta(
      '<title>やさしいニュース</title>',
      '<h1><ruby>川<rt>かわ</rt></ruby>の<ruby>水<rp>(</rp><rt>みず</rt><rp>)</rp></ruby>がきれいになりました</h1><p>Text.</p>',
    );
    expect(meta.title).toBe('川の水がきれいになりました');
  });
});

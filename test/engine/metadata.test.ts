// @vitest-environment jsdom
// Metadata reads <meta> tags through one index per page: the same answers as one querySelector per key (also
// checked in Chromium, test/engine/layout.test.ts: jsdom matches meta[name="date"] on name="Date", browsers do not).
import { describe, expect, it } from 'vitest';
import { extractMetadata } from '../../src/metadata';
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

// bench:a11y: the fixed spread of corpus pages, the summary, and axe on the real reader (and notice) of the
// built extension (dist/chrome) over fixture pages rendered as corpus pages are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths';
import { ReaderAxe, isClean, type PageCheck } from './a11y';
import { summarize, summaryLine } from './a11y-report';
import { samplePages, shares, strided, type CorpusPage } from './a11y-sample';

describe('shares and strided', () => {
  it('gives every set an equal share, the first ones the remainder, and a short set’s turns to the others', () => {
    expect(shares([100, 100, 100], 50)).toEqual([17, 17, 16]);
    expect(shares([100, 2, 100], 10)).toEqual([4, 2, 4]);
    expect(shares([3, 2], 50)).toEqual([3, 2]);
    expect(shares([5, 5], 0)).toEqual([0, 0]);
  });

  it('takes the middle of each equal run, first to last', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(strided(items, 2)).toEqual([2, 7]);
    expect(strided(items, 5)).toEqual([1, 3, 5, 7, 9]);
    expect(strided(items, 1)).toEqual([5]);
    expect(strided(items, 12)).toEqual(items);
  });
});

describe('samplePages', () => {
  let corpus: string;
  beforeAll(() => {
    corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-a11y-corpus-'));
    for (const [set, count] of [
      ['forums', 4],
      ['articles', 20],
    ] as const) {
      fs.mkdirSync(path.join(corpus, set, 'pages'), { recursive: true });
      // Written out of order: the sample sorts the ids itself.
      const ids = Array.from({ length: count }, (_, i) => `${set}-${String(count - 1 - i).padStart(2, '0')}`);
      fs.writeFileSync(
        path.join(corpus, set, 'gold.jsonl'),
        ids
          .map((id) => JSON.stringify({ id, url: null, pageType: set === 'forums' ? 'forum' : null }))
          .join('\n'),
      );
      for (const id of ids)
        fs.writeFileSync(path.join(corpus, set, 'pages', `${id}.html.gz`), zlib.gzipSync('<p>x</p>'));
    }
  });
  afterAll(() => fs.rmSync(corpus, { recursive: true, force: true }));

  it('spreads the pages over the sets and over each set’s sorted ids, the same every time', () => {
    const sample = samplePages(corpus, 10);
    // 5 turns each would be 5 + 5; forums has 4, so its fifth turn goes to articles: 6 at a stride of 20/6.
    expect(sample.map((p) => p.id)).toEqual([
      'articles-01',
      'articles-05',
      'articles-08',
      'articles-11',
      'articles-15',
      'articles-18',
      'forums-00',
      'forums-01',
      'forums-02',
      'forums-03',
    ]);
    expect(samplePages(corpus, 10)).toEqual(sample);
    expect(sample.find((p) => p.set === 'forums')).toMatchObject({
      pageType: 'forum',
      url: 'http://forums.corpus.invalid/forums-00.html',
    });
  });

  it('takes only the sets asked for, and names a set the corpus does not have', () => {
    expect(samplePages(corpus, 3, ['forums']).map((p) => p.id)).toEqual([
      'forums-00',
      'forums-02',
      'forums-03',
    ]);
    expect(() => samplePages(corpus, 3, ['comments'])).toThrow(
      /No such set .*comments.*have articles, forums/,
    );
  });
});

function row(overrides: Partial<PageCheck>): PageCheck {
  return {
    set: 's',
    id: 'p',
    url: 'http://s.test/',
    pageType: null,
    view: 'reader',
    passes: 40,
    violations: [],
    dangling: [],
    error: null,
    ...overrides,
  };
}

describe('summarize', () => {
  it('counts clean, broken and failed pages, and each rule’s pages and elements', () => {
    const hit = (id: string, count: number) => ({ id, impact: 'moderate', count, targets: [], html: [] });
    const rows = [
      row({}),
      row({ view: 'notice' }),
      row({ violations: [hit('region', 2), hit('list', 1)] }),
      row({ violations: [hit('list', 3)] }),
      row({ dangling: ['fn1', 'fn2'] }),
      row({ view: null, passes: 0, error: 'timed out' }),
    ];
    expect(rows.map(isClean)).toEqual([true, true, false, false, false, false]);
    const summary = summarize(rows);
    expect(summary).toMatchObject({
      pages: 6,
      clean: 2,
      withViolations: 3,
      failed: 1,
      readers: 4,
      notices: 1,
    });
    expect(summary.rules).toEqual([
      { id: 'list', impact: 'moderate', pages: 2, elements: 4 },
      { id: 'dangling-fragment-link', impact: 'moderate', pages: 1, elements: 2 },
      { id: 'region', impact: 'moderate', pages: 1, elements: 2 },
    ]);
    expect(summaryLine(summary)).toMatch(
      /^bench:a11y: 2\/6 pages clean .* 3 with violations, 1 failed; list /,
    );
  });
});

describe('ReaderAxe, the built extension in Chromium', () => {
  let bench: ReaderAxe;
  let dir: string;
  const page = (fixture: string, url: string): CorpusPage => {
    const file = path.join(dir, `${fixture}.gz`);
    fs.writeFileSync(file, zlib.gzipSync(fs.readFileSync(path.join(ROOT, 'test', 'fixtures', fixture))));
    return { set: 'fixtures', id: fixture, url, file, pageType: null };
  };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-a11y-pages-'));
    bench = await ReaderAxe.start();
  });
  afterAll(async () => {
    await bench?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs axe in the reader of a page with comments, with page JavaScript off', async () => {
    const check = await bench.check(page('blog-comments.html', 'https://blog.test/post'));
    expect(check.error).toBeNull();
    expect(check.view).toBe('reader');
    expect(check.passes).toBeGreaterThan(10);
    expect(check.violations).toEqual([]);
    expect(check.dangling).toEqual([]);
  });

  it('leaves the page under the modal reader out, as the browser does: its landmarks do not count', async () => {
    // Two banners on the page: axe's landmark-no-duplicate-banner, which looks at the whole document, would
    // count them against the reader's own <header> if the page were not inert.
    const paragraphs = Array.from(
      { length: 12 },
      (_, i) =>
        `<p>Paragraph ${i + 1} of a plain article about harbour tides, long enough to be read as the page's ` +
        'main text and not as a teaser: the flats, the boats, the harbour master and his tables.</p>',
    ).join('');
    const html =
      '<!doctype html><html lang="en"><head><title>Tides</title></head><body>' +
      '<header><a href="/">Site</a></header><header><nav><a href="/a">A</a></nav></header>' +
      `<main><article><h1>Tides on the northern flats</h1>${paragraphs}</article></main></body></html>`;
    const file = path.join(dir, 'two-banners.html.gz');
    fs.writeFileSync(file, zlib.gzipSync(html));
    const check = await bench.check({
      set: 'hand-made',
      id: 'two-banners',
      url: 'https://tides.test/flats',
      file,
      pageType: null,
    });
    expect(check).toMatchObject({ error: null, view: 'reader', violations: [] });
  });

  it('checks the notice where there is nothing to read', async () => {
    const check = await bench.check(page('empty.html', 'https://app.test/'));
    expect(check).toMatchObject({ error: null, view: 'notice', violations: [] });
    expect(check.passes).toBeGreaterThan(0);
  });
});

// The page type's features and model (src/learned/page-type.ts): a pure function of the block table and the
// blocks' class probabilities, tested on tables built here.
import { describe, expect, it } from 'vitest';
import type { GbdtModel } from '../../src/blocks/gbdt';
import type { Block, BlockTable } from '../../src/blocks/types';
import {
  isDatedLine,
  PAGE_FEATURES,
  PAGE_KINDS,
  pageFeatures,
  pageTypeOf,
  threadUrlWord,
  THREAD_PROBABILITY,
} from '../../src/learned/page-type';

function block(
  text: string,
  node: number,
  ancestors: number[],
  y: number,
  extra: Partial<Block> = {},
): Block {
  return {
    node,
    ancestors,
    text,
    linkChars: 0,
    tag: 'p',
    path: ['div', 'body', 'html'],
    heading: 0,
    x: 100,
    y,
    width: 640,
    height: 40,
    fontSize: 16,
    fontWeight: 400,
    names: [],
    ancestorNames: [],
    landmarks: [],
    sd: { depth: 3, strong: false, cardinality: 0, ancestorTitleDepth: null, regionDensity: -1, regionDfm: -1, regionKind: 'other' }, // prettier-ignore
    signals: { inRoot: false, cut: false, side: false, commentWord: false, output: 'none' },
    ...extra,
  };
}

const table = (blocks: Block[], pageType = 'article'): BlockTable => ({
  pageWidth: 1280,
  pageHeight: 4000,
  bodyFontSize: 16,
  pageType,
  blocks,
});
const MAIN = [0.9, 0.05, 0.05];
const COMMENT = [0.1, 0.8, 0.1];
const NOISE = [0.05, 0.05, 0.9];
const words = (n: number) => 'word '.repeat(n).trim();
const named = (values: Float32Array) => Object.fromEntries(PAGE_FEATURES.map((n, i) => [n, values[i]]));

// An article: four paragraphs in one element (node 1 under body 0).
const article = table([0, 1, 2, 3].map((i) => block(words(60), 10 + i, [1, 0], 200 + i * 50)));
// A thread: five posts (nodes 2..6 under the list 1), each a dated byline (noise) over a body (main).
const thread = table(
  [0, 1, 2, 3].flatMap((i) => [
    block(`Mara Quist · 3 March 2021 ${10 + i}:15`, 20 + 2 * i, [2 + i, 1, 0], 200 + i * 300, {
      linkChars: 10,
    }),
    block(words(50), 21 + 2 * i, [2 + i, 1, 0], 230 + i * 300),
  ]),
  'multiple',
);
const threadProbs = thread.blocks.map((_, i) => (i % 2 ? MAIN : NOISE));

describe('pageFeatures', () => {
  it('gives one value per named feature', () => {
    expect(
      pageFeatures(
        article,
        article.blocks.map(() => MAIN),
      ),
    ).toHaveLength(PAGE_FEATURES.length);
    expect(new Set(PAGE_FEATURES).size).toBe(PAGE_FEATURES.length);
  });

  it('tells one body from repeated dated units', () => {
    const a = named(
      pageFeatures(
        article,
        article.blocks.map(() => MAIN),
      ),
    );
    const t = named(pageFeatures(thread, threadProbs, 'https://forum.example/viewtopic.php?t=7'));
    // Units are the children of the lowest element holding all main text: an article's are its paragraphs.
    expect(a.main_units).toBeCloseTo(Math.log1p(4));
    expect(a.main_largest_unit_share).toBeCloseTo(0.25);
    expect(a.main_unit_dated_share).toBe(0);
    expect(t.main_units).toBeCloseTo(Math.log1p(4));
    expect(t.main_largest_unit_share).toBeCloseTo(0.25);
    expect(t.main_unit_dated_share).toBe(1);
    expect(t.dated_lines).toBeCloseTo(Math.log1p(4));
    expect(t.rules_multiple).toBe(1);
    expect(a.url_thread_word).toBe(0);
    expect(t.url_thread_word).toBe(1);
  });

  it('finds the units under the element holding most of the text, not under a stray block’s ancestor', () => {
    // The thread's posts, and one short sidebar line the classifier read as main (node 40 under the body 0,
    // outside the list 1 that holds the posts). The common ancestor of every main block is the body, whose
    // child on the posts' side is the list: the thread would read as one unit holding nearly all the text.
    const stray = block(words(8), 40, [39, 0], 100);
    const page = table([stray, ...thread.blocks], 'multiple');
    const f = named(pageFeatures(page, [MAIN, ...threadProbs]));
    expect(f.main_units).toBeCloseTo(Math.log1p(4));
    expect(f.main_largest_unit_share).toBeCloseTo(0.25);
    expect(f.main_unit_dated_share).toBe(1);
    // A second block of that size is no longer stray: the lowest element holding 90% of the text is the body.
    const twice = table([stray, block(words(200), 41, [39, 0], 120), ...thread.blocks], 'multiple');
    const g = named(pageFeatures(twice, [MAIN, MAIN, ...threadProbs]));
    expect(g.main_units).toBeCloseTo(Math.log1p(2));
  });

  it('dates a unit by the dated line that heads it under the same parent (a header row above each post)', () => {
    // A table forum: under the table body (1), a header row (2, 4, 6) with the byline above each post's row
    // (3, 5, 7), whose body is main text. The body rows are the units; their bylines are in none of them.
    const rows = (bylines: boolean[]) =>
      table(
        bylines.flatMap((dated, i) => [
          block(
            dated ? `Olaolex: 9:0${i}am On Apr 24` : 'Olaolex',
            20 + 2 * i,
            [2 + 2 * i, 1, 0],
            200 + i * 300,
          ),
          block(words(50), 21 + 2 * i, [3 + 2 * i, 1, 0], 230 + i * 300),
        ]),
      );
    const probs = (page: BlockTable) => page.blocks.map((_, i) => (i % 2 ? MAIN : NOISE));
    const dated = (page: BlockTable) => named(pageFeatures(page, probs(page))).main_unit_dated_share;
    expect(dated(rows([true, true, true, true]))).toBe(1);
    expect(dated(rows([true, false, true, false]))).toBe(0.5);
    // A dated line heads only the unit after it: one below the last unit dates none.
    const trailing = rows([false, false, false]);
    trailing.blocks.push(block('Last visit 24 Apr 2020 10:15', 40, [9, 1, 0], 2000));
    expect(dated(trailing)).toBe(0);
    // A date outside the units' parent (the page's header) heads none of them.
    const outside = rows([false, false, false]);
    outside.blocks.unshift(block('24 Apr 2020 10:15', 41, [42, 0], 50));
    expect(dated(outside)).toBe(0);
  });

  it('measures the comment text: its share, and how much of it lies below the article', () => {
    const blocks = [
      ...article.blocks,
      block(words(20), 30, [5, 0], 900, { signals: { inRoot: false, cut: false, side: false, commentWord: true, output: 'comment' } }), // prettier-ignore
      block(words(20), 31, [6, 0], 100),
    ];
    const f = named(pageFeatures(table(blocks), [...article.blocks.map(() => MAIN), COMMENT, COMMENT]));
    const chars = blocks.reduce((s, b) => s + b.text.length, 0);
    expect(f.comment_share).toBeCloseTo((2 * words(20).length) / chars);
    expect(f.comment_below_main_share).toBeCloseTo(0.5);
    expect(f.comment_named_share).toBeCloseTo(0.5);
    expect(f.output_comment_share).toBeCloseTo(words(20).length / chars);
  });
});

describe('isDatedLine and threadUrlWord', () => {
  it('reads dates and times in short lines only', () => {
    for (const line of [
      'Posted 12 March 2019',
      '03/12/2019',
      '2019-03-12T10:00',
      '4:05pm Tue 1 Jan 08',
      'Mar 12, 2020',
      '14. Juni 2020 10:23',
      '2 hours ago',
      'vor 3 Tagen',
    ])
      expect(isDatedLine(line), line).toBe(true);
    for (const line of ['Reply', 'Quote this post', 'Page 12 of 40', words(30) + ' 12 March 2019'])
      expect(isDatedLine(line), line).toBe(false);
  });

  it("finds a forum or discussion in a URL's path or host, not elsewhere", () => {
    for (const url of [
      'https://bbs.example/viewtopic.php?t=1',
      'https://example.org/forum/t/slug/42',
      'https://forums.example.com/threads/x.9/',
      'https://community.example.com/c/help',
      'https://www.hifi-example-forum.de/viewthread-84-87.html',
      'https://www.example-forum.de/index.html',
      'https://bbs.example.cn/viewthread.php?tid=7',
    ])
      expect(threadUrlWord(url), url).toBe(1);
    for (const url of [
      'https://news.example.com/2020/03/story.html',
      'https://example.com/platform-news',
      'https://t.example.com/2020/story',
      'https://www.skateboards.example/news',
      'https://example.community/news',
      undefined,
      'not a url',
    ])
      expect(threadUrlWord(url), String(url)).toBe(0);
  });
});

describe('main_post_word_share', () => {
  it('counts the main text whose own or ancestors’ class/id names have a word that forum posts are named by', () => {
    // Blocks that share their ancestors' name list, as the engine's do (blocks/table.ts).
    const thread = ['topic-list', 'postbody'];
    const page = table([
      block(words(10), 10, [1, 0], 100, { ancestorNames: thread }),
      block(words(20), 11, [1, 0], 200, { ancestorNames: thread }),
      block(words(30), 12, [2, 0], 300, { names: ['message_text'] }),
      // "postscript" is one word, not "post"; a noise block's names do not count.
      block(words(40), 13, [3, 0], 400, { names: ['postscript'] }),
      block(words(50), 14, [3, 0], 500, { names: ['post'] }),
    ]);
    const values = named(pageFeatures(page, [MAIN, MAIN, MAIN, MAIN, NOISE]));
    const chars = (n: number) => words(n).length;
    const main = chars(10) + chars(20) + chars(30) + chars(40);
    expect(values['main_post_word_share']).toBeCloseTo((chars(10) + chars(20) + chars(30)) / main);
  });
});

describe('pageTypeOf', () => {
  // One stump per class on feature 0 (a leaf value each side), interleaved by class as LightGBM stores them.
  const model: GbdtModel = {
    classes: [...PAGE_KINDS],
    features: ['f0'],
    trees: {
      root: [0, 1, 2],
      feature: [0, 0, 0],
      threshold: [0.5, 0.5, 0.5],
      left: [~0, ~2, ~4],
      right: [~1, ~3, ~5],
      flags: [0, 0, 0],
      leaf: [2, 1, -1, -3, -2, 0],
    },
  };
  it("takes a thread from THREAD_PROBABILITY, else the likelier article type, with every type's probability", () => {
    const low = pageTypeOf(model, Float32Array.from([0]));
    expect(low.kind).toBe('article');
    expect(low.probabilities.reduce((a, b) => a + b)).toBeCloseTo(1);
    // A thread at odds of one in four, though an article is likelier.
    const high = pageTypeOf(model, Float32Array.from([1]));
    expect(high.probabilities[2]).toBeGreaterThanOrEqual(THREAD_PROBABILITY);
    expect(high.probabilities[0]).toBeGreaterThan(high.probabilities[2]);
    expect(high.kind).toBe('multiple');
  });
});

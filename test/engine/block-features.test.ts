// The block table's feature vectors (src/blocks/features.ts): a pure function, tested on tables built here.
import { describe, expect, it } from 'vitest';
import {
  containers,
  featureMatrix,
  featureNames,
  featureVectors,
  nameWords,
  textStats,
} from '../../src/blocks/features';
import type { Block, BlockTable } from '../../src/blocks';

function block(text: string, extra: Partial<Block> = {}): Block {
  return {
    node: 0,
    ancestors: [],
    text,
    linkChars: 0,
    tag: 'p',
    path: ['div', 'body', 'html'],
    heading: 0,
    x: 100,
    y: 200,
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

function table(blocks: Block[]): BlockTable {
  return { pageWidth: 1280, pageHeight: 4000, bodyFontSize: 16, pageType: 'article', blocks };
}

const VOCAB = ['content', 'footer'];

function valuesOf(t: BlockTable, i: number): Record<string, number> {
  const names = featureNames(VOCAB);
  const row = featureVectors(t, VOCAB)[i];
  return Object.fromEntries(names.map((n, k) => [n, row[k]]));
}

describe('block features', () => {
  const page = table([
    block('Home News', {
      node: 1,
      ancestors: [10, 20],
      tag: 'li',
      linkChars: 8,
      names: ['site-footer'],
      y: 10,
    }),
    block('The river rose by two metres overnight. Nobody was hurt.', {
      node: 2,
      ancestors: [11, 20],
      names: ['entry-content'],
      ancestorNames: ['main-content', 'post-42'],
      landmarks: ['article', 'role:main'],
      fontSize: 24,
      signals: { inRoot: true, cut: false, side: false, commentWord: false, output: 'article' },
      sd: { depth: 5, strong: true, cardinality: 2, ancestorTitleDepth: 3, regionDensity: 120, regionDfm: 0, regionKind: 'article' }, // prettier-ignore
    }),
    block('Second paragraph of the story.', { node: 3, ancestors: [11, 20], x: 100, y: 260 }),
  ]);

  it('gives every block one vector with a value for every named feature', () => {
    const names = featureNames(VOCAB);
    expect(new Set(names).size).toBe(names.length);
    const rows = featureVectors(page, VOCAB);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.length).toBe(names.length);
  });

  it('measures the block’s text, tag, layout and names', () => {
    const nav = valuesOf(page, 0);
    expect(nav['linkShare']).toBeCloseTo(8 / 9);
    expect(nav['tag:li']).toBe(1);
    expect(nav['tag:p']).toBe(0);
    expect(nav['name:footer']).toBe(1);
    expect(nav['ancestorName:footer']).toBe(0);
    const story = valuesOf(page, 1);
    expect(story['sentenceEnds']).toBe(2);
    expect(story['fontRatio']).toBe(1.5);
    expect(story['landmark:article']).toBe(1);
    expect(story['landmark:role:main']).toBe(1);
    expect(story['landmark:nav']).toBe(0);
    expect(story['name:content']).toBe(1);
    expect(story['ancestorName:content']).toBe(1);
    expect(story['sd:region:article']).toBe(1);
    expect(story['sd:hasTitle']).toBe(1);
    expect(story['sig:output:article']).toBe(1);
    expect(story['centerX']).toBeCloseTo(420 / 1280);
  });

  it('describes the containers from the blocks they hold, and the neighbours', () => {
    const story = valuesOf(page, 1);
    // Container 11 holds the two story paragraphs; 20 holds all three blocks.
    expect(story['c1:blocks']).toBeCloseTo(Math.log1p(2));
    expect(story['c1:paragraphs']).toBe(1);
    expect(story['c1:linkShare']).toBe(0);
    expect(story['c2:linkShare']).toBeGreaterThan(0);
    expect(story['c3:chars']).toBe(-1); // no third ancestor given
    expect(story['n-1:linkShare']).toBeCloseTo(8 / 9);
    expect(story['n1:sameTag']).toBe(1);
    expect(story['n-2:chars']).toBe(-1); // before the first block
  });

  it('splits class and id names into words', () => {
    expect([...nameWords(['entry-content', 'post-42', 'x', 'comment_list'])]).toEqual([
      'entry',
      'content',
      'post',
      'comment',
      'list',
    ]);
  });

  it('counts words, digits, punctuation and sentence ends in any script, in one pass', () => {
    expect(textStats('Hello, world. It is 2026!')).toEqual({
      words: 5,
      wordChars: 18,
      digits: 4,
      punctuation: 3,
      sentenceEnds: 2,
    });
    // Letters and digits of other scripts are word characters; 。 ends a sentence.
    expect(textStats('Grüße aus Köln。 日本語 ١٢٣')).toMatchObject({ words: 5, digits: 3, sentenceEnds: 1 });
    // A letter outside the BMP (two UTF-16 units) is one letter and two characters of its word.
    expect(textStats('𝒜b c')).toEqual({ words: 2, wordChars: 4, digits: 0, punctuation: 0, sentenceEnds: 0 });
    // A Latin mark is a sentence end only before a space or the end of the text, closing quotes between.
    expect(textStats('v1.2 ok.').sentenceEnds).toBe(1);
    expect(textStats('e.g.x "Go." He said (twice.) Then “no.”').sentenceEnds).toBe(3);
    // Chinese and Japanese put no space after a sentence: each ideographic end counts, a run of them once.
    expect(textStats('元局長は言う。「本を返しに来る。」それが楽しみです！？').sentenceEnds).toBe(3);
  });

  it('writes every block’s row into one matrix, as the vectors are', () => {
    const { x, rows, width } = featureMatrix(page, VOCAB);
    expect([rows, width]).toEqual([3, featureNames(VOCAB).length]);
    featureVectors(page, VOCAB).forEach((row, i) =>
      expect([...x.subarray(i * width, (i + 1) * width)]).toEqual([...row]),
    );
    expect(x.every(Number.isFinite)).toBe(true);
  });

  it('sums each container over every block below it, at any depth', () => {
    // A tree 0 > (1 > (2 > block a, block b at node 2's child 5), 3 > block c), plus a block at node 1
    // itself (so node 1 is a block and a container of others), given in an order that is not the tree's.
    const blocks = [
      block('aaaa', { node: 4, ancestors: [2, 1, 0], linkChars: 1, x: 10, y: 10, width: 100, height: 10 }),
      block('bb', { node: 6, ancestors: [5, 2, 1, 0], tag: 'li', x: 50, y: 500, width: 10, height: 10 }),
      block('ccccc', { node: 7, ancestors: [3, 0], heading: 2, x: 0, y: 0, width: 0, height: 0 }),
      block('d', { node: 1, ancestors: [0], linkChars: 1, x: 5, y: 900, width: 20, height: 30 }),
    ];
    // Each block added to each of its ancestors in turn: what containers() must equal.
    const expected = new Map<number, Record<string, number>>();
    for (const b of blocks) {
      for (const a of b.ancestors) {
        const c = expected.get(a) ?? { chars: 0, links: 0, blocks: 0, paragraphs: 0, items: 0, headings: 0, x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }; // prettier-ignore
        c.chars += b.text.length;
        c.links += b.linkChars;
        c.blocks++;
        if (b.tag === 'p') c.paragraphs++;
        if (b.tag === 'li') c.items++;
        if (b.heading) c.headings++;
        if (b.width > 0 && b.height > 0) {
          c.x0 = Math.min(c.x0, b.x);
          c.y0 = Math.min(c.y0, b.y);
          c.x1 = Math.max(c.x1, b.x + b.width);
          c.y1 = Math.max(c.y1, b.y + b.height);
        }
        expected.set(a, c);
      }
    }
    const got = containers(blocks);
    expect([...got.keys()].sort()).toEqual([0, 1, 2, 3, 5]);
    for (const [node, c] of expected) expect(got.get(node)).toMatchObject(c);
    expect(got.get(0)).toMatchObject({ chars: 12, blocks: 4, items: 1, headings: 1, x0: 5, y1: 930 });
    expect(got.get(1)).toMatchObject({ chars: 6, blocks: 2, x0: 10, x1: 110, y1: 510 });
  });
});

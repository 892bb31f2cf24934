// The golden comparison (expectGolden, the one golden.test.ts uses) must notice any change to the output:
// one sentence, paragraphs reordered, duplicated or dropped. Runs on a checked-in golden, no browser.
import { describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { expectGolden, fromGolden, goldenFile, readGolden, toGolden } from './golden';

const golden = readGolden(goldenFile('news-article.html'));
const comments = readGolden(goldenFile('blog-comments.html'));

/** The golden as an Extraction, changed by `change`; each case starts from a fresh copy. */
function changed(source: typeof golden, change: (x: Extraction) => void): Extraction {
  const x = fromGolden(structuredClone(source));
  change(x);
  return x;
}

const paragraphs = (text: string) => text.split('\n\n');

describe('expectGolden', () => {
  it('passes the golden itself, read back as an Extraction (nothing is lost in the split)', () => {
    expect(() => expectGolden(fromGolden(golden), golden)).not.toThrow();
    expect(toGolden(fromGolden(golden))).toEqual(golden);
  });

  it.each<[string, (x: Extraction) => void]>([
    [
      'one sentence of the article text',
      (x) => (x.article.text = x.article.text.replace('switched on again', 'switched off again')),
    ],
    [
      'two paragraphs swapped',
      (x) => {
        const p = paragraphs(x.article.text);
        [p[1], p[2]] = [p[2], p[1]];
        x.article.text = p.join('\n\n');
      },
    ],
    [
      'a paragraph duplicated',
      (x) => {
        const p = paragraphs(x.article.text);
        x.article.text = [...p.slice(0, 3), p[2], ...p.slice(3)].join('\n\n');
      },
    ],
    [
      'a paragraph dropped',
      (x) => (x.article.text = paragraphs(x.article.text).toSpliced(4, 1).join('\n\n')),
    ],
    [
      'two paragraphs joined into one line',
      (x) => (x.article.text = x.article.text.replace('boatyard loft.\n\n', 'boatyard loft. ')),
    ],
    ['one space in the article text', (x) => (x.article.text = x.article.text.replace('  //', ' //'))],
    [
      'one sentence of the article HTML',
      (x) => (x.article.html = x.article.html.replace('cut running costs', 'cut running cost')),
    ],
    ['the title', (x) => (x.title = `${x.title}.`)],
    ['the page type', (x) => (x.pageType = 'multiple')],
    ['a highlight region', (x) => (x.regions = x.regions.slice(1))],
    ['a trace message', (x) => (x.trace![0].detail += '!')],
  ])('fails on %s', (_, change) => {
    const x = changed(golden, change);
    expect(x).not.toEqual(fromGolden(golden));
    expect(() => expectGolden(x, golden)).toThrow();
  });

  it.each<[string, (x: Extraction) => void]>([
    ['one sentence of a comment', (x) => (x.comments[1].text = x.comments[1].text.replace('fridge', 'oven'))],
    ['two comments swapped', (x) => ([x.comments[0], x.comments[1]] = [x.comments[1], x.comments[0]])],
    ['a comment dropped', (x) => (x.comments = x.comments.slice(1))],
    ['a comment author', (x) => (x.comments[2].author = null)],
  ])('fails on %s', (_, change) => {
    const x = changed(comments, change);
    expect(x).not.toEqual(fromGolden(comments));
    expect(() => expectGolden(x, comments)).toThrow();
  });
});

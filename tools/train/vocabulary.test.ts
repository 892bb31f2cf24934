import { describe, expect, it } from 'vitest';
import { chooseVocabulary } from './vocabulary';

const sitesWith = (n: number) => new Set(Array.from({ length: n }, (_, i) => `site${i}.test`));

describe('name vocabulary', () => {
  it('keeps words used on enough sites, the most widespread first, ties by name', () => {
    const words = new Map([
      ['content', sitesWith(40)],
      ['footer', sitesWith(25)],
      ['comment', sitesWith(25)],
      ['xj3k', sitesWith(1)], // one site's generated class
      ['sidebar', sitesWith(5)],
      ['widget', sitesWith(4)],
    ]);
    expect(chooseVocabulary(words, 100)).toEqual(['content', 'comment', 'footer', 'sidebar']);
    // With 1,000 sites a word needs 10 of them.
    expect(chooseVocabulary(words, 1000)).toEqual(['content', 'comment', 'footer']);
  });
});

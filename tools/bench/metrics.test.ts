// Each metric pinned on small cases computed by hand (issue 3: including empty output and empty gold).
import { describe, expect, it } from 'vitest';
import {
  commentsPage,
  commentsScore,
  lcsPRF,
  pageTypeScore,
  postsPage,
  sameAuthor,
  namesAMember,
  postsScore,
  regionAccuracyPage,
  sameDate,
  shingleCounts,
  shingles,
  shingleScore,
  snippetCounts,
  snippetScore,
  timeScore,
  wordPRF,
  words,
} from './metrics';

describe('words', () => {
  it('splits like Python 3 \\w+, Unicode letters and digits included', () => {
    expect(words("Grüße, O'Brien: 3.5 snake_case — 東京")).toEqual([
      'Grüße',
      'O',
      'Brien',
      '3',
      '5',
      'snake_case',
      '東京',
    ]);
  });

  it('reads canonically equivalent spellings as the same word (NFC)', () => {
    // "é" as one code point and as "e" with a combining accent; Bengali "য়" as U+09DF and as U+09AF U+09BC.
    expect(words('caf\u00e9 \u09df')).toEqual(words('cafe\u0301 \u09af\u09bc'));
    expect(wordPRF('cafe\u0301 cr\u00e8me', 'caf\u00e9 cre\u0300me').f1).toBe(1);
  });
});

describe('shingle F1', () => {
  it('makes 4-token shingles, one shorter shingle for short texts, none for empty text', () => {
    expect(shingles('a b c d e')).toEqual(['a b c d', 'b c d e']);
    expect(shingles('a b')).toEqual(['a b']);
    expect(shingles('  ')).toEqual([]);
  });

  it('normalises a page to tp + fp + fn = 1', () => {
    expect(shingleCounts('a b c d e', 'a b c d')).toEqual({ tp: 0.5, fp: 0.5, fn: 0 });
  });

  it('scores empty output, empty gold and both empty', () => {
    expect(shingleCounts('', 'a b c d')).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(shingleCounts('x', '')).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(shingleCounts('', '')).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('averages the normalised counts over pages, then F1 of precision and recall', () => {
    const s = shingleScore([
      { tp: 0.5, fp: 0.5, fn: 0 },
      { tp: 0, fp: 0, fn: 1 },
    ]);
    expect(s.precision).toBeCloseTo(0.5);
    expect(s.recall).toBeCloseTo(1 / 3);
    expect(s.f1).toBeCloseTo(0.4);
  });

  it('is undefined without pages and zero when nothing was extracted', () => {
    expect(shingleScore([]).f1).toBeNaN();
    expect(shingleScore([{ tp: 0, fp: 0, fn: 1 }])).toEqual({ precision: 0, recall: 0, f1: 0 });
  });
});

describe('word F1', () => {
  it('compares lower-cased bags of words', () => {
    const s = wordPRF('The cat the', 'the dog');
    expect(s.precision).toBeCloseTo(1 / 3);
    expect(s.recall).toBeCloseTo(1 / 2);
    expect(s.f1).toBeCloseTo(0.4);
  });

  it('scores empty output 0, empty gold 0, both empty 1', () => {
    expect(wordPRF('', 'a').f1).toBe(0);
    expect(wordPRF('a', '').f1).toBe(0);
    expect(wordPRF('', '')).toEqual({ precision: 1, recall: 1, f1: 1 });
  });
});

describe('LCS P/R/F1', () => {
  it('works on whitespace-normalised characters', () => {
    const s = lcsPRF('a  b', 'a b c');
    expect(s).toMatchObject({ precision: 1, recall: 0.6, level: 'char' });
    expect(s.f1).toBeCloseTo(0.75);
    expect(lcsPRF('abcd', 'abxd')).toMatchObject({ precision: 0.75, recall: 0.75 });
  });

  it('falls back to words on long pages', () => {
    const gold = 'alpha '.repeat(7000); // 42,000 chars: 1.76e9 cells > LCS_CHAR_CELL_LIMIT
    const s = lcsPRF(`${gold} beta`, gold);
    expect(s.level).toBe('word');
    expect(s.precision).toBeCloseTo(7000 / 7001);
    expect(s.recall).toBe(1);
  });

  it('scores empty output, empty gold and both empty', () => {
    expect(lcsPRF('', 'abc').f1).toBe(0);
    expect(lcsPRF('abc', ' ').f1).toBe(0);
    expect(lcsPRF('', '').f1).toBe(1);
  });
});

describe('snippets', () => {
  it('counts whitespace-normalised, case-sensitive substring matches', () => {
    const counts = snippetCounts(
      'Hello   world. Foo bar',
      ['hello world', 'Hello world.', 'Foo\nbar'],
      ['Foo', 'zzz'],
    );
    expect(counts).toEqual({ tp: 2, fn: 1, fp: 1, tn: 1 });
  });

  it('treats an empty output as finding nothing', () => {
    expect(snippetCounts('', ['a'], ['b'])).toEqual({ tp: 0, fn: 1, fp: 0, tn: 1 });
  });

  it('finds a snippet written with other but canonically equivalent code points', () => {
    // trafilatura 0406: the page writes "কুষ্টিয়া" with U+09DF, its gold with U+09AF U+09BC.
    const page = '\u0995\u09c1\u09b7\u09cd\u099f\u09bf\u09df\u09be-\u09e7 and more';
    const gold = '\u0995\u09c1\u09b7\u09cd\u099f\u09bf\u09af\u09bc\u09be-\u09e7';
    expect(snippetCounts(page, [gold], [])).toEqual({ tp: 1, fn: 0, fp: 0, tn: 0 });
  });

  it('sums counts over the set', () => {
    const s = snippetScore([
      { tp: 2, fn: 1, fp: 1, tn: 1 },
      { tp: 0, fn: 1, fp: 0, tn: 2 },
    ]);
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBeCloseTo(0.5);
    expect(s.accuracy).toBeCloseTo(0.625);
    expect(s.f1).toBeCloseTo(4 / 7);
    expect(snippetScore([]).f1).toBeNaN();
    expect(snippetScore([{ tp: 0, fn: 2, fp: 0, tn: 1 }])).toMatchObject({ precision: 0, recall: 0, f1: 0 });
  });
});

describe('comments', () => {
  it('scores concatenated comment text, and false positives on comment-free pages', () => {
    const withGold = commentsPage(['nice post', 'thanks'], ['nice post', 'thanks a lot']);
    expect(withGold.f1).toBeCloseTo(0.75);
    expect(commentsPage([], ['x']).f1).toBe(0);
    expect(commentsPage(['x'], [])).toEqual({ f1: null, falsePositive: true });
    expect(commentsPage([], [' '])).toEqual({ f1: null, falsePositive: false });
    const s = commentsScore([
      withGold,
      commentsPage([], ['x']),
      commentsPage(['x'], []),
      commentsPage([], []),
    ]);
    expect(s).toMatchObject({ pagesWithComments: 2, falsePositiveRate: 0.5, pagesWithout: 2 });
    expect(s.f1).toBeCloseTo(0.375);
  });
});

describe('posts', () => {
  const gold = [
    { text: 'one two three four', author: 'Ann', date: '2020-01-02' },
    { text: 'five six seven eight', author: 'Bob', date: null },
  ];

  it('matches posts one to one at word F1 >= 0.5 and checks author and date on matches', () => {
    const found = [
      { text: 'five six seven eight nine', author: 'bob', date: 'yesterday' },
      { text: 'one two', author: 'Ann', date: '2 January 2020' },
      { text: 'zzz' },
    ];
    const page = postsPage(found, gold);
    expect(page).toEqual({
      found: 3,
      gold: 2,
      matched: 2,
      authorsChecked: 2,
      authorsCorrect: 2,
      datesChecked: 1,
      datesCorrect: 1,
    });
    const s = postsScore([page]);
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBe(1);
    expect(s.f1).toBeCloseTo(0.8);
    expect(s.authorAccuracy).toBe(1);
    expect(s.dateAccuracy).toBe(1);
  });

  it("takes a gold author given as a profile link to match the found author's profile, resolved on the page", () => {
    const page = 'https://forum.example/viewtopic.php?t=9';
    const found = {
      text: 'x',
      author: 'Keahou',
      authorUrl: 'https://forum.example/memberlist.php?mode=viewprofile&u=3863',
    };
    expect(sameAuthor(found, './memberlist.php?mode=viewprofile&u=3863', page)).toBe(true);
    expect(sameAuthor(found, './memberlist.php?mode=viewprofile&u=81', page)).toBe(false);
    expect(
      sameAuthor({ text: 'x', author: 'Keahou' }, './memberlist.php?mode=viewprofile&u=3863', page),
    ).toBe(false);
    expect(sameAuthor({ text: 'x', author: 'MK204' }, 'mk204', page)).toBe(true);
    // The page's <base> moved its relative links: the profile is still the one that ends with the gold link.
    const based = {
      text: 'x',
      author: 'MarcoM',
      authorUrl: 'https://forum.example/forum/members/marcom.22661/',
    };
    expect(
      sameAuthor(based, 'members/marcom.22661/', 'https://forum.example/forum/threads/cars.387294/'),
    ).toBe(true);
    expect(sameAuthor(based, 'members/ann.5/', 'https://forum.example/forum/threads/cars.387294/')).toBe(
      false,
    );
    expect(sameAuthor({ text: 'x', author: 'Baci Ton', authorUrl: null }, 'Baci Ton', page)).toBe(true);
  });

  it('does not check a gold author that is a link to a post action or a script, as it names no member', () => {
    const posts = [
      { text: 'one two three four', author: './posting.php?mode=quote&f=3&p=21893151', date: null },
    ];
    const found = [{ text: 'one two three four', author: 'qf789' }];
    expect(postsPage(found, posts)).toMatchObject({ matched: 1, authorsChecked: 0 });
    expect(namesAMember('javascript:society.profileUnavailable();')).toBe(false);
    expect(namesAMember('./memberlist.php?mode=viewprofile&u=3863')).toBe(true);
    expect(namesAMember('Ann')).toBe(true);
  });

  it('never matches one gold post twice, nor below the threshold', () => {
    expect(postsPage([gold[0], gold[0]], gold).matched).toBe(1);
    expect(postsPage([{ text: 'one' }], gold).matched).toBe(0); // F1 = 2·1·0.25/1.25 = 0.4
  });

  it('scores empty output and empty gold', () => {
    expect(postsScore([postsPage([], gold)])).toMatchObject({ precision: 0, recall: 0, f1: 0 });
    const noGold = postsScore([postsPage([{ text: 'a' }], [])]);
    expect(noGold.precision).toBe(0);
    expect(noGold.recall).toBeNaN();
    expect(postsScore([]).f1).toBeNaN(); // no page with gold posts: n/a, not 0
  });

  it('compares dates by calendar day or containment', () => {
    expect(sameDate('Posted 2021-03-04 10:00', '2021-03-04')).toBe(true);
    expect(sameDate('March 4, 2021', '2021-03-04')).toBe(true);
    expect(sameDate('March 5, 2021', '2021-03-04')).toBe(false);
    expect(sameDate(null, '2021-03-04')).toBe(false);
  });
});

describe('region accuracy (Pappas eq. 4)', () => {
  it('penalises a detected region by its size difference, and an undetected one fully', () => {
    // found 11 chars vs gold 7: 11 / (4 + 11); the comment region is missing: 0.
    const page = regionAccuracyPage([
      { gold: 'a b c d', found: 'a b c d e f' },
      { gold: 'x y', found: null },
    ]);
    expect(page).toBeCloseTo((11 / 15 + 0) / 2);
    expect(regionAccuracyPage([{ gold: 'a b c d', found: 'a b c' }])).toBeCloseTo(5 / 7);
    expect(regionAccuracyPage([{ gold: 'a b c d', found: '' }])).toBe(0);
    expect(regionAccuracyPage([{ gold: 'a b c d', found: 'p q r s' }])).toBe(0); // not the same region
  });

  it('is undefined without labelled regions', () => {
    expect(regionAccuracyPage([{ gold: ' ', found: 'x' }])).toBeNull();
  });
});

describe('page type', () => {
  it('scores SD types (forum as multiple) and keeps every gold type in the confusion matrix', () => {
    const s = pageTypeScore([
      { gold: 'article', found: 'article' },
      { gold: 'article-with-comments', found: 'article' },
      { gold: 'forum', found: 'multiple' },
      { gold: 'product', found: 'article' },
      { gold: null, found: 'article' },
    ]);
    expect(s.accuracy).toBeCloseTo(2 / 3);
    expect(s.pages).toBe(3);
    expect(s.confusion).toEqual({
      article: { article: 1 },
      'article-with-comments': { article: 1 },
      forum: { multiple: 1 },
      product: { article: 1 },
    });
    expect(pageTypeScore([]).accuracy).toBeNaN();
  });
});

describe('time', () => {
  it('gives medians, p95 and the median per-page ratio', () => {
    const s = timeScore([
      { pith: 10, readability: 5 },
      { pith: 30, readability: 10 },
      { pith: 20, readability: 0 },
    ]);
    expect(s).toMatchObject({ pithMedian: 20, readabilityMedian: 5, ratioMedian: 2.5 });
    expect(s.pithP95).toBeCloseTo(29);
  });
});

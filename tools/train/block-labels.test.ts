import { describe, expect, it } from 'vitest';
import type { Gold } from '../lib/corpus';
import { rng } from '../lib/random';
import { alignTokens, labelBlocks, type LabelledBlock } from './block-labels';
import { formatTable, summarise } from './block-labels-check';
import { tokens } from './label';

function gold(fields: Partial<Gold>): Gold {
  return {
    id: 'p',
    url: null,
    pageType: null,
    title: null,
    author: null,
    date: null,
    article: null,
    comments: null,
    posts: null,
    with: null,
    without: null,
    ...fields,
  };
}

const blocks = (texts: string[]): LabelledBlock[] => texts.map((text) => ({ text }));

const HEADLINE = 'Council closes the old river bridge';
const LEAD =
  'The city council voted on Tuesday to close the old river bridge after engineers found deep cracks in two of its piers.';
const P2 =
  'Climate change news had shaped the debate, one member said, because the floods of last winter weakened the foundations.';
const P3 =
  'Repairs would cost more than a new crossing, and work on the replacement is due to start in the spring of next year.';
const P4 =
  'Until then, buses will run a shuttle service between the market square and the railway station every ten minutes.';
const ARTICLE = [HEADLINE, LEAD, P2, P3, P4].join('\n');
const NAV = ['Home', 'Climate change news', 'Sport', 'Weather'];
const FOOTER = ['Contact us', 'Terms of use', '© 2011 The Daily Example'];

describe('labelBlocks, full-text gold (in-order alignment)', () => {
  it('labels the article main and keeps a nav menu whose phrase is in the gold noise', () => {
    // "Climate change news" is a 3-token run of the gold: the order-free shingle match (label.ts) calls it main.
    const page = [...NAV, HEADLINE, 'By Jane Doe, 3 May 2011', LEAD, P2, P3, P4, ...FOOTER];
    const { labels, stats } = labelBlocks(blocks(page), gold({ article: ARTICLE }), 'wcxb');
    expect(labels).toEqual([
      ...NAV.map(() => 'noise'),
      'main',
      'noise',
      'main',
      'main',
      'main',
      'main',
      ...FOOTER.map(() => 'noise'),
    ]);
    expect(stats.method).toBe('align');
    expect(stats.coverage).toBe(1);
    expect(stats.purity).toBe(1);
    expect(stats.counts).toEqual({ main: 5, comment: 0, noise: 8, unknown: 0 });
  });

  it.each([
    ['the headline in the gold', [HEADLINE, LEAD, P2, P3, P4].join('\n'), [] as string[]],
    // No headline anchor before the lead and an ad between the lead and the body: the lead is in one gap with
    // its teaser, and the gap's alignment must choose the copy next to the rest of the article.
    ['no headline in the gold, an ad after the lead', [LEAD, P2, P3, P4].join('\n'), ['Advertisement']],
  ])('aligns a lead that a teaser repeats where the rest of the article is (%s)', (_, article, ad) => {
    const page = [
      ...NAV,
      'Top stories',
      LEAD,
      'Schools reopen after the summer holidays with new timetables',
      HEADLINE,
      'By Jane Doe',
      LEAD,
      ...ad,
      P2,
      P3,
      P4,
      'Read more',
      LEAD,
      ...FOOTER,
    ];
    const { labels } = labelBlocks(blocks(page), gold({ article }), 'dragnet');
    const at = (text: string) => page.map((t, i) => (t === text ? labels[i] : null)).filter((l) => l);
    expect(at(LEAD)).toEqual(['noise', 'main', 'noise']);
    expect(at(P2)).toEqual(['main']);
    expect(at('Top stories')).toEqual(['noise']);
  });

  it('keeps a footer phrase noise when the gold paragraph holding it is missing from the page', () => {
    const missing =
      'Residents can read the full report online, but should check the terms of use before they comment.';
    const page = [...NAV, HEADLINE, LEAD, P2, P3, P4, ...FOOTER];
    const { labels, stats } = labelBlocks(
      blocks(page),
      gold({ article: `${ARTICLE}\n${missing}` }),
      'cleaneval',
    );
    expect(labels[page.indexOf('Terms of use')]).toBe('noise');
    expect(labels[page.indexOf(P4)]).toBe('main');
    const goldTokens = tokens(`${ARTICLE}\n${missing}`).length;
    expect(stats.coverage).toBeCloseTo(tokens(ARTICLE).length / goldTokens, 6);
    expect(stats.purity).toBe(1);
  });

  it('finds a gold paragraph that the page shows out of the gold order', () => {
    // The gold puts the standfirst first; the page shows it under the article.
    const stand = 'The crossing has carried traffic over the river since eighteen ninety two and is listed.';
    const page = [...NAV, HEADLINE, LEAD, P2, P3, P4, stand, ...FOOTER];
    const { labels } = labelBlocks(blocks(page), gold({ article: [stand, ARTICLE].join('\n') }), 'wcxb');
    expect(labels[page.indexOf(stand)]).toBe('main');
    expect(labels[page.indexOf('Climate change news')]).toBe('noise');
  });

  it('labels a Dragnet comments blob comment, and nothing comment on a page without comment gold', () => {
    const c1 = 'I drove over that bridge every day for twenty years and never thought it was unsafe.';
    const c2 = 'About time, the council has ignored those cracks since the floods.';
    const page = [
      ...NAV,
      HEADLINE,
      LEAD,
      P2,
      P3,
      P4,
      '2 comments',
      'Bob Smith, 4 May',
      c1,
      'Ann Lee, 5 May',
      c2,
    ];
    const withComments = labelBlocks(
      blocks(page),
      gold({ article: ARTICLE, comments: [`${c1}\n${c2}`] }),
      'dragnet',
    );
    expect(withComments.labels.slice(-5)).toEqual(['noise', 'noise', 'comment', 'noise', 'comment']);
    expect(withComments.labels[page.indexOf(LEAD)]).toBe('main');
    expect(withComments.stats.commentCoverage).toBe(1);
    expect(withComments.stats.commentPurity).toBe(1);
    expect(withComments.stats.counts.comment).toBe(2);

    const without = labelBlocks(blocks(page), gold({ article: ARTICLE, comments: [] }), 'dragnet');
    expect(without.labels).not.toContain('comment');
    expect(without.labels.slice(-5)).toEqual(['noise', 'noise', 'noise', 'noise', 'noise']);
    expect(without.stats.commentCoverage).toBeNull();

    // The same page listed as one whose gold leaves its comments out: nothing outside the article is noise.
    const omitted = labelBlocks(
      blocks(page),
      gold({ article: ARTICLE, comments: null, commentsOmitted: true }),
      'dragnet',
    );
    expect(omitted.labels.slice(-5)).toEqual([null, null, null, null, null]);
    expect(omitted.labels[page.indexOf(LEAD)]).toBe('main');
    expect(omitted.labels).not.toContain('noise');

    // Comment gold of a set that has none by the brief (wcxb) is ignored.
    const wcxb = labelBlocks(blocks(page), gold({ article: ARTICLE, comments: [c1, c2] }), 'wcxb');
    expect(wcxb.labels).not.toContain('comment');
  });

  it('aligns per-comment gold, also when the page shows the comments newest first', () => {
    const cs = [
      'First! Glad they finally listened to the engineers about the piers.',
      'The shuttle bus will be packed every morning, mark my words on this one.',
      'Does anyone know whether cyclists can still use the footpath across it?',
    ];
    const page = [HEADLINE, LEAD, P2, P3, P4, 'Comments (3)', ...[...cs].reverse()];
    const { labels, stats } = labelBlocks(blocks(page), gold({ article: ARTICLE, comments: cs }), 'l3s-gn1');
    expect(labels).toEqual([
      'main',
      'main',
      'main',
      'main',
      'main',
      'noise',
      'comment',
      'comment',
      'comment',
    ]);
    expect(stats.method).toBe('align');
    expect(stats.commentCoverage).toBe(1);
  });

  it('labels forum posts main (harvest-forums, from the posts) and wcxb forum pages from the article', () => {
    const posts = [
      'My laptop dock stops working after resume from suspend, the usb c display stays black.',
      'Try the lts kernel, it worked for me with the same dock and a daisy chained monitor.',
      'Thanks, the lts kernel fixed it here as well, marking this thread as solved now.',
    ];
    const page = [
      'Forum index',
      'Dock broken after suspend',
      'alice',
      posts[0],
      'bob',
      posts[1],
      'alice',
      posts[2],
    ];
    const post = (text: string) => ({ text, author: null, date: null, link: null });
    const expected = ['noise', 'noise', 'noise', 'main', 'noise', 'main', 'noise', 'main'];
    const harvest = labelBlocks(
      blocks(page),
      gold({ posts: posts.map(post), article: null }),
      'harvest-forums',
    );
    expect(harvest.labels).toEqual(expected);
    expect(harvest.stats.coverage).toBe(1);
    const wcxb = labelBlocks(blocks(page), gold({ article: posts.join('\n'), pageType: 'forum' }), 'wcxb');
    expect(wcxb.labels).toEqual(expected);
  });

  it('leaves blocks without tokens (punctuation only) unknown', () => {
    const page = [HEADLINE, '|', LEAD, '—', P2, P3, P4];
    const { labels, stats } = labelBlocks(blocks(page), gold({ article: ARTICLE }), 'wcxb');
    expect(labels).toEqual(['main', null, 'main', null, 'main', 'main', 'main']);
    expect(stats.counts.unknown).toBe(2);
  });

  it('returns unknown labels for a page without gold text (article null or empty, no posts)', () => {
    const page = [HEADLINE, LEAD, P2];
    for (const article of [null, '', '  \n ']) {
      const { labels, stats } = labelBlocks(blocks(page), gold({ article }), 'wcxb');
      expect(labels).toEqual([null, null, null]);
      expect(stats.method).toBe('none');
      expect(stats.counts.unknown).toBe(3);
    }
  });

  it('rejects a set it has no rule for', () => {
    expect(() => labelBlocks(blocks([LEAD]), gold({ article: LEAD }), 'nope')).toThrow(/nope/);
  });
});

describe('labelBlocks, l3s-gn1', () => {
  it('aligns the page itself with the annotation text: article main, comments comment, the rest noise', () => {
    const page = ['Home', HEADLINE, LEAD, P2, P3, P4, 'Related: floods', 'Great news at last for the town.'];
    const { labels, stats } = labelBlocks(
      blocks(page),
      gold({ article: ARTICLE, comments: ['Great news at last for the town.'] }),
      'l3s-gn1',
    );
    expect(labels).toEqual(['noise', 'main', 'main', 'main', 'main', 'main', 'noise', 'comment']);
    expect(stats.method).toBe('align');
  });
});

describe('labelBlocks, trafilatura snippets', () => {
  it('labels blocks holding a with snippet main, a without snippet noise, the rest unknown', () => {
    const page = [
      'Startseite  Politik',
      'Der Stadtrat hat am Dienstag beschlossen,\n die alte Brücke zu schließen.',
      'Die Reparatur wäre teurer als ein Neubau.',
      'Leider sind keine Kommentare möglich.',
      'der stadtrat hat am dienstag beschlossen',
      'Schöner Artikel, danke!',
      '…',
    ];
    const g = gold({
      with: ['Stadtrat hat am  Dienstag beschlossen, die alte', 'Reparatur wäre teurer'],
      without: ['Leider sind keine Kommentare möglich.', 'nicht auf der Seite'],
      comments: ['Schöner Artikel'],
    });
    const { labels, stats } = labelBlocks(blocks(page), g, 'trafilatura');
    // Case-sensitive: the lower-cased copy is not a match.
    expect(labels).toEqual([null, 'main', 'main', 'noise', null, 'comment', null]);
    expect(stats.method).toBe('snippets');
    expect(stats.snippets).toEqual({
      with: { found: 2, total: 2 },
      without: { found: 1, total: 2 },
      comments: { found: 1, total: 1 },
    });
  });

  it('labels a snippet found twice only where the other snippets are (a caption repeated in a teaser)', () => {
    const page = [
      'Flood waters rose overnight in the valley.',
      'Most read: Flood waters rose overnight',
      'Menu',
      'Residents were moved to the school.',
      'Flood waters rose overnight in the valley.',
    ];
    const g = gold({ with: ['Flood waters rose overnight', 'Residents were moved'], without: [] });
    const { labels, stats } = labelBlocks(blocks(page), g, 'trafilatura');
    expect(labels).toEqual([null, null, null, 'main', 'main']);
    expect(stats.snippets?.with).toEqual({ found: 2, total: 2 });
  });

  it('leaves a block holding snippets of two kinds unknown', () => {
    const { labels } = labelBlocks(
      blocks(['Erster Satz hier. Zweiter Satz dort.']),
      gold({ with: ['Erster Satz'], without: ['Zweiter Satz'] }),
      'trafilatura',
    );
    expect(labels).toEqual([null]);
  });
});

describe('labelBlocks, readability', () => {
  it('leaves every block unknown (its gold is Readability.js output, a silver standard)', () => {
    const { labels, stats } = labelBlocks(
      blocks([HEADLINE, LEAD, P2]),
      gold({ article: ARTICLE }),
      'readability',
    );
    expect(labels).toEqual([null, null, null]);
    expect(stats.method).toBe('none');
  });
});

describe('alignTokens', () => {
  it('aligns in order: a gold token is aligned once, to the copy among the rest of the text', () => {
    const page = tokens(
      'a quick brown fox jumps | menu | the lazy dog sleeps while a quick brown fox jumps over it',
    );
    const goldT = tokens('the lazy dog sleeps while a quick brown fox jumps over it');
    const { pm, gm } = alignTokens(page, goldT);
    expect([...pm.slice(0, 5)]).toEqual([-1, -1, -1, -1, -1]);
    expect([...gm]).toEqual(goldT.map((_, j) => j + 6));
  });

  // A page of 20,000 tokens against a gold of 20,000: 7,000 tokens of menus and links, 6,000 of article, 7,000 of
  // links; a teaser of the article's 200-token lead before it and one of its 200-token last paragraph after it,
  // related links quoting it; the gold has 14,000 tokens the page lacks. The gaps around the article are too big
  // for an exact LCS. Must finish (no time assertion) and label right.
  it('labels a huge page (20,000 x 20,000 tokens) right', () => {
    const random = rng(19);
    const vocabulary = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}`);
    const sentence = (n: number) => Array.from({ length: n }, () => vocabulary[Math.floor(random() * 3000)]);
    const paragraphs = [sentence(200).join(' ')];
    for (let n = 400; n < 6_000;) {
      const p = sentence(40 + Math.floor(random() * 80));
      paragraphs.push(p.join(' '));
      n += p.length;
    }
    paragraphs.push(sentence(200).join(' '));
    const menu = ['Home', 'News', 'Sport', 'Weather', 'Climate change news'];
    const page: string[] = [];
    const expected: string[] = [];
    const add = (text: string, label: string) => {
      page.push(text);
      expected.push(label);
    };
    const pageTokens = () => page.reduce((n, t) => n + tokens(t).length, 0);
    const link = (i: number, where: string) => `${menu[i % 5]} ${sentence(6).join(' ')} ${where} ${i}`;
    for (let r = 0; r < 20; r++) for (const m of menu) add(m, 'noise');
    add(paragraphs[0], 'noise');
    // Related links: 6-token slices of article paragraphs.
    for (let r = 0; r < 40; r++) add(paragraphs[1 + r].split(' ').slice(5, 11).join(' '), 'noise');
    for (let i = 0; pageTokens() < 7_000; i++) add(link(i, 'link'), 'noise');
    for (const p of paragraphs) add(p, 'main');
    for (let i = 0; i < 20; i++) add(link(i, 'more'), 'noise');
    add(paragraphs[paragraphs.length - 1], 'noise');
    for (let i = 0; pageTokens() < 20_000; i++) add(link(i, 'footer'), 'noise');
    const missing = sentence(14_000).join(' ');
    const article = [paragraphs.slice(0, 20).join('\n'), missing, paragraphs.slice(20).join('\n')].join('\n');
    const { labels, stats } = labelBlocks(blocks(page), gold({ article }), 'wcxb');
    expect(labels).toEqual(expected);
    expect(pageTokens()).toBeGreaterThanOrEqual(20_000);
    expect(stats.goldTokens).toBeGreaterThanOrEqual(20_000);
    expect(stats.purity).toBe(1);
    expect(stats.coverage).toBeGreaterThan(0.25);
  });
});

describe('block-labels-check summary', () => {
  it('averages the page stats per set and formats one row per set', () => {
    const page = [...NAV, HEADLINE, LEAD, P2, P3, P4];
    const results = [
      {
        set: 'wcxb',
        id: 'a',
        stats: labelBlocks(blocks(page), gold({ article: ARTICLE }), 'wcxb').stats,
        ms: 2,
      },
      {
        set: 'wcxb',
        id: 'b',
        stats: labelBlocks(blocks(page), gold({ article: null }), 'wcxb').stats,
        ms: 4,
      },
      {
        set: 'trafilatura',
        id: 'c',
        stats: labelBlocks(blocks(page), gold({ with: [P2, 'absent'], without: ['Sport'] }), 'trafilatura')
          .stats,
        ms: 1,
      },
    ];
    const [traf, wcxb] = summarise(results);
    expect(wcxb).toMatchObject({ set: 'wcxb', pages: 2, unlabelled: 1, blocks: 18, coverage: 1, purity: 1 });
    expect(wcxb.main).toBeCloseTo(5 / 18, 6);
    expect(wcxb.msMean).toBe(3);
    expect(traf).toMatchObject({ set: 'trafilatura', withFound: 0.5, withoutFound: 1, coverage: null });
    const table = formatTable([traf, wcxb]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toMatch(/^wcxb\s+2\s+1\s+18\s+27\.8%/);
  });
});

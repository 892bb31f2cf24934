// From block classes to a decision (src/learned/decide.ts), on small SD-Trees built by hand: which element the
// article is read from, what is cut from it, which elements are comments, and when a thread keeps its posts.
import { describe, expect, it } from 'vitest';
import type { Block, BlockLabel } from '../../src/blocks/types';
import { learnedDecision } from '../../src/learned/decide';
import type { SdNode, SdTree } from '../../src/sdtree';
import { decisionWith } from '../helpers/decision';

/** A node spec: a name, and either its own text (a block, with its class) or its children. */
type Spec = [name: string, content: [text: string, label: BlockLabel] | Spec[]];

/** `drawings`: names of elements that hold an `svg` or `canvas` (not nodes of the tree: the walk skips them). */
function build(
  spec: Spec,
  drawings: ReadonlySet<string> = new Set(),
  attributes: Record<string, Record<string, string>> = {},
) {
  const nodes: SdNode[] = [];
  const blocks: Block[] = [];
  const labels: BlockLabel[] = [];
  const byName = new Map<string, SdNode>();
  const make = ([name, content]: Spec, parent: SdNode | null): SdNode => {
    const node = {
      el: {
        name,
        querySelector: () => (drawings.has(name) ? {} : null),
        getAttribute: (attribute: string) => attributes[name]?.[attribute] ?? null,
        // No DOM beyond the tree: no anchors below it, no child nodes of its own (signed-comments.ts).
        querySelectorAll: () => [],
        childNodes: [],
      } as unknown as Element,
      tag: name,
      className: '',
      parent,
      depth: parent ? parent.depth + 1 : 0,
      children: [],
      index: nodes.length,
    } as unknown as SdNode;
    nodes.push(node);
    byName.set(name, node);
    if (typeof content[0] === 'string') {
      const [text, label] = content as [string, BlockLabel];
      blocks.push({ node: node.index, text } as Block);
      labels.push(label);
    } else for (const child of content as Spec[]) node.children.push(make(child, node));
    return node;
  };
  const root = make(spec, null);
  const tree = { root, nodes, hidden: new Set(), truncated: false } as SdTree;
  const el = (name: string) => byName.get(name)!.el;
  const names = (els: Iterable<Element>) => [...els].map((e) => (e as unknown as { name: string }).name);
  return { tree, blocks, labels, el, names };
}

const rulesDecision = decisionWith;

const words = (n: number) => 'word '.repeat(n).trim();

describe('learnedDecision', () => {
  const page = build([
    'body',
    [
      ['nav', [['menu', ['Home News Sport', 'noise']]]],
      [
        'main',
        [
          ['h1', ['The headline', 'main']],
          ['share', ['Share this', 'noise']],
          [
            'body-text',
            [
              ['p1', [words(80), 'main']],
              ['ad', [['ad-text', ['Buy now', 'noise']]]],
              ['p2', [words(60), 'main']],
            ],
          ],
        ],
      ],
      [
        'comments',
        [
          ['c1', [words(20), 'comment']],
          ['reply', ['Reply', 'noise']],
          ['c2', [words(15), 'comment']],
        ],
      ],
      ['footer', [['copy', ['© 2026', 'noise']]]],
    ],
  ]);

  it('reads the article from the lowest element holding every main block and cuts what holds no main text', () => {
    const { decision } = learnedDecision(page.tree, rulesDecision(), page.blocks, page.labels);
    expect(page.names([decision.root!.el])).toEqual(['main']);
    expect(page.names(decision.cut).sort()).toEqual(['ad', 'share']);
  });

  it('takes the largest element of mostly comment text as the comments, a noise block inside it allowed', () => {
    const { decision, change } = learnedDecision(page.tree, rulesDecision(), page.blocks, page.labels);
    expect(page.names(decision.comments)).toEqual(['comments']);
    expect(decision.pageType).toBe('article-with-comments');
    expect(change.parts).toEqual(['page type', 'article', 'comments']);
  });

  it("keeps the rules' comment cards where the classifier agrees, and drops one that holds main text", () => {
    const rules = rulesDecision({ comments: [page.el('c1'), page.el('c2'), page.el('p2')] });
    const { decision } = learnedDecision(page.tree, rules, page.blocks, page.labels);
    expect(page.names(decision.comments)).toEqual(['c1', 'c2']);
  });

  it("keeps a card's author and date lines with the card, not as comments of their own", () => {
    // A page with an article and a comment section holding `cards`.
    const withComments = (cards: Spec[]) =>
      build([
        'body',
        [
          ['main', [['p', [words(80), 'main']]]],
          ['comments', cards],
        ],
      ]);
    const blog = withComments([
      [
        'card1',
        [
          ['author1', ['Ada Brennan', 'comment']],
          ['date1', ['3 February 2026', 'comment']],
          ['body1', [words(20), 'comment']],
        ],
      ],
      [
        'card2',
        [
          ['author2', ['Jonas Feld', 'comment']],
          ['body2', [words(15), 'comment']],
        ],
      ],
      // A comment the rules missed: its own card.
      ['card3', [['body3', [words(12), 'comment']]]],
    ]);
    const rules = rulesDecision({ comments: [blog.el('body1'), blog.el('body2')] });
    const { decision } = learnedDecision(blog.tree, rules, blog.blocks, blog.labels);
    expect(blog.names(decision.comments)).toEqual(['body1', 'body2', 'card3']);

    // One card the rules found: a short body under a longer byline stays one comment, and a long comment
    // the rules missed next to it stays a comment of its own.
    const one = withComments([
      [
        'card',
        [
          ['body', ['Wonderful!', 'comment']],
          ['byline', ['Posted by Di on June 6, 2024 at 6:15AM', 'comment']],
        ],
      ],
      ['missed', [words(60), 'comment']],
    ]);
    const found = learnedDecision(
      one.tree,
      rulesDecision({ comments: [one.el('body')] }),
      one.blocks,
      one.labels,
    );
    expect(one.names(found.decision.comments)).toEqual(['body', 'missed']);
  });

  it('keeps a picture between the main blocks and cuts only its caption, keeps a code listing there whole; cuts a picture outside them', () => {
    const figure = build([
      'body',
      [
        ['logo', [['img', []]]],
        [
          'main',
          [
            ['p1', [words(50), 'main']],
            [
              'figure',
              [
                ['img', []],
                ['caption', ['The pier at dawn', 'noise']],
              ],
            ],
            ['p2', [words(50), 'main']],
            ['listing', [['pre', ['lamp.on(); lamp.dim(40);', 'noise']]]],
            ['p3', [words(50), 'main']],
            [
              'promo',
              [
                ['img', []],
                ['promo-text', ['Subscribe now', 'noise']],
              ],
            ],
          ],
        ],
      ],
    ]);
    const { decision } = learnedDecision(figure.tree, rulesDecision(), figure.blocks, figure.labels);
    expect(figure.names([decision.root!.el])).toEqual(['main']);
    expect(figure.names(decision.cut).sort()).toEqual(['caption', 'promo']);
  });

  it('keeps a code listing that follows the last main block, not one after other text', () => {
    const post = (after: Spec[]) =>
      build([
        'body',
        [
          [
            'post',
            [
              ['p1', [words(60), 'main']],
              ['intro', ['Here is the output of dmesg:', 'main']],
              [
                'codebox',
                [
                  [
                    'pre',
                    [
                      ['line1', ['[ 1.29] pci 0000:00:1c.0 bridge', 'noise']],
                      ['line2', ['[ 1.30] pci bar 13', 'noise']],
                    ],
                  ],
                ],
              ],
              ...after,
            ],
          ],
        ],
      ]);
    const listing = post([]);
    expect(
      listing.names(
        learnedDecision(listing.tree, rulesDecision(), listing.blocks, listing.labels).decision.cut,
      ),
    ).toEqual([]);
    const footer = post([['signature', ['Sent from my phone', 'noise']]]);
    expect(
      footer.names(learnedDecision(footer.tree, rulesDecision(), footer.blocks, footer.labels).decision.cut),
    ).toEqual(['signature']);
    // Text between the last main block and the listing ends the article before it.
    const apart = build([
      'body',
      [
        [
          'post',
          [
            ['p1', [words(60), 'main']],
            ['p2', [words(40), 'main']],
            ['share', ['Share this post', 'noise']],
            ['codebox', [['pre', ['<iframe src="embed"></iframe>', 'noise']]]],
          ],
        ],
      ],
    ]);
    expect(
      apart
        .names(learnedDecision(apart.tree, rulesDecision(), apart.blocks, apart.labels).decision.cut)
        .sort(),
    ).toEqual(['codebox', 'share']);
  });

  it("keeps a figure's drawing between the main blocks, though the walk has no node for it and its labels read as noise", () => {
    const spec: Spec = [
      'main',
      [
        ['p1', [words(50), 'main']],
        [
          'figure',
          [
            ['drawing-labels', ['Water level over one day High water Low water', 'noise']],
            ['figcaption', ['Figure 1. One day at the pier', 'noise']],
          ],
        ],
        ['p2', [words(50), 'main']],
      ],
    ];
    const drawn = build(spec, new Set(['figure']));
    const kept = learnedDecision(drawn.tree, rulesDecision(), drawn.blocks, drawn.labels).decision;
    expect(drawn.names(kept.cut)).toEqual(['drawing-labels']);
    // The same figure without a drawing is text the classifier calls noise.
    const bare = build(spec);
    const cut = learnedDecision(bare.tree, rulesDecision(), bare.blocks, bare.labels).decision;
    expect(bare.names(cut.cut)).toEqual(['figure']);
  });

  it("keeps a picture's caption unless the classifier is sure it is noise", () => {
    const picture = build([
      'main',
      [
        ['p1', [words(50), 'main']],
        [
          'figure',
          [
            ['img', []],
            ['figcaption', ['Photo: Jo Smith / Agency', 'noise']],
          ],
        ],
        ['p2', [words(50), 'main']],
      ],
    ]);
    const cut = (noise: number) =>
      picture.names(learnedDecision(picture.tree, rulesDecision(), picture.blocks, picture.labels, [0.05, noise, 0.05]).decision.cut); // prettier-ignore
    expect(cut(0.9)).toEqual(['figcaption']);
    expect(cut(0.6)).toEqual([]);
    const main = learnedDecision(picture.tree, rulesDecision(), picture.blocks, ['main', 'main', 'main']).decision; // prettier-ignore
    expect(picture.names(main.cut)).toEqual([]);
  });

  it('reads comment text as the body when the only main text is a headline', () => {
    const short = build([
      'body',
      [
        ['h1', ['The Quiet Return of the Otters', 'main']],
        [
          'story',
          [
            ['p1', [words(30), 'comment']],
            ['p2', [words(25), 'comment']],
          ],
        ],
        ['footer', ['© 2026', 'noise']],
      ],
    ]);
    short.blocks[0].heading = 1;
    const { decision } = learnedDecision(short.tree, rulesDecision(), short.blocks, short.labels);
    expect(decision.pageType).toBe('article');
    expect(decision.comments).toEqual([]);
    expect(short.names([decision.root!.el])).toEqual(['body']);
    expect(short.names(decision.cut)).toEqual(['footer']);
    // With a body of its own, the article keeps its comments.
    short.labels[1] = 'main';
    const withBody = learnedDecision(short.tree, rulesDecision(), short.blocks, short.labels).decision;
    expect(short.names(withBody.comments)).toEqual(['p2']);
  });

  it('lets the rules decide when no block is main, and says so', () => {
    const none = build([
      'body',
      [
        ['a', ['menu', 'noise']],
        ['b', ['more', 'noise']],
      ],
    ]);
    const rules = rulesDecision({ pageType: 'multiple' });
    const { decision, change } = learnedDecision(none.tree, rules, none.blocks, none.labels);
    expect(decision).toBe(rules);
    expect(change.stage).toBe('learned-fallback');
  });

  it("keeps a thread's posts that hold main text, and only when they hold most of it", () => {
    const thread = build([
      'body',
      [
        ['post1', [words(40), 'main']],
        ['post2', [words(30), 'main']],
        ['reply', ['Thanks both, ordered one.', 'comment']],
        ['teaser', [words(5), 'noise']],
      ],
    ]);
    const rules = rulesDecision({
      pageType: 'multiple',
      posts: [thread.el('post1'), thread.el('post2'), thread.el('reply'), thread.el('teaser')],
    });
    const kept = learnedDecision(thread.tree, rules, thread.blocks, thread.labels).decision;
    expect(kept.pageType).toBe('multiple');
    expect(kept.root).toBeNull();
    expect(thread.names(kept.posts)).toEqual(['post1', 'post2', 'reply']);

    // A card called noise stays when the classifier is unsure of it, and goes when it is sure.
    const unsure = [...thread.labels.slice(0, 2), 'noise' as const, 'noise' as const];
    const posts = (noise: number[]) =>
      thread.names(learnedDecision(thread.tree, rules, thread.blocks, unsure, noise).decision.posts);
    expect(posts([0.01, 0.02, 0.6, 0.95])).toEqual(['post1', 'post2', 'reply']);
    expect(posts([0.01, 0.02, 0.9, 0.95])).toEqual(['post1', 'post2']);

    const mostlyElsewhere = rulesDecision({ pageType: 'multiple', posts: [thread.el('post2')] });
    const article = learnedDecision(thread.tree, { ...mostlyElsewhere }, thread.blocks, [
      'main',
      'noise',
      'noise',
      'noise',
    ]).decision;
    expect(article.pageType).toBe('article');
    expect(thread.names([article.root!.el])).toEqual(['post1']);
  });

  it('follows the page-type model: no comments on an article, no posts unless the page is a thread', () => {
    const article = learnedDecision(
      page.tree,
      rulesDecision(),
      page.blocks,
      page.labels,
      undefined,
      'article',
    );
    expect(article.decision.comments).toEqual([]);
    expect(article.decision.pageType).toBe('article');
    expect(page.names([article.decision.root!.el])).toEqual(['main']);
    expect(article.change.reason).toContain('the page-type model read the page as an article');
    const withComments = learnedDecision(
      page.tree,
      rulesDecision(),
      page.blocks,
      page.labels,
      undefined,
      'article-with-comments',
    );
    expect(page.names(withComments.decision.comments)).toEqual(['comments']);

    const thread = build([
      'body',
      [
        ['post1', [words(40), 'main']],
        ['post2', [words(30), 'main']],
      ],
    ]);
    const rules = rulesDecision({ pageType: 'multiple', posts: [thread.el('post1'), thread.el('post2')] });
    const asThread = learnedDecision(
      thread.tree,
      rules,
      thread.blocks,
      thread.labels,
      undefined,
      'multiple',
    ).decision;
    expect(thread.names(asThread.posts)).toEqual(['post1', 'post2']);
    // A story cut in two by an ad, which the rules took for two posts: one article.
    const asArticle = learnedDecision(
      thread.tree,
      rules,
      thread.blocks,
      thread.labels,
      undefined,
      'article',
    ).decision;
    expect(asArticle.pageType).toBe('article');
    expect(asArticle.posts).toEqual([]);
    expect(thread.names([asArticle.root!.el])).toEqual(['body']);
  });

  it('takes the comments a page marks up as its comments, each marked element a card, whatever the classes say', () => {
    // A Drupal page: RDFa comments (`sioc:Post sioct:Comment`), one with a reply marked inside it; the
    // classifier calls the first comment's text main and the reply's noise, and the page-type model says article.
    const marked = { typeof: 'sioc:Post sioct:Comment' };
    const spec: Spec = [
      'body',
      [
        [
          'main',
          [
            ['h1', ['The headline', 'main']],
            ['p1', [words(80), 'main']],
            ['p2', [words(60), 'main']],
          ],
        ],
        [
          'comments',
          [
            [
              'c1',
              [
                ['c1-text', [words(40), 'main']],
                ['c2', [['c2-text', [words(12), 'noise']]]],
              ],
            ],
            ['c3', [['c3-text', [words(20), 'comment']]]],
          ],
        ],
      ],
    ];
    const page = build(spec, new Set(), {
      c1: marked,
      c2: marked,
      c3: { itemtype: 'https://schema.org/Comment' },
    });
    const { decision, change } = learnedDecision(
      page.tree,
      rulesDecision(),
      page.blocks,
      page.labels,
      undefined,
      'article',
    );
    expect(page.names(decision.comments)).toEqual(['c1', 'c2', 'c3']);
    expect(decision.pageType).toBe('article-with-comments');
    // The first comment's main text is the comment's: the article is read from `main` alone.
    expect(page.names([decision.root!.el])).toEqual(['main']);
    expect(change.reason).toContain('the page marks up its comments');
    // Marked up the same way but holding all of the page's main text, they are the page, not its comments.
    const only = build(['body', [['c1', [['c1-text', [words(40), 'main']]]]]], new Set(), { c1: marked });
    const alone = learnedDecision(only.tree, rulesDecision(), only.blocks, only.labels, undefined, 'article');
    expect(alone.decision.comments).toEqual([]);
    expect(only.names([alone.decision.root!.el])).toEqual(['c1-text']);
    // Nor on a page read as a thread, where forums mark their posts as Comments too.
    const thread = learnedDecision(
      page.tree,
      rulesDecision(),
      page.blocks,
      page.labels,
      undefined,
      'multiple',
    );
    expect(thread.change.reason).not.toContain('the page marks up its comments');
  });

  it("does not take the rules' cards for a thread when they hold a few words each (a profile column's fields)", () => {
    const fields = build([
      'body',
      [
        ['name1', ['lemmiwinx', 'main']],
        ['count1', ['7416', 'main']],
        ['name2', ['BDR529', 'main']],
        ['count2', ['3095', 'main']],
      ],
    ]);
    const rules = rulesDecision({
      pageType: 'multiple',
      posts: ['name1', 'count1', 'name2', 'count2'].map((n) => fields.el(n)),
    });
    const { decision } = learnedDecision(fields.tree, rules, fields.blocks, fields.labels);
    expect(decision.pageType).not.toBe('multiple');
    expect(decision.posts).toEqual([]);
  });

  it("leaves out the runs of an element's own text that are not main, node by node, and keeps the main ones", () => {
    // body-text's own text between its paragraphs (units `runs`): a sentence of the article, a "Posted by"
    // line, a reader's comment; and a run inside the ad, which is cut whole.
    const runs = build([
      'body',
      [
        [
          'body-text',
          [
            ['p1', [words(80), 'main']],
            ['ad', [['ad-text', ['Buy now', 'noise']]]],
            ['p2', [words(60), 'main']],
          ],
        ],
      ],
    ]);
    const node = (name: string) => runs.tree.nodes.find((n) => n.tag === name)!;
    const members: (Node[] | null)[] = runs.blocks.map(() => null);
    const run = (at: string, text: string, label: BlockLabel) => {
      const nodes = [{ run: text } as unknown as Node, { run: `${text} (link)` } as unknown as Node];
      runs.blocks.push({ node: node(at).index, text, run: true } as Block);
      runs.labels.push(label);
      members.push(nodes);
      return nodes;
    };
    const kept = run('body-text', words(30), 'main');
    const byline = run('body-text', 'Posted by Marta at 10:14', 'noise');
    const comment = run('body-text', words(25), 'comment');
    const inAd = run('ad', 'Sponsored', 'noise');
    const args = [runs.tree, rulesDecision(), runs.blocks, runs.labels, undefined, 'article', false] as const;
    const { decision } = learnedDecision(...args, members);
    expect(decision.root?.tag).toBe('body-text');
    expect(runs.names(decision.cut)).toEqual(['ad']);
    expect([...(decision.cutText ?? [])]).toEqual([...byline, ...comment]);
    for (const n of [...kept, ...inAd]) expect(decision.cutText?.has(n)).toBe(false);
    // On an article the comment run is left out with the noise; where the page may have comments it is one.
    expect(decision.commentRuns).toBeUndefined();
    expect(decision.pageType).toBe('article');
    const withComments = learnedDecision(runs.tree, rulesDecision(), runs.blocks, runs.labels, undefined, 'article-with-comments', false, members).decision; // prettier-ignore
    expect(withComments.pageType).toBe('article-with-comments');
    expect(withComments.commentRuns).toEqual([{ el: runs.el('body-text'), nodes: comment }]);
    expect([...(withComments.cutText ?? [])]).toEqual([...byline, ...comment]);
    // Runs beside comment elements are their headers, not comments of their own.
    const cardRules = rulesDecision({ comments: [runs.el('p2')] });
    runs.labels[runs.blocks.findIndex((b) => b.text === words(60))] = 'comment';
    const beside = learnedDecision(runs.tree, cardRules, runs.blocks, runs.labels, undefined, 'article-with-comments', false, members).decision; // prettier-ignore
    expect(runs.names(beside.comments)).toEqual(['p2']);
    expect(beside.commentRuns).toBeUndefined();
    runs.labels[runs.blocks.findIndex((b) => b.text === words(60))] = 'main';
    // Without the runs' nodes (a model of whole elements) nothing is left out text by text.
    expect(learnedDecision(...args).decision.cutText).toBeUndefined();
  });

  it("leaves out an element's own text the classifier is sure is noise where the element stays for what it holds", () => {
    // box's own text ("Vos réactions (11)", a text node and a link of box's) above a paragraph of the article.
    const page = build([
      'main',
      [
        ['p1', [words(80), 'main']],
        [
          'box',
          [
            ['a', []],
            ['p2', [words(60), 'main']],
          ],
        ],
        ['p3', [words(40), 'main']],
      ],
    ]);
    const box = page.tree.nodes.find((n) => n.tag === 'box')!;
    const link = page.el('a');
    const texts = [{ nodeType: 3 }, { nodeType: 3 }] as unknown as Node[];
    Object.assign(box.el, { firstChild: texts[0] });
    Object.assign(texts[0], { nextSibling: link });
    Object.assign(link, { nodeType: 1, nextSibling: texts[1] });
    Object.assign(texts[1], { nextSibling: null });
    page.blocks.push({ node: box.index, text: 'Vos réactions (11)' } as Block);
    page.labels.push('noise');
    const decide = (noise: number, labels = page.labels) =>
      learnedDecision(page.tree, rulesDecision(), page.blocks, labels, [0.05, 0.05, 0.05, noise], 'article', false).decision; // prettier-ignore
    const sure = decide(0.9);
    expect(sure.root?.tag).toBe('main');
    expect(page.names(sure.cut)).toEqual([]);
    expect([...(sure.cutText ?? [])]).toEqual([...texts, link]);
    // Not sure: the text stays, as the cut keeps a caption it is not sure of.
    expect(decide(0.6).cutText).toBeUndefined();
    // A shop's card kept for its photo keeps the name beside it: only article text below an element lets its
    // own text go.
    const card = build([
      'main',
      [
        ['p1', [words(80), 'main']],
        ['card', [['img', []]]],
        ['p2', [words(40), 'main']],
      ],
    ]);
    const cardNode = card.tree.nodes.find((n) => n.tag === 'card')!;
    const name = { nodeType: 3, nextSibling: null } as unknown as Node;
    Object.assign(cardNode.el, { firstChild: name });
    card.blocks.push({ node: cardNode.index, text: 'Force USA C10 All-In-One Trainer' } as Block);
    card.labels.push('noise');
    const shop = learnedDecision(card.tree, rulesDecision(), card.blocks, card.labels, [0.05, 0.05, 0.9], 'article', false).decision; // prettier-ignore
    expect(card.names(shop.cut)).toEqual([]);
    expect(shop.cutText).toBeUndefined();
    // An element that holds no article text is cut whole by the walk, not text by text.
    const empty = decide(0.9, ['main', 'noise', 'main', 'noise']);
    expect(page.names(empty.cut)).toEqual(['box']);
    expect(empty.cutText).toBeUndefined();
  });
});

// Are SD's repeated items a thread's posts? SD calls a page `multiple` when its article group repeats; on
// service, product and listing pages that group is a handful of feature boxes while the page's prose is
// elsewhere, and on news pages it is a list of related stories. The items are weighed once (weigh), and three
// rules read the verdict.
import { inFurniture, massExclusions, massRoot, measure, type Mass } from '../../mass';
import type { SdNode } from '../../sdtree';
import { leftOut, type Decision, type Page, type Stage } from '../decision';
import { ARTICLE_MIN_PROSE, leads } from './layout';
import { docTreeWalker, ownerOf } from '../../dom/document';

/** Teasers do not outweigh an article with at least this share of their prose. */
export const TEASER_ARTICLE_SHARE = 0.2;

export const teaserPosts: Stage = {
  name: 'teaser-posts',
  reason:
    'the repeated items are teasers (headline links below an article, or items in page furniture): they are left out and the page is an article',
  apply: (d, page) => (weigh(d, page)?.verdict === 'teasers' ? asArticle(d, page, true) : null),
};

export const postsLighterThanArticle: Stage = {
  name: 'posts-lighter-than-article',
  reason:
    'the repeated items hold less prose than the article found without them: the page is an article that keeps them',
  apply: (d, page) => (weigh(d, page)?.verdict === 'article' ? asArticle(d, page, false) : null),
};

export const articleAbovePosts: Stage = {
  name: 'article-above-posts',
  reason: 'prose above the posts in their column introduces them: it is the article, and the posts follow it',
  apply(d, page) {
    const lead = weigh(d, page)?.lead;
    return lead ? { ...d, root: lead.root, mass: { m: lead.m, skipped: new Set() } } : null;
  },
};

function asArticle(d: Decision, page: Page, cutPosts: boolean): Decision {
  const pageType = page.sd.run.decision.comments.length ? 'article-with-comments' : 'article';
  return { ...d, pageType, posts: [], cut: cutPosts ? new Set([...d.cut, ...d.posts]) : d.cut };
}

interface Weighing {
  verdict: 'posts' | 'article' | 'teasers';
  lead?: { root: SdNode; m: Mass };
}

const weighed = new WeakMap<Decision, Weighing | null>();

/** The verdict on the decision's posts (null without posts), weighed once for the rules above. */
function weigh(d: Decision, page: Page): Weighing | null {
  if (!weighed.has(d)) weighed.set(d, d.posts.length ? weighPosts(d, page) : null);
  return weighed.get(d)!;
}

/**
 * The posts stand ('posts') when their prose is at least that of the best article root found with the posts
 * left out; otherwise the page is an article that keeps the boxes ('article'). Posts that open with a link
 * are teasers ('teasers', left out of the article) when that root has a fair share of their prose, and posts
 * in page furniture always are. Standing posts keep that root as their `lead` when it is above them in their
 * column and has some prose.
 */
function weighPosts(d: Decision, page: Page): Weighing {
  const { tree, furniture } = page;
  const posts = new Set(d.posts);
  const others = leftOut(d, false);
  // Post prose counted with only the comments left out: posts' own classes often carry comment keywords.
  const all = measure(tree, furniture, new Set(page.nodesOf([...others])));
  let postMass = 0;
  let furnitureMass = 0;
  const nodes = tree.nodes;
  for (let k = 0; k < nodes.length; k++) {
    const n = nodes[k];
    if (!posts.has(n.el)) continue;
    postMass += all.mass[n.index];
    if (inFurniture(furniture, n)) furnitureMass += all.mass[n.index];
  }
  // A thread's posts are never page furniture: items in an aside, a sidebar or a footer are teasers.
  if (postMass > 0 && furnitureMass > 0.5 * postMass) return { verdict: 'teasers' };
  const without = measure(
    tree,
    furniture,
    massExclusions(tree, new Set([...others, ...posts]), page.sd.region),
  );
  const root = massRoot(tree, without);
  if (!root) return { verdict: 'posts' };
  const rootMass = without.mass[root.index];
  if (postMass < rootMass) return { verdict: 'article' };
  // Items that open with a link are teasers (headline + summary: related stories, a listing), and an
  // article above them in their column with a fair share of their prose is what the page is about.
  const first = tree.nodes.find((n) => posts.has(n.el));
  const teasers =
    !!first &&
    !root.el.contains(first.el) &&
    leads(root.box, first.box) &&
    rootMass >= TEASER_ARTICLE_SHARE * postMass &&
    opensWithLinks(d.posts);
  if (teasers || !first) return { verdict: teasers ? 'teasers' : 'posts' };
  // Otherwise the posts stand; an article above them in their column, with some prose, is kept before them.
  const lead = besidePosts(root, first, without);
  const heads = !!lead && leads(lead.box, first.box) && without.mass[lead.index] >= ARTICLE_MIN_PROSE;
  return heads ? { verdict: 'posts', lead: { root: lead, m: without } } : { verdict: 'posts' };
}

/** `root`, or when it holds the posts (the thread's container) its heaviest part that does not. */
function besidePosts(root: SdNode, first: SdNode, m: Mass): SdNode | null {
  let cur: SdNode | null = root;
  while (cur && cur.el.contains(first.el)) {
    let next: SdNode | null = null;
    for (const c of cur.children)
      if (m.mass[c.index] && (!next || m.mass[c.index] > m.mass[next.index])) next = c;
    cur = next;
  }
  return cur;
}

/** At least half of the elements open (their first visible words) with a link. */
function opensWithLinks(els: readonly Element[]): boolean {
  let opening = 0;
  for (const el of els) {
    const walker = docTreeWalker(ownerOf(el), el, NodeFilter.SHOW_TEXT);
    let t = walker.nextNode();
    while (t && !t.nodeValue?.trim()) t = walker.nextNode();
    if (t?.parentElement?.closest('a[href]')) opening++;
  }
  return opening >= 0.5 * els.length;
}

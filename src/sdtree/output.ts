// From an SD run to the Extraction's content: article, comments, posts and the highlight regions.
import { assemble, type Assembled } from '../assemble';
import { toBlock } from '../assemble/block';
import { pageBox } from '../dom/box';
import { cssSelector } from '../dom/selector';
import type { Block, Box, PageType, Region, RegionKind } from '../types';
import { commentElements, postNodes } from './blocks';
import { expandArticle } from './expand';
import { attrHasCommentKeyword } from './keywords';
import { clutter, furnitureOf, inFurniture, massRoot, measure, zeros, type Mass } from './mass';
import { commonParent, isWithin, type SdNode, type SdTree } from './node';
import type { SdRegion } from './region';
import type { SdRun } from './run';

export interface SdContent {
  /** SD's page type, except that `multiple` becomes an article when the posts hold less prose than it. */
  pageType: PageType;
  article: Assembled;
  articleEl: Element | null;
  comments: Block[];
  commentEls: Element[];
  posts: Block[];
  postEls: Element[];
}

const EMPTY: Assembled = { html: '', text: '' };

/**
 * `mass` (the default): the article element comes from mass.ts (text mass of visible blocks, clutter cut
 * inside it) instead of SD's article region climbed by expand.ts; posts and comments stay SD's.
 */
export function sdContent(tree: SdTree, run: SdRun, title: string, mass = true): SdContent {
  const { decision } = run;
  const article = decision.article;
  const commentRegions = decision.comments.flatMap((c) => c.group.members);
  const sdRoot = decision.articleRoot ?? (article ? expandArticle(article, commentRegions) : null);
  let commentEls = sdRoot ? commentElements(tree.nodes, decision.comments, article!.node) : [];
  const posts = decision.pageType === 'multiple' ? postNodes(tree.nodes, decision.repeated) : [];
  let postEls = posts.map((n) => n.el);
  let pageType = decision.pageType;
  // A blog entry and its comments in one repeated group (Squarespace's journal: the entry's body and each
  // comment's body share the class `body`): the entry is the article, the others are its comments.
  const entry = posts.length > 1 && commentsAfterPost(posts) ? posts[0] : null;
  if (entry) {
    commentEls = postEls.slice(1);
    postEls = [];
    pageType = 'article-with-comments';
  }
  const articleIsPost = !!article && postEls.some((p) => p.contains(article.node.el));
  let rootNode = articleIsPost ? null : sdRoot;
  const exclude = new Set<Element>(commentEls);
  if (mass) {
    const articleNode = article?.node ?? null;
    const furniture = furnitureOf(tree, articleNode);
    // The comments' nodes, found once: the furniture test, isStray and the lone-comment share read them.
    let commentNodes = commentEls.length ? [...nodesOf(tree, new Set(commentEls))] : [];
    if (commentNodes.length && commentNodes.every((n) => inFurniture(furniture, n))) {
      // A thread's posts are never page furniture: "comments" in a sidebar or a footer (widgets named
      // `user-profile`) are not the article's comments.
      for (const el of commentEls) exclude.delete(el);
      commentEls = [];
      commentNodes = [];
      if (pageType === 'article-with-comments') pageType = 'article';
    }
    const weighed = postEls.length ? weighPosts(tree, furniture, postEls, exclude, articleNode) : null;
    const verdict = weighed?.verdict ?? 'posts';
    if (weighed?.lead) {
      // The posts stand, and prose above them in their column introduces them (a wiki page's lead above
      // its tables, a story above its readers' posts): it is the article, the posts follow it.
      rootNode = weighed.lead.root;
      for (const n of clutter(rootNode, weighed.lead.m)) exclude.add(n.el);
    }
    if (verdict !== 'posts') {
      pageType = decision.comments.length ? 'article-with-comments' : 'article';
      // Related stories beside the article: out of the article, and out of its mass.
      if (verdict === 'teasers') for (const el of postEls) exclude.add(el);
      postEls = [];
    }
    if (!postEls.length) {
      let skipped = massExclusions(tree, exclude, articleNode);
      let m = measure(tree, furniture, skipped);
      rootNode = massRoot(tree, m) ?? rootNode;
      // The entry is the article: a root inside it is only its densest part (a post of short lines).
      if (entry && rootNode && isWithin(rootNode, entry)) rootNode = entry;
      let stray =
        !entry &&
        !!rootNode &&
        !!commentEls.length &&
        isStray(rootNode, m.mass[rootNode.index], commentNodes) &&
        (commentEls.length > 1 || textOf(commentNodes) >= LONE_POST_SHARE * m.mass[rootNode.index]);
      if (stray) {
        // The post may sit in the comments' container or in a block named like one: leave out only the
        // comments themselves and look again.
        const only = nodesOf(tree, exclude);
        const m2 = measure(tree, furniture, only);
        const root2 = massRoot(tree, m2);
        const holdsComments = (n: SdNode): boolean => commentEls.some((c) => n.el.contains(c));
        if (root2 && !holdsComments(root2) && !isStray(root2, m2.mass[root2.index], commentNodes)) {
          rootNode = root2;
          m = m2;
          skipped = only;
          stray = false;
        }
      }
      if (stray) {
        // A thread whose posts SD took for comments: what is left for an article is a blurb beside or
        // below them. The "comments" are the posts, the opening one included.
        pageType = 'multiple';
        postEls = commentEls;
        commentEls = [];
        rootNode = null;
      } else if (rootNode) {
        for (const n of clutter(rootNode, m)) exclude.add(n.el);
        // Comment containers the mass left out stay out of the article too.
        for (const n of skipped) if (n !== rootNode && rootNode.el.contains(n.el)) exclude.add(n.el);
      }
    }
  }
  for (const el of postEls) exclude.add(el);
  const options = { hidden: tree.hidden, exclude, title };
  const articleEl = rootNode ? rootNode.el : null;
  const blockOptions = { hidden: tree.hidden };
  return {
    pageType,
    article: articleEl ? assemble(articleEl, options) : EMPTY,
    articleEl,
    comments: commentEls.map((el) => toBlock(el, commentEls, blockOptions)).filter((b) => b.text),
    commentEls,
    posts: postEls.map((el) => toBlock(el, postEls, blockOptions)).filter((b) => b.text),
    postEls,
  };
}

/**
 * SD calls a page `multiple` when its article group repeats; on service, product and listing pages that
 * group is a handful of feature boxes while the page's prose is elsewhere, and on news pages it is a list of
 * related stories. The posts stand ('posts') when their prose is at least that of the best article root found
 * with the posts left out; otherwise the page is an article that keeps the boxes ('article'). Posts that
 * open with a link are teasers ('teasers', left out of the article) when that root has a fair share of their
 * prose, and posts in page furniture always are. Standing posts keep that root as their `lead` when it is
 * above them in their column and has some prose.
 */
function weighPosts(
  tree: SdTree,
  furniture: readonly number[],
  postEls: Element[],
  exclude: ReadonlySet<Element>,
  article: SdNode | null,
): { verdict: 'posts' | 'article' | 'teasers'; lead?: { root: SdNode; m: Mass } } {
  const posts = new Set(postEls);
  // Post prose counted with only the comments left out: posts' own classes often carry comment keywords.
  const all = measure(tree, furniture, nodesOf(tree, exclude));
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
  const without = measure(tree, furniture, massExclusions(tree, new Set([...exclude, ...postEls]), article));
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
    opensWithLinks(postEls);
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

/**
 * The elements after the first share a container, below the common ancestor of all, that is named for
 * comments (`#comments`, `.comment-list`) and does not hold the first one: a blog entry followed by its
 * comments, not a thread. Only `comment` counts here: forums name their replies `reply` (`post-reply`).
 */
function commentsAfterPost(posts: SdNode[]): boolean {
  const all = commonAncestor(posts);
  const rest = commonAncestor(posts.slice(1));
  if (!rest || isWithin(posts[0], rest)) return false;
  for (let c: SdNode | null = rest; c && c !== all; c = c.parent)
    if (attrHasCommentKeyword(c.className, c.id) === 'comment') return true;
  return false;
}

/** Visible text of the nodes (their subtree densities). */
function textOf(nodes: SdNode[]): number {
  let text = 0;
  for (let k = 0; k < nodes.length; k++) text += nodes[k].subtreeDensity;
  return text;
}

/** The tree's nodes of the given elements. */
function nodesOf(tree: SdTree, els: ReadonlySet<Element>): Set<SdNode> {
  return new Set(tree.nodes.filter((n) => els.has(n.el)));
}

/** `a` starts above `b` in the same column: an article before its comments or its related links. */
function leads(a: Box, b: Box): boolean {
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  return overlapX > 0.5 * Math.min(a.width, b.width) && a.y < b.y;
}

/** Teasers do not outweigh an article with at least this share of their prose. */
export const TEASER_ARTICLE_SHARE = 0.2;

/** At least half of the elements open (their first visible words) with a link. */
function opensWithLinks(els: Element[]): boolean {
  let opening = 0;
  for (const el of els) {
    const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let t = walker.nextNode();
    while (t && !t.nodeValue?.trim()) t = walker.nextNode();
    if (t?.parentElement?.closest('a[href]')) opening++;
  }
  return opening >= 0.5 * els.length;
}

/**
 * An article stands above its comments, in their column, and has some prose. One that does not (a site blurb
 * in the sidebar or the footer, a thread's header) and has less text than the comments is not the page's
 * article: the comments are the page.
 */
function isStray(root: SdNode, rootMass: number, comments: SdNode[]): boolean {
  let commentText = 0;
  let inside = 0;
  let led = 0;
  for (let k = 0; k < comments.length; k++) {
    const n = comments[k];
    commentText += n.subtreeDensity;
    if (isWithin(n, root)) inside += n.subtreeDensity;
    // Most of the comment text, not the first match: SD's comment group can take in a breadcrumb above.
    else if (leads(root.box, n.box)) led += n.subtreeDensity;
  }
  if (commentText <= root.subtreeDensity - inside) return false;
  return rootMass < ARTICLE_MIN_PROSE || led + inside < 0.5 * commentText;
}

/**
 * A single "comment" that outweighs a short article makes the page a one-post thread only when it has at least
 * this many times the article's prose: one reader's remark under a short post (a recipe, a photo) is a comment,
 * while a block that dwarfs the article is the page's content (a thread's posts in one container).
 */
export const LONE_POST_SHARE = 3;

/** Below this much prose (two or three sentences) an element heading a thread is its header, not an article. */
export const ARTICLE_MIN_PROSE = 200;

/**
 * What the text mass must not count: the comment and post elements, the container that holds all the
 * comments (nested replies sit outside the repeated group) and any element named as a comment block, unless
 * it holds SD's article region.
 */
function massExclusions(tree: SdTree, exclude: ReadonlySet<Element>, article: SdNode | null): Set<SdNode> {
  const out = new Set<SdNode>();
  const holdsArticle = (n: SdNode): boolean => !!article && n.el.contains(article.el);
  const comments: SdNode[] = [];
  const named = commentNamed(tree);
  const nodes = tree.nodes;
  for (let k = 0; k < nodes.length; k++) {
    const n = nodes[k];
    if (exclude.has(n.el)) {
      out.add(n);
      comments.push(n);
    } else if (named[n.index] && !holdsArticle(n)) {
      out.add(n);
    }
  }
  if (comments.length > 1) {
    const common = commonAncestor(comments);
    if (common && !holdsArticle(common) && common.tag !== 'body') out.add(common);
  }
  return out;
}

const commentNamedByTree = new WeakMap<SdTree, number[]>();

/** Nodes whose class or id has a comment keyword, read once per tree (massExclusions runs 1-3 times). */
function commentNamed(tree: SdTree): number[] {
  let flags = commentNamedByTree.get(tree);
  if (!flags) {
    flags = zeros(tree.nodes.length);
    const nodes = tree.nodes;
    for (let k = 0; k < nodes.length; k++) {
      const n = nodes[k];
      if ((n.className || n.id) && attrHasCommentKeyword(n.className, n.id)) flags[n.index] = 1;
    }
    commentNamedByTree.set(tree, flags);
  }
  return flags;
}

/** The lowest node holding all of `nodes` (the first one itself when it holds the others). */
function commonAncestor(nodes: SdNode[]): SdNode | null {
  let common: SdNode | null = nodes[0] ?? null;
  for (let k = 1; k < nodes.length && common; k++) common = commonParent(common, nodes[k]);
  return common;
}

export function sdRegions(tree: SdTree, run: SdRun, content: SdContent): Region[] {
  const out: Region[] = [];
  const { decision } = run;
  const byEl = new Map<Element, SdRegion>(run.regions.map((r) => [r.node.el, r]));
  if (content.articleEl && decision.article) {
    out.push(
      region(
        'article',
        content.articleEl,
        decision.article,
        `article: ${describe(decision.article)}; ${decision.why}`,
      ),
    );
  } else if (content.articleEl) {
    // The text mass found the article where SD found no article region (e.g. a `multiple` page demoted).
    out.push(boxOnly('article', content.articleEl, tree, 'the element with the most prose (text mass)'));
  }
  const title = titleNode(tree, decision.article?.node ?? null);
  if (title)
    out.push({
      kind: 'title',
      selector: cssSelector(title.el),
      box: title.box,
      score: 1,
      why: 'title: ancestor title of the article region',
    });
  const group = (kind: RegionKind, els: Element[], why: string): void => {
    for (const el of els) {
      const r = byEl.get(el);
      out.push(r ? region(kind, el, r, `${kind}: ${describe(r)}; ${why}`) : boxOnly(kind, el, tree, why));
    }
  };
  group('comment', content.commentEls, decision.comments[0]?.why ?? 'repeats a comment region');
  group('post', content.postEls, decision.why);
  return out;
}

function region(kind: RegionKind, el: Element, r: SdRegion, why: string): Region {
  const node = r.node.el === el ? r.node : null;
  const box = node?.box ?? boxOf(el);
  return { kind, selector: cssSelector(el), box, score: round((100 - r.dfm) / 100), why };
}

function boxOnly(kind: RegionKind, el: Element, _tree: SdTree, why: string): Region {
  return { kind, selector: cssSelector(el), box: boxOf(el), score: 0, why: `${kind}: ${why}` };
}

function boxOf(el: Element): Region['box'] {
  return pageBox(el.getBoundingClientRect(), el.ownerDocument.defaultView);
}

function describe(r: SdRegion): string {
  const td = r.titleDiff === null ? 'none' : String(r.titleDiff);
  return `<${r.classKey}> density ${r.density}, dfm ${round(r.dfm)}, depth ${r.node.depth}, title_diff ${td}, cardinality ${r.node.cardinality}`;
}

/** The heading the article's title_diff refers to: first h1, else the heading at the article's title level. */
function titleNode(tree: SdTree, article: SdNode | null): SdNode | null {
  const headings = tree.nodes.filter((n) => /^h[1-6]$/.test(n.tag));
  const h1 = headings.find((n) => n.tag === 'h1');
  if (h1) return h1;
  if (!article) return null;
  const before = headings.filter((n) => n.index < article.index);
  return before[before.length - 1] ?? null;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

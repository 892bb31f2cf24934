// From an SD run to the Extraction's content: article, comments, posts and the highlight regions.
import { assemble, type Assembled } from '../assemble';
import { toBlock } from '../assemble/block';
import { pageBox } from '../dom/box';
import { cssSelector } from '../dom/selector';
import type { Block, PageType, Region, RegionKind } from '../types';
import { commentElements, postElements } from './blocks';
import { expandArticle } from './expand';
import { attrHasCommentKeyword } from './keywords';
import { clutter, massRoot, measure } from './mass';
import type { SdNode, SdTree } from './node';
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
  const commentEls = sdRoot ? commentElements(tree.nodes, decision.comments, article!.node) : [];
  let postEls = decision.pageType === 'multiple' ? postElements(tree.nodes, decision.repeated) : [];
  let pageType = decision.pageType;
  const articleIsPost = !!article && postEls.some((p) => p.contains(article.node.el));
  let rootNode = articleIsPost ? null : sdRoot;
  const exclude = new Set<Element>(commentEls);
  if (mass) {
    const articleNode = article?.node ?? null;
    const skipped = massExclusions(tree, exclude, articleNode);
    const m = measure(tree, skipped);
    if (postEls.length && !postsOutweigh(tree, postEls, exclude, articleNode)) {
      pageType = decision.comments.length ? 'article-with-comments' : 'article';
      postEls = [];
    }
    if (!postEls.length) {
      rootNode = massRoot(tree, m) ?? rootNode;
      if (rootNode) {
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
 * group is a handful of feature boxes while the page's prose is elsewhere. The posts stand when their prose
 * is at least that of the best article root found with the posts left out.
 */
function postsOutweigh(
  tree: SdTree,
  postEls: Element[],
  exclude: ReadonlySet<Element>,
  article: SdNode | null,
): boolean {
  const posts = new Set(postEls);
  // Post prose counted with only the comments left out: posts' own classes often carry comment keywords.
  const all = measure(tree, new Set(tree.nodes.filter((n) => exclude.has(n.el))));
  let postMass = 0;
  for (const n of tree.nodes) if (posts.has(n.el)) postMass += all.mass[n.index];
  const without = measure(tree, massExclusions(tree, new Set([...exclude, ...postEls]), article));
  const root = massRoot(tree, without);
  return !root || postMass >= without.mass[root.index];
}

/**
 * What the text mass must not count: the comment and post elements, the container that holds all the
 * comments (nested replies sit outside the repeated group) and any element named as a comment block, unless
 * it holds SD's article region.
 */
function massExclusions(tree: SdTree, exclude: ReadonlySet<Element>, article: SdNode | null): Set<SdNode> {
  const out = new Set<SdNode>();
  const holdsArticle = (n: SdNode): boolean => !!article && n.el.contains(article.el);
  const comments: SdNode[] = [];
  for (const n of tree.nodes) {
    if (exclude.has(n.el)) {
      out.add(n);
      comments.push(n);
    } else if ((n.className || n.id) && attrHasCommentKeyword(n.className, n.id) && !holdsArticle(n)) {
      out.add(n);
    }
  }
  if (comments.length > 1) {
    const common = commonAncestor(comments);
    if (common && !holdsArticle(common) && common.tag !== 'body') out.add(common);
  }
  return out;
}

function commonAncestor(nodes: SdNode[]): SdNode | null {
  let common: SdNode | null = nodes[0];
  for (const n of nodes.slice(1)) {
    while (common && !common.el.contains(n.el)) common = common.parent;
  }
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

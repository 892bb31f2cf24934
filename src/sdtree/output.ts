// From an SD run to the Extraction's content: article, comments, posts and the highlight regions.
import { assemble, type Assembled } from '../assemble';
import { toBlock } from '../assemble/block';
import { pageBox } from '../dom/box';
import { cssSelector } from '../dom/selector';
import type { Block, Region, RegionKind } from '../types';
import { commentElements, postElements } from './blocks';
import { expandArticle } from './expand';
import type { SdNode, SdTree } from './node';
import type { SdRegion } from './region';
import type { SdRun } from './run';

export interface SdContent {
  article: Assembled;
  articleEl: Element | null;
  comments: Block[];
  commentEls: Element[];
  posts: Block[];
  postEls: Element[];
}

const EMPTY: Assembled = { html: '', text: '' };

export function sdContent(tree: SdTree, run: SdRun, title: string): SdContent {
  const { decision } = run;
  const article = decision.article;
  const commentRegions = decision.comments.flatMap((c) => c.group.members);
  const rootNode = decision.articleRoot ?? (article ? expandArticle(article, commentRegions) : null);
  const commentEls = rootNode ? commentElements(tree.nodes, decision.comments, article!.node) : [];
  const postEls = decision.pageType === 'multiple' ? postElements(tree.nodes, decision.repeated) : [];
  const exclude = new Set<Element>([...commentEls, ...postEls]);
  const options = { hidden: tree.hidden, exclude, title };
  const articleIsPost = !!article && postEls.some((p) => p.contains(article.node.el));
  const articleEl = rootNode && !articleIsPost ? rootNode.el : null;
  const blockOptions = { hidden: tree.hidden };
  return {
    article: articleEl ? assemble(articleEl, options) : EMPTY,
    articleEl,
    comments: commentEls.map((el) => toBlock(el, commentEls, blockOptions)).filter((b) => b.text),
    commentEls,
    posts: postEls.map((el) => toBlock(el, postEls, blockOptions)).filter((b) => b.text),
    postEls,
  };
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

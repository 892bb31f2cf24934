// Step 7 (Pappas et al. 2012, 3.3): the final decision: article region, comment regions, page type.
import type { PageType } from '../types';
import { pickArticle } from './article';
import type { RegionGroup } from './candidates';
import { findComments, type CommentMatch } from './comments';
import type { SdNode } from './node';
import type { SdRegion } from './region';

/** Regions of one class at one level that make a page `multiple` (a question and one answer is a thread). */
export const MIN_REPEATED = 2;
/**
 * The paper's other test, "all candidate regions in same level", needs this many regions: with two, an
 * article body and its author box side by side at one level made Dragnet articles `multiple` (tune sample).
 */
export const MIN_SAME_LEVEL = 3;

export interface SdDecision {
  pageType: PageType;
  /** The article region (the densest member of the article group). */
  article: SdRegion | null;
  articleGroup: RegionGroup | null;
  /** Set when the article is a run of sibling paragraph boxes: their parent is the article. */
  articleRoot?: SdNode;
  comments: CommentMatch[];
  /** The repeated class group whose members are the posts (multiple pages). */
  repeated: RegionGroup | null;
  why: string;
}

export function decide(candidates: RegionGroup[], all: RegionGroup[] = candidates): SdDecision {
  const group = pickArticle(candidates, all);
  if (!group) {
    const repeated = [...candidates].sort((a, b) => b.density - a.density)[0] ?? null;
    return {
      pageType: 'multiple',
      article: null,
      articleGroup: null,
      comments: [],
      repeated,
      why: 'no article region',
    };
  }
  const article = [...group.members].sort((a, b) => b.density - a.density)[0];
  const base = { article, articleGroup: group };
  const comments = findComments(
    candidates.filter((g) => g !== group),
    group,
  );
  if (comments.length > 0) {
    const why = `${comments.length} comment group(s): ${comments[0].why}`;
    return { ...base, pageType: 'article-with-comments', comments, repeated: null, why };
  }
  if (isParagraphRun(group)) {
    const why = `one article of ${group.members.length} sibling paragraph boxes "${group.key}"`;
    return {
      ...base,
      articleRoot: group.members[0].node.parent!,
      pageType: 'article',
      comments,
      repeated: null,
      why,
    };
  }
  const regions = candidates.flatMap((g) => g.members);
  if (isLayout(regions)) {
    const why = `the candidate regions are the page's columns (${regions.map((r) => '#' + r.node.id).join(', ')})`;
    return { ...base, pageType: 'article', comments, repeated: null, why };
  }
  const sameLevel = regions.length >= MIN_SAME_LEVEL && regions.every((r) => r.node.depth === group.depth);
  if (group.members.length >= MIN_REPEATED || sameLevel) {
    const why =
      group.members.length >= MIN_REPEATED
        ? `the article group repeats: ${group.members.length} regions of class "${group.key}" at level ${group.depth}`
        : `${regions.length} candidate regions all at level ${group.depth}`;
    const repeated = group.members.length >= MIN_REPEATED ? group : largestAtLevel(candidates, group.depth);
    return { ...base, pageType: 'multiple', comments, repeated, why };
  }
  return { ...base, pageType: 'article', comments, repeated: null, why: 'one article region, no comments' };
}

/**
 * Blogger-style posts put each paragraph in its own classless `<div>`: a repeated group, but one text.
 * Posts, comments and listing items each sit in their own container or carry their own heading; a run of
 * siblings under one parent with no heading of their own is paragraphs of one article.
 */
export function isParagraphRun(group: RegionGroup): boolean {
  const parent = group.members[0].node.parent;
  return (
    group.members.length >= MIN_REPEATED &&
    !!parent &&
    group.members.every((r) => r.node.parent === parent && r.node.ownTitleDepth === null)
  );
}

/**
 * Class-less regions each named by an id of its own (`#content`, `#sidebar`, `#footer-top`) are the page's
 * columns, not repeated items: posts, comments and listing items share a class or an id pattern (`post-12`).
 */
export function isLayout(regions: SdRegion[]): boolean {
  if (regions.length < MIN_REPEATED) return false;
  const names = new Set<string>();
  for (const { node } of regions) {
    if (node.className || !node.id) return false;
    names.add(node.id.replace(/[\d_-]+/g, '').toLowerCase());
  }
  return names.size === regions.length;
}

function largestAtLevel(groups: RegionGroup[], depth: number): RegionGroup | null {
  return groups.filter((g) => g.depth === depth).sort((a, b) => b.density - a.density)[0] ?? null;
}

// Step 7 (Pappas et al. 2012, 3.3): the final decision: article region, comment regions, page type.
import type { PageType } from '../types';
import { pickArticle } from './article';
import { groupByClass, type RegionGroup } from './candidates';
import { findComments, type CommentMatch } from './comments';
import type { SdRegion } from './region';

/**
 * Repeated regions needed to call a page `multiple` through the class grouping of step 6 (two posts make a
 * thread: a question and one answer). The paper's own test, "all candidate regions in same level", is kept as
 * well; see `decidePageType`.
 */
export const MIN_REPEATED = 2;

export interface SdDecision {
  pageType: PageType;
  article: SdRegion | null;
  comments: CommentMatch[];
  /** The repeated class group whose members are the posts (multiple pages). */
  repeated: RegionGroup | null;
  why: string;
}

export function decide(candidates: SdRegion[]): SdDecision {
  const article = pickArticle(candidates);
  const groups = groupByClass(candidates);
  const top = groups[0] && groups[0].members.length >= MIN_REPEATED ? groups[0] : null;
  if (!article) {
    return { pageType: 'multiple', article, comments: [], repeated: top, why: 'no article region' };
  }
  const comments = findComments(candidates, article);
  if (comments.length > 0) {
    const why = `${comments.length} comment region(s): ${comments[0].why}`;
    return { pageType: 'article-with-comments', article, comments, repeated: null, why };
  }
  const sameLevel =
    candidates.length >= MIN_REPEATED && candidates.every((r) => r.node.depth === article.node.depth);
  if (sameLevel || top) {
    const group = top ?? groupByClass(candidates.filter((r) => r.node.depth === article.node.depth))[0];
    const why = sameLevel
      ? `${candidates.length} candidate regions all at level ${article.node.depth}`
      : `${top!.members.length} candidate regions share class "${top!.key}"`;
    return { pageType: 'multiple', article, comments, repeated: group, why };
  }
  return { pageType: 'article', article, comments, repeated: null, why: 'one article region, no comments' };
}

// SD's decision as elements (Pappas et al. 2012, step 7): the element the article is read from, the comment
// elements and the posts, with the page type. `sd-paper` shows this as it is; the default pipeline starts
// from it (src/pipeline/).
import type { PageType } from '../types';
import { commentElements, postNodes } from './blocks';
import { expandArticle } from './expand';
import type { SdNode, SdTree } from './node';
import type { SdRun } from './run';

export interface SdOutcome {
  pageType: PageType;
  /** The article region's node (the densest member of the article group), as step 7a chose it. */
  region: SdNode | null;
  /** The article's element: the region climbed to its title and lead (expand.ts), or a paragraph run's parent. */
  article: SdNode | null;
  /** The comment regions and their repeated siblings, outside the article. */
  comments: Element[];
  /** The posts of a `multiple` page: the repeated group's members, outermost ones, in document order. */
  posts: SdNode[];
  /** Steps 2-7 as they ran (regions, groups, candidates, decision and its reason). */
  run: SdRun;
}

export function sdOutcome(tree: SdTree, run: SdRun): SdOutcome {
  const { decision } = run;
  const region = decision.article;
  const commentRegions = decision.comments.flatMap((c) => c.group.members);
  const article = region ? (decision.articleRoot ?? expandArticle(region, commentRegions)) : null;
  const comments = region ? commentElements(tree.nodes, decision.comments, region.node) : [];
  const posts = decision.pageType === 'multiple' ? postNodes(tree.nodes, decision.repeated) : [];
  return { pageType: decision.pageType, region: region?.node ?? null, article, comments, posts, run };
}

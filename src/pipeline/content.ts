// Stage 4: the decision as the reader's content: the article as clean HTML and text without what the
// decision leaves out, and each comment and post as a card (assemble/).
import { assemble, type Assembled } from '../assemble';
import { toBlocks, toRunBlocks } from '../assemble/block';
import { outputBudget } from '../assemble/budget';
import type { SdTree } from '../sdtree';
import type { Block, Shortened } from '../types';
import { leftOut, type Decision } from './decision';

export interface Content {
  article: Assembled;
  comments: Block[];
  posts: Block[];
  /** Present only when the page was too large to show whole. */
  shortened?: Shortened;
}

const EMPTY: Assembled = { html: '', text: '' };

/**
 * The article, then the posts, then the comments, copied within one output budget (assemble/budget.ts): on a
 * page too large to show whole the copy stops at the cap or where the walk stopped reading, and says so.
 */
export function assembleDecision(
  d: Decision,
  tree: SdTree,
  title: string,
  /** The page's own date (its metadata's), for the cards' year-less dates. */
  pageDate: string | null = null,
): Content {
  const hidden = tree.hidden;
  const budget = outputBudget(tree.stoppedAt ?? null);
  const comments = [...d.comments];
  const posts = [...d.posts];
  const exclude: Set<Node> = leftOut(d);
  for (const n of d.cutText ?? []) exclude.add(n);
  const article = d.root ? assemble(d.root.el, { hidden, exclude, title, budget }) : EMPTY;
  const postBlocks = toBlocks(posts, { hidden, exclude: d.postCut, budget, pageDate });
  const elementCards = toBlocks(comments, { hidden, budget, pageDate });
  // Comments that are runs of an element's own text (the learned engine's runs) go before or after the
  // others, as the first of them stands to the first comment element.
  const runs = d.commentRuns ?? [];
  const runCards = runs.length ? toRunBlocks(runs, { hidden, budget }) : [];
  const runsFirst =
    runs.length > 0 &&
    comments.length > 0 &&
    !!(runs[0].nodes[0].compareDocumentPosition(comments[0]) & Node.DOCUMENT_POSITION_FOLLOWING);
  const commentBlocks = runsFirst ? [...runCards, ...elementCards] : [...elementCards, ...runCards];
  const content: Content = { article, comments: commentBlocks, posts: postBlocks };
  if (budget.cut || tree.truncated) content.shortened = shortened(content);
  return content;
}

/** What the reader says above a shortened page (the extension words it in the user's language). */
function shortened(content: Content): Shortened {
  let chars = content.article.text.length;
  for (const b of [...content.posts, ...content.comments]) chars += b.text.length;
  return {
    chars,
    message: `This page is very large; Pith shows the first ${chars.toLocaleString('en')} characters of it.`,
  };
}

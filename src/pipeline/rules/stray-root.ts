// An article stands above its comments, in their column, and has some prose. One that does not (a site blurb
// in the sidebar or the footer, a thread's header) and has less text than the comments is not the page's
// article: either the article is elsewhere (root-beside-comments) or the comments are the page
// (thread-taken-for-comments).
import { massRoot, measure } from '../../mass';
import { isWithin, type SdNode } from '../../sdtree';
import { leftOut, type Decision, type Page, type Stage } from '../decision';
import { ARTICLE_MIN_PROSE, leads } from './layout';

/**
 * A single "comment" that outweighs a short article makes the page a one-post thread only when it has at least
 * this many times the article's prose: one reader's remark under a short post (a recipe, a photo) is a comment,
 * while a block that dwarfs the article is the page's content (a thread's posts in one container).
 */
export const LONE_POST_SHARE = 3;

export const rootBesideComments: Stage = {
  name: 'root-beside-comments',
  reason:
    'the prose found first does not stand above the comments; counted with only the comments left out, an article does',
  apply(d, page) {
    const comments = strayFrom(d, page);
    if (!comments) return null;
    // The post may sit in the comments' container or in a block named like one: leave out only the
    // comments themselves and look again.
    const only = new Set(page.nodesOf([...leftOut(d)]));
    const m = measure(page.tree, page.furniture, only);
    const root = massRoot(page.tree, m);
    if (!root || d.comments.some((c) => root.el.contains(c))) return null;
    if (isStray(root, m.mass[root.index], comments)) return null;
    return { ...d, root, mass: { m, skipped: only } };
  },
};

export const threadTakenForComments: Stage = {
  name: 'thread-taken-for-comments',
  reason:
    'no article stands above the "comments" in their column: they are the posts of a thread, the first one included',
  apply(d, page) {
    if (!strayFrom(d, page)) return null;
    return { ...d, pageType: 'multiple', posts: d.comments, comments: [], root: null };
  },
};

/** The comments' nodes when the decision's root is stray beside them; null when it is the article. */
function strayFrom(d: Decision, page: Page): SdNode[] | null {
  const { root, mass } = d;
  if (d.entry || !root || !mass || d.posts.length || !d.comments.length) return null;
  const comments = page.nodesOf(d.comments);
  const rootMass = mass.m.mass[root.index];
  if (!isStray(root, rootMass, comments)) return null;
  if (d.comments.length === 1 && textOf(comments) < LONE_POST_SHARE * rootMass) return null;
  return comments;
}

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

/** Visible text of the nodes (their subtree densities). */
function textOf(nodes: SdNode[]): number {
  let text = 0;
  for (let k = 0; k < nodes.length; k++) text += nodes[k].subtreeDensity;
  return text;
}

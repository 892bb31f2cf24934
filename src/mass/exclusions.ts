// What the text mass must not count as the article's prose: comments, posts and comment blocks.
import { commonAncestor, nodeCommentKeyword, type SdNode, type SdTree } from '../sdtree';
import { zeros } from './measure';

/**
 * The comment and post elements, the container that holds all the comments (nested replies sit outside the
 * repeated group) and any element named as a comment block, unless it holds SD's article region.
 */
export function massExclusions(
  tree: SdTree,
  exclude: ReadonlySet<Element>,
  article: SdNode | null,
): Set<SdNode> {
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

/** Nodes whose class or id has a comment keyword, read once per tree (massExclusions runs 1-3 times, and the
 * block table reads them too). */
export function commentNamed(tree: SdTree): number[] {
  let flags = commentNamedByTree.get(tree);
  if (!flags) {
    flags = zeros(tree.nodes.length);
    const nodes = tree.nodes;
    for (let k = 0; k < nodes.length; k++) {
      const n = nodes[k];
      if (nodeCommentKeyword(n)) flags[n.index] = 1;
    }
    commentNamedByTree.set(tree, flags);
  }
  return flags;
}

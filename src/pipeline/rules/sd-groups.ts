// Rules that read SD's repeated groups again before anything is weighed (they apply to `sd-paper` too).
import { commonAncestor, isWithin, nodeCommentKeyword, type SdNode } from '../../sdtree';
import type { Stage } from '../decision';

export const entryWithComments: Stage = {
  name: 'entry-with-comments',
  reason:
    'a blog entry and its comments share one repeated group, the others in a comments container: the first is the article, the rest are its comments',
  apply(d, page) {
    if (d.posts.length < 2) return null;
    const posts = page.nodesOf(d.posts);
    if (!commentsAfterPost(posts)) return null;
    return {
      ...d,
      pageType: 'article-with-comments',
      comments: d.posts.slice(1),
      posts: [],
      entry: posts[0],
    };
  },
};

export const articleIsAPost: Stage = {
  name: 'article-is-a-post',
  reason: "SD's article region is one of the posts: the thread has no article of its own",
  apply(d, page) {
    const region = page.sd.region;
    if (!d.root || !region || !d.posts.some((p) => p.contains(region.el))) return null;
    return { ...d, root: null };
  },
};

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
    if (nodeCommentKeyword(c) === 'comment') return true;
  return false;
}

import { inFurniture } from '../../mass';
import type { Stage } from '../decision';

export const commentsInFurniture: Stage = {
  name: 'comments-in-furniture',
  reason:
    "the comments sit in page furniture (a sidebar, a footer, a navigation): they are widgets, not the article's comments",
  apply(d, page) {
    const nodes = page.nodesOf(d.comments);
    if (!nodes.length || !nodes.every((n) => inFurniture(page.furniture, n))) return null;
    return { ...d, comments: [], pageType: d.pageType === 'article-with-comments' ? 'article' : d.pageType };
  },
};

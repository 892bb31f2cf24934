// The trained trees (models/*.json, written by `npm run train`), bundled into the engine at build time.
import blogContent from '../../models/blog-content.json';
import blogSegment from '../../models/blog-segment.json';
import blogSingle from '../../models/blog-single.json';
import forumContent from '../../models/forum-content.json';
import forumSegment from '../../models/forum-segment.json';
import forumSingle from '../../models/forum-single.json';
import newsContent from '../../models/news-content.json';
import newsSegment from '../../models/news-segment.json';
import newsSingle from '../../models/news-single.json';
import type { TreeModel } from './model';
import type { ModelSet } from './select';

export type ModelType = 'news' | 'blog' | 'forum';

export const MODELS: Record<ModelType, ModelSet> = {
  news: { segment: newsSegment, content: newsContent, single: newsSingle } as Record<
    string,
    TreeModel
  > as never,
  blog: { segment: blogSegment, content: blogContent, single: blogSingle } as Record<
    string,
    TreeModel
  > as never,
  forum: { segment: forumSegment, content: forumContent, single: forumSingle } as Record<
    string,
    TreeModel
  > as never,
};

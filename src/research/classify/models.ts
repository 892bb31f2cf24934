// The trained trees (models/*.json, written by `npm run train:louvan`), bundled into the engine at build time as
// JSON text and parsed on first use. The default pipeline (`sd`) never reads them. Parsed when the engine
// loaded, their ~15k objects sat in the page's young generation, so every extraction's first garbage
// collection came sooner and had to copy them: on dragnet pages, 0.8 scavenges per extraction at ~3 ms each,
// against 0.3 (about 0.5 ms per extraction) with the trees left as text.
import blogContent from '../../../models/blog-content.json?raw';
import blogSegment from '../../../models/blog-segment.json?raw';
import blogSingle from '../../../models/blog-single.json?raw';
import forumContent from '../../../models/forum-content.json?raw';
import forumSegment from '../../../models/forum-segment.json?raw';
import forumSingle from '../../../models/forum-single.json?raw';
import newsContent from '../../../models/news-content.json?raw';
import newsSegment from '../../../models/news-segment.json?raw';
import newsSingle from '../../../models/news-single.json?raw';
import type { TreeModel } from './model';
import type { ModelSet } from './select';

export type ModelType = 'news' | 'blog' | 'forum';

const SOURCES: Record<ModelType, Record<keyof ModelSet, string>> = {
  news: { segment: newsSegment, content: newsContent, single: newsSingle },
  blog: { segment: blogSegment, content: blogContent, single: blogSingle },
  forum: { segment: forumSegment, content: forumContent, single: forumSingle },
};

const parsed = new Map<ModelType, ModelSet>();

/** The models of one page type, parsed the first time they are asked for. */
export function modelsFor(type: ModelType): ModelSet {
  let set = parsed.get(type);
  if (!set) {
    const source = SOURCES[type];
    set = {
      segment: JSON.parse(source.segment) as TreeModel,
      content: JSON.parse(source.content) as TreeModel,
      single: JSON.parse(source.single) as TreeModel,
    };
    parsed.set(type, set);
  }
  return set;
}

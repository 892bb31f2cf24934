// The popup's summary of a page.
import type { Extraction } from '../../src/types';
import type { PageInfo } from '../messages';
import { problemMessage } from '../shared/i18n';

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function pageInfo(extraction: Extraction): PageInfo {
  return {
    title: extraction.title,
    pageType: extraction.pageType,
    // Forum, Q&A and listing pages keep their text in the posts, not in the article.
    words: [extraction.article.text, ...extraction.posts.map((p) => p.text)].reduce(
      (n, t) => n + wordCount(t),
      0,
    ),
    comments: extraction.comments.length,
    posts: extraction.posts.length,
    problem: extraction.problem ? problemMessage(extraction.problem) : null,
  };
}

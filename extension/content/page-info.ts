// The popup's summary of a page.
import type { Extraction } from '../../src/types';
import type { PageInfo } from '../messages';

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function pageInfo(extraction: Extraction): PageInfo {
  return {
    title: extraction.title,
    pageType: extraction.pageType,
    words: wordCount(extraction.article.text),
    comments: extraction.comments.length,
    posts: extraction.posts.length,
    problem: extraction.problem?.message ?? null,
  };
}

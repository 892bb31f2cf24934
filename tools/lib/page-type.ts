// Gold page types of the corpus (README) mapped onto the SD algorithm's three (Pappas et al., section 3.3).
import type { PageType } from '../../src/types';

/** `forum` threads are the SD algorithm's `multiple`; other WCXB types have no SD counterpart (null). */
export function expectedPageType(goldType: string | null | undefined): PageType | null {
  if (goldType === 'article' || goldType === 'article-with-comments') return goldType;
  if (goldType === 'forum') return 'multiple';
  return null;
}

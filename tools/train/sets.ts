// Which corpus pages train which model (page types of the thesis: news, blog, forum) and what their main
// content is. Mapping (models/LOUVAN.md explains it): pages whose gold has comments are "blog" pages (an
// article followed by reader comments, the thesis's blog setting); forum threads are "forum"; every other
// page with full-text gold is "news" (a single main text among page chrome).
import path from 'node:path';
import { readGold, type Gold } from '../lib/corpus';

export type ModelType = 'news' | 'blog' | 'forum';
export const MODEL_TYPES: ModelType[] = ['news', 'blog', 'forum'];

/** Sets with full-text gold used for training (trafilatura has snippets only, readability is silver). */
export const TRAINING_SETS = ['wcxb', 'dragnet', 'l3s-gn1', 'cleaneval', 'harvest-forums'];

export interface TrainingPage {
  set: string;
  gold: Gold;
  type: ModelType;
  /** Site of the page: the unit of grouped cross-validation (pages without a URL are their own site). */
  site: string;
  /** The text a perfect extraction returns: the article, or the posts of a thread. */
  main: string;
}

export function modelTypeOf(set: string, gold: Gold): ModelType | null {
  if (set === 'harvest-forums' || gold.pageType === 'forum') return 'forum';
  if (gold.comments && gold.comments.some((c) => c.trim())) return 'blog';
  if (gold.pageType === 'article-with-comments') return 'blog';
  return 'news';
}

export function mainText(gold: Gold): string {
  if (gold.posts && gold.posts.length) return gold.posts.map((p) => p.text).join('\n');
  return gold.article ?? '';
}

export function siteOf(set: string, gold: Gold): string {
  try {
    if (gold.url && /^https?:/.test(gold.url)) return new URL(gold.url).hostname.replace(/^www\./, '');
  } catch {
    // fall through: unparsable URL
  }
  return `${set}/${gold.id}`;
}

export function trainingPages(corpus: string): TrainingPage[] {
  const out: TrainingPage[] = [];
  for (const set of TRAINING_SETS) {
    for (const gold of readGold(path.join(corpus, set))) {
      const main = mainText(gold);
      const type = modelTypeOf(set, gold);
      if (!type || main.trim().length < 50) continue;
      out.push({ set, gold, type, site: siteOf(set, gold), main });
    }
  }
  return out;
}

// Threshold tuning (tools/tune-sd.ts): SD's steps 2-7, the rules and assembly for each (T1, T2) pair on the
// one SD-Tree.
import { runSd, sdOutcome, type SdTree } from '../sdtree';
import type { GridResult } from '../types';
import { assembleDecision } from './content';
import { fromSd, Page, runStages, type Stage } from './decision';

/** The text scored is the article for article pages and the posts joined for multiple pages. */
export function gridResults(
  tree: SdTree,
  pairs: { t1: number; t2: number }[],
  title: string,
  stages: readonly Stage[],
): GridResult[] {
  const cache = new Map<string, string>();
  return pairs.map(({ t1, t2 }) => {
    const run = runSd(tree, { t1, t2 });
    const { decision } = run;
    const key = `${decision.pageType}:${decision.article?.node.index}:${decision.repeated?.key}@${decision.repeated?.depth}:${decision.comments.length}`;
    let text = cache.get(key);
    if (text === undefined) {
      const page = new Page(tree, sdOutcome(tree, run));
      const c = assembleDecision(runStages(stages, fromSd(page.sd), page, []), tree, title);
      text =
        decision.pageType === 'multiple'
          ? c.posts.map((p) => p.text).join('\n\n') || c.article.text
          : c.article.text;
      cache.set(key, text);
    }
    return { t1, t2, pageType: decision.pageType, text };
  });
}

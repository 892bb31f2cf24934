// The default pipeline's rules say what they changed: the trace names each rule that changed SD's decision
// with its reason, and highlight mode shows that reason on the regions it changed (fixtures where SD alone
// decides wrongly).
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../../src/pipeline';
import type { Extraction } from '../../src/types';
import { closeEngine, withEngine } from '../helpers/engine';

afterAll(closeEngine);

const reasonOf = (name: string): string => RULES.find((r) => r.name === name)!.reason;
const traced = (x: Extraction, stage: string) => x.trace?.find((t) => t.stage === stage);
const rulesIn = (x: Extraction) =>
  x.trace!.map((t) => t.stage).filter((s) => RULES.some((r) => r.name === s));

describe('rules in the trace and in highlight mode', () => {
  it('a thread SD took for an article with comments: its posts, and why', async () => {
    const x = await withEngine('thread-as-comments.html', { trace: true, regions: 'eager' });
    expect(traced(x, 'decide')?.detail).toMatch(/^article-with-comments/);
    expect(x.pageType).toBe('multiple');
    const rule = traced(x, 'thread-taken-for-comments');
    expect(rule?.detail).toContain(reasonOf('thread-taken-for-comments'));
    expect(rule?.detail).toMatch(/page type/);
    const posts = x.regions.filter((r) => r.kind === 'post');
    expect(posts.length).toBe(x.posts.length);
    for (const p of posts)
      expect(p.why).toContain(`thread-taken-for-comments: ${reasonOf('thread-taken-for-comments')}`);
  });

  it('"comments" in a sidebar widget are not comments, and the trace says so', async () => {
    const x = await withEngine('short-post-widgets.html', { trace: true, regions: 'eager' });
    expect(traced(x, 'decide')?.detail).toMatch(/^article-with-comments/);
    expect(x.pageType).toBe('article');
    expect(x.comments).toEqual([]);
    expect(traced(x, 'comments-in-furniture')?.detail).toContain(reasonOf('comments-in-furniture'));
    const article = x.regions.find((r) => r.kind === 'article');
    expect(article?.why).toContain(`comments-in-furniture: ${reasonOf('comments-in-furniture')}`);
  });

  it('a blog entry grouped with its comments is the article', async () => {
    const x = await withEngine('journal-comments.html', { trace: true, regions: 'eager' });
    expect(traced(x, 'decide')?.detail).toMatch(/^multiple/);
    expect(x.pageType).toBe('article-with-comments');
    expect(traced(x, 'entry-with-comments')?.detail).toContain(reasonOf('entry-with-comments'));
    const comments = x.regions.filter((r) => r.kind === 'comment');
    expect(comments.length).toBeGreaterThan(0);
    for (const c of comments) expect(c.why).toContain('entry-with-comments');
  });

  it('a plain article changes nothing but what the text mass and the clean step do', async () => {
    const x = await withEngine('news-article.html', { trace: true });
    expect(rulesIn(x).every((s) => s === 'text-mass' || s === 'cut-clutter')).toBe(true);
  });

  it('sd-paper runs only the rules on SD groups', async () => {
    const x = await withEngine('thread-as-comments.html', { trace: true, method: 'sd-paper' });
    expect(x.pageType).toBe('article-with-comments');
    expect(rulesIn(x)).toEqual([]);
  });
});

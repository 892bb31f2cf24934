// Article with comments: the article region, each comment as its own Block, the sidebar/footer left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { closeEngine, withEngine } from '../helpers/engine';

describe('blog post with comments', () => {
  let x: Extraction;
  beforeAll(async () => {
    x = await withEngine('blog-comments.html');
  });
  afterAll(closeEngine);

  it('is an article with comments', () => {
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article-with-comments');
  });

  it('keeps the post in the article and the comments out of it', () => {
    expect(x.article.text).toContain('Baking bread sixteen hundred metres above the sea');
    expect(x.article.text).toContain('crackled as it cooled on the rack by the window.');
    expect(x.article.text).not.toContain('This matches my experience in Quito');
    expect(x.article.text).not.toContain('Sidebar sentence');
    expect(x.article.text).not.toContain('Footer sentence');
  });

  it('lists each comment separately with its author, date and permalink', () => {
    expect(x.comments).toHaveLength(4);
    expect(x.comments.map((c) => c.author)).toEqual([
      'Ada Brennan',
      'Jonas Feld',
      'Mireille Dupont',
      'Kwame Asante',
    ]);
    expect(x.comments[0].text).toContain('This matches my experience in Quito exactly.');
    expect(x.comments[3].text).toContain('my oven struggles to hold the heat');
    expect(x.comments[1].date).toBe('2026-02-03T11:40:00.000Z');
    expect(x.comments[2].link).toBe('http://fixtures.pith.test/pages/blog-comments.html#comment-3');
    for (const c of x.comments) expect(c.text).not.toContain('Sidebar sentence');
  });

  it('marks comment regions for highlight mode', () => {
    const comments = x.regions.filter((r) => r.kind === 'comment');
    expect(comments).toHaveLength(4);
    expect(comments[0].why).toMatch(/comment/);
  });

  it('takes author and date from JSON-LD and the title from og:title', () => {
    expect(x.title).toBe('Sourdough at Altitude');
    expect(x.author).toBe('Tomas Lindqvist');
    expect(x.date).toBe('2026-02-02T10:00:00Z');
    expect(x.site).toBe('Notes from the Hill Kitchen');
  });
});

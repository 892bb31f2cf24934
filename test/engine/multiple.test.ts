// Multiple-area pages: table-based and div-based forum threads, a Q&A page and a listing page.
import { afterAll, describe, expect, it } from 'vitest';
import { closeEngine, withEngine } from '../helpers/engine';

afterAll(closeEngine);

describe('table-based forum thread', () => {
  it('returns each post with its author, date and permalink', async () => {
    const x = await withEngine('forum-table.html');
    expect(x.pageType).toBe('multiple');
    expect(x.posts).toHaveLength(3);
    expect(x.posts.map((p) => p.author)).toEqual(['oldgreasemonkey', 'sparkplug_sal', 'oldgreasemonkey']);
    expect(x.posts[0].text).toContain('Every cold damp morning the Mk2 starts fine');
    expect(x.posts[2].text).toContain('I owe you a pint at the next rally');
    expect(x.posts[1].date).toBe(new Date(2009, 0, 12, 15, 40).toISOString()); // printed "12 Jan 2009 15:40"
    expect(x.posts[1].link).toBe('http://fixtures.pith.test/pages/viewtopic.php?p=1002#p1002');
    for (const p of x.posts) expect(p.text).not.toContain('Footer sentence');
    expect(x.regions.filter((r) => r.kind === 'post')).toHaveLength(3);
  });
});

describe('table-based forum thread whose first post is marked up apart', () => {
  // hifi-forum.de: the first post's `div.posting-text` also has `hasAds`, so SD's repeated items are the replies
  // and the rules read the first post as an article above them.
  it('reads the first post as the first of the posts, with its author and date, in the learned engine', async () => {
    const x = await withEngine('forum-first-post.html', { method: 'learned' });
    expect(x.pageType).toBe('multiple');
    expect(x.article.text).toBe('');
    expect(x.posts.map((p) => p.author)).toEqual([
      'Sober',
      'Django8',
      'marantz-fan',
      'heraklin',
      'kuno',
      'audiolith',
      'Sober',
    ]);
    expect(x.posts[0].text).toContain('keep a proper photo album of the old amplifiers');
    expect(x.posts[0].date).toBe(new Date(2004, 3, 20, 0, 17).toISOString()); // printed "20. Apr 2004, 00:17"
    for (const p of x.posts) expect(p.text).not.toContain('Footer sentence');
  });
});

describe('div-based forum thread', () => {
  it('returns every post, even a one-line reply, and nothing from the sidebar', async () => {
    const x = await withEngine('forum-div.html');
    expect(x.pageType).toBe('multiple');
    expect(x.posts).toHaveLength(4);
    expect(x.posts.map((p) => p.author)).toEqual(['lunaweaver', 'orion_k', 'deepfieldnora', 'lunaweaver']);
    expect(x.posts[3].text).toContain('Thanks both, ordered one.');
    expect(x.posts[1].date).toBe('2025-10-01T21:30:00.000Z');
    expect(x.posts[0].link).toBe('http://fixtures.pith.test/pages/viewtopic.php?p=201#p201');
    const all = x.posts.map((p) => p.text).join('\n') + x.article.text;
    expect(all).not.toContain('Sidebar sentence');
    expect(all).not.toContain('Footer sentence');
  });
});

describe('Q&A page', () => {
  it('returns the question and the answers as posts with their authors', async () => {
    const x = await withEngine('qa.html');
    expect(x.pageType).toBe('multiple');
    expect(x.posts.length).toBe(4);
    expect(x.posts[0].text).toContain('reverse it without allocating a second list');
    expect(x.posts[1].text).toContain('Walk the list once with three pointers');
    expect(x.posts.map((p) => p.author)).toEqual(['ravi_dev', 'mei_lin', 'c_okafor', 'hanna_k']);
    for (const p of x.posts) expect(p.text).not.toContain('Sidebar sentence');
  });
});

describe('listing page', () => {
  it('returns each listed item as a post with its link', async () => {
    const x = await withEngine('listing.html');
    expect(x.pageType).toBe('multiple');
    expect(x.posts).toHaveLength(4);
    expect(x.posts[1].text).toContain('A classic scramble along an exposed ridge');
    expect(x.posts.map((p) => p.text).join('\n')).not.toContain('Sidebar sentence');
  });
});

describe('a thread whose posts are marked up as comments', () => {
  it('reads the posts as a thread, not a sidebar blurb as the article with the posts as its comments', async () => {
    const x = await withEngine('thread-as-comments.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('multiple');
    expect(x.comments).toHaveLength(0);
    expect(x.posts.map((p) => p.text.slice(0, 30))).toEqual([
      'Hi and thank you to anyone who',
      'Hello, and welcome. Have a loo',
      'Thank you for replying. No, I ',
      'An eyelid flicker after a long',
    ]);
    expect(x.article.text).not.toContain('Sidebar sentence');
  });

  it('still reads a blog post above its comments as an article with comments', async () => {
    const x = await withEngine('blog-comments.html');
    expect(x.pageType).toBe('article-with-comments');
    expect(x.article.text).toContain('Baking bread sixteen hundred metres above the sea');
  });
});

describe('an article followed by a repeated list of related stories', () => {
  it('reads the article and leaves the teasers (headline link + summary) out', async () => {
    const x = await withEngine('article-teasers.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.posts).toHaveLength(0);
    expect(x.article.text).toContain('nine fenced depots');
    expect(x.article.text).toContain('book a kerbside collection');
    expect(x.article.text).not.toContain('Council approves new cycle lanes');
    expect(x.article.text).not.toContain('voted eleven to four');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('posts introduced by an article above them', () => {
  it('keeps the introduction as the article and the letters below it as posts', async () => {
    const x = await withEngine('reader-posts.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('multiple');
    expect(x.posts).toHaveLength(4);
    expect(x.posts[0].text).toContain('kept a jar of starter going for eleven years');
    expect(x.article.text).toContain('Hundreds of you wrote in with tips, failures and family recipes');
    expect(x.article.text).not.toContain('kept a jar of starter');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('a blog entry whose body shares its class with the comments', () => {
  it('reads the entry as the article and the members named as comments as its comments', async () => {
    const x = await withEngine('journal-comments.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article-with-comments');
    expect(x.posts).toHaveLength(0);
    expect(x.article.text).toContain('The shearers arrived before the mist had lifted');
    expect(x.article.text).toContain('until the flock settled again in the lower field');
    expect(x.article.text).not.toContain('Comment sentence');
    expect(x.comments.map((c) => c.text.slice(0, 40))).toEqual([
      'Comment sentence: we sheared our small f',
      'Comment sentence: lovely photographs of ',
      'Comment sentence: how much does the wool',
      'Comment sentence: wonderful!',
    ]);
  });
});

describe("the page's columns as class-less regions named by id", () => {
  it('reads the content column as the article, not #content, #sidebar and #footer-top as posts', async () => {
    const x = await withEngine('layout-columns.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.posts).toHaveLength(0);
    expect(x.article.text).toContain('Requirements written months before the work starts');
    expect(x.article.text).not.toContain('Sidebar sentence');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('a short post beside sidebar widgets named like comments', () => {
  it('reads the post; widgets in the sidebar (`user-profile`) are neither comments nor a thread', async () => {
    const x = await withEngine('short-post-widgets.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.posts).toHaveLength(0);
    expect(x.comments).toHaveLength(0);
    expect(x.article.text).toContain('A good walking map leaves out almost everything');
    expect(x.article.text).not.toContain('Sidebar sentence');
  });
});

describe('a short post with one longer comment', () => {
  it('reads an article with one comment, not a thread of one post', async () => {
    const x = await withEngine('short-post-one-comment.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article-with-comments');
    expect(x.posts).toHaveLength(0);
    expect(x.article.text).toContain('Red lentils, carrots and a spoon of cumin');
    expect(x.comments).toHaveLength(1);
    expect(x.comments[0].text).toContain('my slow cooker runs cool');
    expect(x.article.text).not.toContain('Comment sentence');
  });
});

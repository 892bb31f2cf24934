// Comments and posts card by card (issue 20), in Chromium with the shipped model: nested replies at their
// depth, a Q&A page's question and answers with votes and the accepted answer, a forum thread whose
// signatures and quotes stay out of the post list, and articles that are not threads (a story cut by an ad,
// a listicle), and threads that declare themselves in schema.org data or mark up their posts.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Extraction } from '../../src/types';
import { runEngine } from '../../tools/lib/render';
import { closeEngine, FIXTURES, withEngine, withHtml } from '../helpers/engine';

afterAll(closeEngine);

const learned = (name: string) => withEngine(name, { method: 'learned', trace: true });
const texts = (blocks: { text: string }[]) => blocks.map((b) => b.text).join('\n');

describe('cards', () => {
  it('splits a comment region into one card per comment, replies at the depth the page nests them', async () => {
    const x = await learned('nested-replies.html');
    expect(x.pageType).toBe('article-with-comments');
    expect(x.comments.map((c) => c.author)).toEqual([
      'Hana Sato',
      'Owen Price',
      'Ines Duarte',
      'Bruno Keller',
    ]);
    expect(x.comments.map((c) => c.depth ?? 0)).toEqual([0, 1, 2, 0]);
    expect(x.comments.map((c) => c.date)).toEqual([
      '2026-03-03T08:12:00.000Z',
      '2026-03-03T18:05:00.000Z',
      '2026-03-04T09:30:00.000Z',
      '2026-03-05T12:40:00.000Z',
    ]);
    // Each card holds its own comment, not its replies.
    expect(x.comments[0].text).toContain('deep garnet red');
    expect(x.comments[0].text).not.toContain('Did you peel the quinces');
    expect(x.article.text).toContain('Quince paste asks for an afternoon');
    expect(x.article.text + texts(x.comments)).not.toContain('Sidebar sentence');
  });

  it("reads a Q&A page's marked-up question and answers as posts, with votes and the accepted answer", async () => {
    const x = await learned('qa-accepted.html');
    expect(x.pageType).toBe('multiple');
    expect(x.trace?.map((t) => t.stage)).toContain('structured-qa');
    expect(x.posts.map((p) => p.author)).toEqual(['Quill', 'Marisol', 'Teodor', 'Wren']);
    expect(x.posts.map((p) => p.votes)).toEqual([14, 3, 27, -1]);
    expect(x.posts.map((p) => p.accepted ?? false)).toEqual([false, false, true, false]);
    // The score is shown once, in the card's header, not again as the first line of the answer.
    expect(x.posts[2].text.startsWith('Use rice flour')).toBe(true);
    expect(texts(x.posts)).not.toContain('Sidebar sentence');
  });

  it("keeps a forum thread's posts with their quotes, without signatures or the profile column", async () => {
    const x = await learned('forum-signatures.html');
    expect(x.pageType).toBe('multiple');
    expect(x.posts.map((p) => p.author)).toEqual(['kestrel', 'Naivetry', 'dovetail', 'kestrel']);
    expect(x.posts.map((p) => p.date?.slice(0, 10))).toEqual([
      '2009-05-08',
      '2009-05-08',
      '2009-05-09',
      '2009-05-09',
    ]);
    expect(x.posts[1].text).toContain('Is this carburettor icing');
    expect(x.posts[1].text).toContain('Route the hot air pipe');
    expect(texts(x.posts)).not.toMatch(/Signature sentence|Joined:|Sidebar sentence/);
  });

  it('reads a story cut in two by an ad, and a listicle, as one article', async () => {
    const story = await learned('story-ad-split.html');
    expect(story.pageType).toBe('article');
    expect(story.posts).toEqual([]);
    expect(story.article.text).toContain('For the first time in nine winters');
    expect(story.article.text).toContain('sixty-one passengers');
    const list = await learned('listicle.html');
    expect(list.pageType).toBe('article');
    expect(list.posts).toEqual([]);
    for (const heading of ['Walk the old towpath', 'Climb the beacon', 'Eat at the ferry inn'])
      expect(list.article.text).toContain(heading);
  });

  it('reads a thread that declares itself one in schema.org data as posts, where its layout alone reads as an article', async () => {
    const x = await learned('forum-declared.html');
    expect(x.pageType).toBe('multiple');
    expect(x.posts.map((p) => p.author)).toEqual(['Tove Lindqvist', 'Ruben Achterberg', 'Ines Carvalho']);
    expect(x.posts[1].date).toBe('2026-02-02T11:40:00.000Z');
    expect(x.posts[2].text).toContain('band clamp');
    // The same page without its JSON-LD: three short cards under a headline read as an article.
    const html = fs.readFileSync(path.join(FIXTURES, 'forum-declared.html'), 'utf8');
    const bare = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '');
    const y = await withHtml(bare, (page) => runEngine<Extraction>(page, { method: 'learned' }));
    expect(y.pageType).toBe('article');
    expect(y.posts).toEqual([]);
  });

  it('reads forum posts the page marks up as schema.org microdata as posts, each marked element a card', async () => {
    // A long question and two short replies in markup of their own: no run of alike units holds the thread.
    const html = fs.readFileSync(path.join(FIXTURES, 'forum-microdata.html'), 'utf8');
    const x = await learned('forum-microdata.html');
    expect(x.pageType).toBe('multiple');
    expect(x.trace?.map((t) => t.stage)).toContain('structured-posts');
    expect(x.posts.map((p) => p.author)).toEqual(['Marit Solberg', 'Jonas Weber', 'Ana Ribeiro']);
    expect(x.posts.map((p) => p.date)).toEqual([
      '2026-01-20T07:30:00.000Z',
      '2026-01-20T09:10:00.000Z',
      '2026-01-21T18:45:00.000Z',
    ]);
    expect(x.posts[1].text).toBe(
      'It is hungry, not dying. Feed it twice a day for a week and the smell will go.',
    );
    // Without the microdata the same page is no thread: the question is the article, and its two signed
    // replies under `div.replies` are its comments (stage signed-comments).
    const bare = html.replace(/ itemscope itemtype="[^"]*"/g, '');
    const y = await withHtml(bare, (page) => runEngine<Extraction>(page, { method: 'learned' }));
    expect(y.pageType).toBe('article-with-comments');
    expect(y.posts).toEqual([]);
    expect(y.comments.map((c) => c.author)).toEqual(['Jonas Weber', 'Ana Ribeiro']);
    // The posting marks the thread's container, the replies marked inside it: the container is no post.
    const wrapped = html
      .replace(/<\/div>(\s*)<div class="replies">/, '$1<div class="replies">')
      .replace(/<\/div>(\s*)<footer/, '</div></div>$1<footer');
    const z = await withHtml(wrapped, (page) =>
      runEngine<Extraction>(page, { method: 'learned', trace: true }),
    );
    expect(z.trace?.map((t) => t.stage)).not.toContain('structured-posts');
  });
});

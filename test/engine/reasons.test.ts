// Highlight mode's reasons (issue 21, "Details"): each region carries codes from a closed vocabulary, read off
// what the engine measured or decided, that the interface words for the user. Hand-made pages in real
// Chromium: a navigation of links, a sidebar and a menu known by their names, an ad frame, an article under
// its heading, and comments with their bylines.
import { afterAll, describe, expect, it } from 'vitest';
import { PAPER_RULES, RULES } from '../../src/pipeline';
import { GALLERY_STAGE } from '../../src/pipeline/gallery';
import { STAGE_REASONS, stageReasons } from '../../src/pipeline/reasons';
import { LEARNED_STAGE, POSTS_STAGE, QA_STAGE, THREAD_STAGE } from '../../src/learned/decide';
import type { Extraction, Region } from '../../src/types';
import { runEngine } from '../../tools/lib/render';
import { closeEngine, withHtml } from '../helpers/engine';

afterAll(closeEngine);

const PROSE = (topic: string) =>
  `<p>The ${topic} was the talk of the harbour all week. Fishermen who had worked the same waters for forty
  years said they had never seen the tide run so far out, and the old pier showed timbers nobody living had
  seen before.</p><p>By Thursday the council had closed the lower quay, and the ferry to the island ran from
  the emergency landing stage instead, a quarter of a mile along the shore past the lifeboat station.</p>
  <p>Scientists from the university took samples of the exposed mud and promised a report before the spring
  tides return at the end of the month, when the water is expected to climb higher than at any time since
  records began.</p>`;

const NEWS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Low tide</title>
<style>.wrap{display:flex}.main{width:700px}.side{width:260px}</style></head><body>
<nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sport">Sport</a> <a href="/arts">Arts</a>
 <a href="/weather">Weather</a> <a href="/letters">Letters</a></nav>
<div class="wrap"><main class="main"><article><h1>The lowest tide in living memory</h1>${PROSE('tide')}</article></main>
<div class="side sidebar"><h3>About the writer</h3><p>Mara Oduya has reported on the coast for twelve years and
lives above the chandlery on Quay Street with two cats and a great many tide tables.</p></div></div>
<div class="menu"><a href="/a">Archive</a> <a href="/b">Contact</a> <a href="/c">Subscribe</a></div>
<iframe title="promotion" style="width:300px;height:120px;border:0" srcdoc="<p>Buy a boat</p>"></iframe>
</body></html>`;

const comment = (id: number, name: string, date: string, words: string) => `
<li class="comment" id="comment-${id}"><div class="comment-author"><span class="fn">${name}</span></div>
<div class="comment-meta"><time datetime="${date}">${date}</time></div>
<div class="comment-body"><p>${words}</p></div></li>`;

const BLOG = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tide notes</title></head><body>
<div class="content"><div class="post" id="post-1"><h2>Tide notes</h2><div class="entry-content">${PROSE('tide')}</div></div>
<div id="comments" class="comments-area"><h3>Responses</h3><ol class="commentlist">
${comment(1, 'Ada Brennan', '2026-02-03', 'The same happened in our bay, and the gulls were beside themselves for days on end.')}
${comment(2, 'Jonas Feld', '2026-02-03', 'Did anyone measure how far the water went out? I guessed three hundred metres at least.')}
${comment(3, 'Mireille Dupont', '2026-02-04', 'My grandfather spoke of a tide like this in the winter of the great storm, long ago.')}
${comment(4, 'Kwame Asante', '2026-02-05', 'Lovely piece. The photographs of the old timbers would be worth a look if you have them.')}
</ol></div></div></body></html>`;

async function regionsOf(html: string, method = 'sd'): Promise<Region[]> {
  const x = await withHtml(html, (page) => runEngine<Extraction>(page, { method, regions: 'eager' }));
  return x.regions;
}

const at = (regions: Region[], kind: Region['kind'], selector: RegExp) =>
  regions.find((r) => r.kind === kind && selector.test(r.selector));

describe('reason codes', () => {
  it('noise: a nav of links is a landmark and mostly links; a named sidebar is neither; an iframe is an ad frame', async () => {
    const regions = await regionsOf(NEWS);
    const nav = at(regions, 'navigation', /nav/);
    expect(nav?.reasons).toEqual(['landmark-element', 'mostly-links']);
    // Known by its class name only, and prose, not links.
    const sidebar = at(regions, 'sidebar', /div/);
    expect(sidebar?.reasons).toEqual(['named-like']);
    // Named `menu` and all links.
    const menu = regions.find((r) => r.kind === 'navigation' && r !== nav);
    expect(menu?.reasons).toEqual(['named-like', 'mostly-links']);
    expect(at(regions, 'ad', /iframe/)?.reasons).toEqual(['advert-frame']);
    // The developer's reason stays beside the codes.
    expect(nav?.why).toMatch(/^navigation: semantic <nav>/);
  });

  it('the article holds the densest text under its heading; the title is the main heading', async () => {
    const regions = await regionsOf(NEWS);
    const article = regions.find((r) => r.kind === 'article');
    expect(article?.reasons.slice(0, 2)).toEqual(['densest-text', 'under-title']);
    expect(regions.find((r) => r.kind === 'title')?.reasons).toEqual(['main-heading']);
    // The learned engine says it chose the article as well.
    const learned = await regionsOf(NEWS, 'learned');
    expect(learned.find((r) => r.kind === 'article')?.reasons).toContain('learned');
    expect(article?.reasons).not.toContain('learned');
  });

  it('comments repeat alike, carry comment words in their names, and have a byline', async () => {
    const regions = await regionsOf(BLOG);
    const comments = regions.filter((r) => r.kind === 'comment');
    expect(comments).toHaveLength(4);
    for (const c of comments) expect(c.reasons).toEqual(['repeats', 'comment-words', 'has-byline']);
  });

  it('comments without a name or a date do not claim a byline', async () => {
    const bare = BLOG.replace(/<div class="comment-(author|meta)">.*?<\/div>/gs, '');
    const regions = await regionsOf(bare);
    const comments = regions.filter((r) => r.kind === 'comment');
    expect(comments).toHaveLength(4);
    for (const c of comments) expect(c.reasons).toEqual(['repeats', 'comment-words']);
  });
});

describe('stage reasons', () => {
  it('names every stage of both methods', () => {
    const stages = [...RULES, ...PAPER_RULES].map((r) => r.name);
    stages.push(LEARNED_STAGE, THREAD_STAGE, QA_STAGE, POSTS_STAGE, 'learned-fallback', GALLERY_STAGE);
    for (const stage of stages) expect(STAGE_REASONS, stage).toHaveProperty([stage]);
  });

  it('gives a stage code only to the parts it changed, and an unknown rule reads changed-by-rule', () => {
    const changes = [
      { stage: 'text-mass', reason: '', parts: ['article' as const] },
      { stage: 'thread-taken-for-comments', reason: '', parts: ['posts' as const, 'page type' as const] },
      { stage: 'some-new-rule', reason: '', parts: ['comments' as const] },
    ];
    expect(stageReasons('article', changes)).toEqual(['most-prose']);
    expect(stageReasons('post', changes)).toEqual(['no-article-above']);
    expect(stageReasons('comment', changes)).toEqual(['changed-by-rule']);
  });

  it('a stage that decides afresh drops what the stages before it said of that part', () => {
    const changes = [
      { stage: 'text-mass', reason: '', parts: ['article' as const] },
      { stage: 'gallery', reason: '', parts: ['article' as const] },
    ];
    expect(stageReasons('article', changes)).toEqual(['mostly-pictures']);
    // The learned engine decided even where it agreed with the rules: their codes stay beside its own.
    const agreed = [changes[0], { stage: 'learned', reason: '', parts: [] }];
    expect(stageReasons('article', agreed)).toEqual(['most-prose', 'learned']);
    const replaced = [changes[0], { stage: 'learned', reason: '', parts: ['article' as const] }];
    expect(stageReasons('article', replaced)).toEqual(['learned']);
  });
});

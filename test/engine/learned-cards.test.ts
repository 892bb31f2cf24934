// @vitest-environment jsdom
// The learned engine's comment cards (src/learned/decide.ts) on real markup: a comment region the rules gave
// as one card is split one card per comment, below a "2 Comments" heading the classes call comment text; one
// comment with its byline stays one card.
import { describe, expect, it } from 'vitest';
import type { Block, BlockLabel } from '../../src/blocks/types';
import { learnedDecision } from '../../src/learned/decide';
import { toBlocks, toRunBlocks } from '../../src/assemble/block';
import type { Decision } from '../../src/pipeline/decision';
import type { SdNode, SdTree } from '../../src/sdtree';

/**
 * An SD-Tree over `html`'s body: every element a node but those with the `hidden` attribute (the walk skips
 * what is not shown); an element with `data-label` a block of that class.
 */
function page(html: string) {
  document.body.innerHTML = html;
  const nodes: SdNode[] = [];
  const blocks: Block[] = [];
  const labels: BlockLabel[] = [];
  const make = (el: Element, parent: SdNode | null): SdNode => {
    const node = {
      el,
      tag: el.localName,
      className: el.getAttribute('class') ?? '',
      parent,
      depth: parent ? parent.depth + 1 : 0,
      children: [],
      index: nodes.length,
    } as unknown as SdNode;
    nodes.push(node);
    const label = el.getAttribute('data-label') as BlockLabel | null;
    if (label) {
      const heading = /^h[1-6]$/.test(el.localName) ? Number(el.localName[1]) : 0;
      blocks.push({ node: node.index, text: el.textContent ?? '', heading } as Block);
      labels.push(label);
    } else
      for (const child of Array.from(el.children))
        if (!child.hasAttribute('hidden')) node.children.push(make(child, node));
    return node;
  };
  const root = make(document.body, null);
  const tree = { root, nodes, hidden: new Set(), truncated: false } as SdTree;
  return { tree, blocks, labels };
}

const rules = (comments: Element[]): Decision => ({
  pageType: 'article-with-comments',
  root: null,
  comments,
  posts: [],
  cut: new Set(),
  entry: null,
  mass: null,
});

const ARTICLE = `<article><p data-label="main">${'The river authority opened the old lock gates. '.repeat(8)}</p></article>`;

function comment(
  id: string,
  author: string,
  date: string,
  body: string,
  names = 'comment c-y2012 alt',
  replies = '',
): string {
  return `<li id="${id}" class="${names}">
    <div class="comment-author vcard"><span class="fn" data-label="comment">${author}</span></div>
    <div class="comment-meta" data-label="comment">${date} | <a href="#${id}">Permalink</a></div>
    <p data-label="comment">${body}</p>${replies}
  </li>`;
}

describe('learned comment cards', () => {
  it('splits a comment region the rules gave as one card, below its heading', () => {
    const { tree, blocks, labels } = page(`${ARTICLE}
      <div id="comments"><h3 data-label="comment">2 Comments</h3><ol>
        ${comment('c1', 'Jean', 'November 8, 2012', 'You look wonderful in that coat, the colour suits you.')}
        ${comment('c2', 'Rhoda Wong', 'November 9, 2012', 'A great combination of colours, and the shoes too.')}
      </ol></div>`);
    const region = document.getElementById('comments')!;
    const { decision } = learnedDecision(tree, rules([region]), blocks, labels);
    expect(decision.comments.map((el) => el.id)).toEqual(['c1', 'c2']);
  });

  it('splits comments whose class names differ one to the next, and keeps their replies nested', () => {
    const reply = comment(
      'c1r',
      'Ela',
      'March 16, 2023',
      'So glad you like it, Julia! Sending love to Portugal.',
      'comment byuser comment-author-ela bypostauthor odd alt depth-2',
    );
    const { tree, blocks, labels } = page(`${ARTICLE}<ol id="comments">
      ${comment('c1', 'Julia', 'March 16, 2023', 'Wow, delicious! Thank you for sharing your work with us.', 'comment even thread-even depth-1', `<ul class="children">${reply}<li class="note" data-label="comment">Replies are closed on this thread.</li></ul>`)}
      ${comment('c2', 'Deborah', 'March 27, 2021', 'I am searching for a recipe I had in the seventies, with crushed crackers.', 'comment odd alt thread-odd thread-alt depth-1')}
      ${comment('c3', 'Sam', 'April 2, 2021', 'Made these twice already and they keep well in the fridge.', 'comment even thread-even depth-1 parent')}
    </ol>`);
    const { decision } = learnedDecision(tree, rules([document.getElementById('comments')!]), blocks, labels);
    expect(decision.comments.map((el) => el.id)).toEqual(['c1', 'c1r', 'c2', 'c3']);
  });

  it('keeps one comment one card, and a region whose parts carry no bylines whole', () => {
    const one = page(`${ARTICLE}<div id="comments"><h3 data-label="comment">1 Comment</h3><ol>
      ${comment('c1', 'Jean', 'November 8, 2012', 'You look wonderful in that coat, the colour suits you.')}
    </ol></div>`);
    const single = learnedDecision(one.tree, rules([document.getElementById('c1')!]), one.blocks, one.labels);
    expect(single.decision.comments.map((el) => el.id)).toEqual(['c1']);

    const plain = page(`${ARTICLE}<div id="comments">
      <p data-label="comment">${'A reader wrote to say the gates were painted green in 1950. '.repeat(2)}</p>
      <p data-label="comment">${'Another remembered the crossing, and the crowd on the bank. '.repeat(2)}</p>
    </div>`);
    const region = document.getElementById('comments')!;
    const whole = learnedDecision(plain.tree, rules([region]), plain.blocks, plain.labels);
    expect(whole.decision.comments).toEqual([region]);
  });
  it('keeps the name link beside a card that has replies out of the cards (taz: name, text card, replies)', () => {
    const member = (id: string, name: string, text: string, replies = '') =>
      `<li id="${id}" class="member"><a class="author person" href="/!${id}/" data-label="comment">${name}</a>
        <div id="${id}-text" class="objlink" data-label="comment">${text}</div>
        <ul class="toolbar"><li class="reply" data-label="noise">antworten</li></ul>${replies}</li>`;
    const { tree, blocks, labels } = page(`${ARTICLE}<ul id="comments" class="directory">
      ${member('m1', 'Martinxyz', 'Wer wen und mit was über den Tisch zog, ist noch offen.', `<ul class="thread">${member('m2', 'Dr. McSchreck', '@Martinxyz ob die Australier das wollen, weiß ich nicht.')}</ul>`)}
      ${member('m3', 'Opossum', 'Ich finde den folgenden Artikel zur Rolle von FFF interessant.')}
    </ul>`);
    // The rules gave each comment's text as its card, and the reply whole.
    const given = ['m1-text', 'm2', 'm3-text'].map((id) => document.getElementById(id)!);
    const { decision } = learnedDecision(tree, rules(given), blocks, labels);
    expect(decision.comments.map((el) => el.id)).toEqual(['m1-text', 'm2', 'm3-text']);
  });

  it("keeps the rules' cards the classifier calls noise where it is unsure, or where they are the markup of its comments", () => {
    const card = (id: string, author: string, body: string, label: BlockLabel) =>
      `<div id="${id}" class="comment"><div class="comment-author"><span data-label="comment">${author}</span></div>
        <div id="${id}-body" class="comment-body"><p data-label="${label}">${body}</p></div></div>`;
    const { tree, blocks, labels } = page(`${ARTICLE}<div id="comments">
      ${card('c1', 'Ada Brennan', 'This matches my experience in Quito exactly, a wetter dough.', 'comment')}
      ${card('c2', 'Jonas Feld', 'Did you try a cooler proof in the fridge overnight?', 'comment')}
      ${card('c3', 'Mireille Dupont', 'Wonderful write-up. The damp linen trick is new to me.', 'noise')}
      ${card('c4', 'Kwame Asante', 'Higher oven temperature made the biggest difference for me too.', 'noise')}
      <div id="promo" class="newsletter-box"><p data-label="noise">Get our baking tips by email every week.</p></div>
    </div>`);
    const given = ['c1', 'c2', 'c3', 'c4'].map((id) => document.getElementById(`${id}-body`)!);
    const noise = (p: number) => labels.map((l) => (l === 'noise' ? p : 0));
    const ids = (d: Decision) => d.comments.map((el) => el.id);
    const bodies = ['c1-body', 'c2-body', 'c3-body', 'c4-body'];
    expect(ids(learnedDecision(tree, rules(given), blocks, labels, noise(0.55)).decision)).toEqual(bodies);
    // Sure noise in the markup of the comments the classifier agrees with is a comment of the same list (a
    // theme whose top-level comments read as noise and their replies as comments); a card of other markup the
    // rules gave with them (a newsletter box) is not.
    const withPromo = [...given, document.getElementById('promo')!];
    expect(ids(learnedDecision(tree, rules(withPromo), blocks, labels, noise(0.9)).decision)).toEqual(bodies);
    // Where the classifier agrees with none of the bodies, they are not comments, sure or unsure of it: the
    // comments found are the names it reads as comment text.
    const agreedBodies = /^(This matches|Did you try)/;
    const names = labels.map((l, i) => (agreedBodies.test(blocks[i].text) ? 'noise' : l));
    const sureNoise = names.map((l) => (l === 'noise' ? 0.9 : 0));
    const none = ids(learnedDecision(tree, rules(given), blocks, names, sureNoise).decision);
    expect(none.filter((id) => id.endsWith('-body'))).toEqual([]);
    // A comment the classifier finds by its header and a body it is unsure of holds one of the rules' cards:
    // that card's markup is a comment's body, and every card of it is a comment, that one included.
    const unsureFirst = names.map((l, i) =>
      l === 'noise' ? (blocks[i].text.startsWith('This matches') ? 0.55 : 0.9) : 0,
    );
    const found = ids(learnedDecision(tree, rules(given), blocks, names, unsureFirst).decision);
    expect(found.filter((id) => id.endsWith('-body'))).toEqual(bodies);
  });

  it('takes a comment whose header reads as comment and whose words as unsure noise whole', () => {
    const says = (id: string, name: string, text: string) =>
      `<li id="${id}" class="comment"><div class="comment-author vcard" data-label="comment">${name} says:</div>
        <div class="comment-metadata" data-label="noise">August 15, 2020 at 1:49 pm</div>
        <p data-label="noise">${text}</p><div class="reply" data-label="noise">Reply</div></li>`;
    const { tree, blocks, labels } = page(`${ARTICLE}<ol id="comments">
      ${says('c1', 'Roscoe', 'It seems like there should be a simple fix to this, a clause in the agreement.')}
      ${says('c2', 'DonM', 'The package was transported on California roads, so the state should have a say.')}
      ${says('c3', 'Deserttrek', 'Nail them to the wall, they are bad for the country and the taxpayer.')}
    </ol>`);
    // Each comment's words are noise at 0.6 (unsure), its date and its Reply link at 0.9 (sure).
    const noise = blocks.map((b) => (b.text.includes('says:') ? 0 : /Reply|August/.test(b.text) ? 0.9 : 0.6));
    const { decision } = learnedDecision(tree, rules([]), blocks, labels, noise);
    expect(decision.comments.map((el) => el.id)).toEqual(['c1', 'c2', 'c3']);
    // Sure noise is not a comment's words: then each card is its header alone.
    const sure = learnedDecision(
      tree,
      rules([]),
      blocks,
      labels,
      noise.map((p) => (p ? 0.9 : 0)),
    ).decision;
    expect(sure.comments.map((el) => el.id)).not.toContain('c1');
  });

  it('reads a comment whole when the classifier calls some of its paragraphs main text', () => {
    // Definition-list comments: the name and date in a <dt>, the text in the <dd> after it. The classifier
    // calls two lines of Keith's poem main text at near-even odds.
    const entry = (id: string, name: string, date: string, lines: [string, BlockLabel][]) =>
      `<dt id="${id}-head" class="comment"><span data-label="comment">${name}</span>
        <span data-label="comment">${date}</span></dt>
      <dd id="${id}" class="comment"><div class="format_text">
        ${lines.map(([text, label]) => `<p data-label="${label}">${text}</p>`).join('')}
        <p class="reply" data-label="noise">Reply</p></div></dd>`;
    const { tree, blocks, labels } = page(`${ARTICLE}<dl id="comments">
      ${entry('c1', 'Yan', 'July 5, 2012 at 6:51 am', [['Is there any way to download the recording of the evening?', 'comment']])}
      ${entry('c2', 'Keith', 'July 4, 2012 at 8:00 pm', [
        ['Endless, a poem on the infinity of time, written after the last conversation.', 'comment'],
        ['What is the time again? The tender light through my shades defines the hour.', 'main'],
        ['And the sacred silence does not help. Where are the children, why have they ceased.', 'comment'],
        ['I need a sign, a whisper in my ear, a gentle touch of defined light on my clock.', 'main'],
        ['Originally published by a small poetry press, reprinted here with thanks to it.', 'comment'],
      ])}
    </dl>`);
    const { decision, change } = learnedDecision(tree, rules([]), blocks, labels);
    expect(change.reason).toContain('comments read whole');
    // Each <dd> is one comment, its <dt> its header (assemble/block.ts reads the name and date there).
    expect(decision.comments.map((el) => el.id).filter((id) => !id.endsWith('-head'))).toEqual(['c1', 'c2']);
    // The article is read without the poem's lines: its root is inside the <article>, not the body around both.
    expect(decision.root?.el.closest('article')).not.toBeNull();

    // The article's own paragraphs stay the article's: the element holding its first main block is never read
    // as comments, however much of it the classifier calls comment text.
    const article = page(`<article id="story"><h1 data-label="main">The lock gates reopen</h1>
      <p data-label="main">The river authority opened the old gates on Sunday.</p>
      <p data-label="comment">${'A reader remembers the crossing and the crowd on the bank. '.repeat(4)}</p>
      <p data-label="comment">${'Another wrote that the gates were painted green in 1950. '.repeat(4)}</p></article>`);
    const kept = learnedDecision(article.tree, rules([]), article.blocks, article.labels).decision;
    expect(kept.root?.el.id).toBe('story');
    // And a comment with as much main text as comment text is not one the classifier is unsure of.
    const even = labels.map((l, i) => (blocks[i].text.startsWith('And the sacred') ? 'main' : l));
    const split = learnedDecision(tree, rules([]), blocks, even);
    expect(split.decision.comments.map((el) => el.id)).not.toContain('c2');
    expect(split.change.reason).not.toContain('comments read whole');
  });

  it('keeps a post whose wrapper also holds its comments, when the comments are longer than the post', () => {
    // Blogger: the date above the post, then one wrapper with the post's body and, after it, its comments.
    const said = (id: string, name: string, text: string) =>
      `<dl id="${id}" class="comment"><dt data-label="comment">${name} said...</dt>
        <dd><p data-label="comment">${text}</p></dd></dl>`;
    const { tree, blocks, labels } =
      page(`<h2 class="date-header" data-label="main">Friday, 26 October 2012</h2>
      <div class="post-outer"><div id="post" class="post-body">
        <p data-label="main">Did you know look was the first word I ever read from a school book?</p>
      </div><div id="comments"><h4 data-label="comment">49 comments:</h4>
        ${said('c1', 'Anna', 'You got a Louis Vuitton Speedy for five pounds. Congratulations on the find of the year!')}
        ${said('c2', 'Petal', 'I have learnt lots of thrifty tips from you, so thanks! You deserve it, every bit of it.')}
        ${said('c3', 'Jo', 'What a lovely story about the first word you read. Mine was probably cat, or maybe dog.')}
      </div></div>`);
    const { decision } = learnedDecision(tree, rules([]), blocks, labels);
    const post = document.getElementById('post')!;
    expect(decision.comments.some((el) => el.contains(post))).toBe(false);
    expect(decision.root?.el.contains(post)).toBe(true);
    expect(decision.comments.length).toBeGreaterThan(0);
  });

  it("leaves a heading the classifier calls comment text out of the cards: it is the comments' title", () => {
    // A journal's "Comments (3)" above the comments the rules found, each a sibling below it.
    const item = (id: string, name: string, text: string) =>
      `<div id="${id}" class="comment"><p data-label="comment">${text}</p>
        <div class="comment-byline" data-label="comment">${name} on June 4, 2024</div></div>`;
    const { tree, blocks, labels } = page(`${ARTICLE}
      <div id="comments"><h3 id="title" data-label="comment">Comments (3)</h3>
        ${item('c1', 'Ann', 'We sheared our small flock last week and the weather held for us too.')}
        ${item('c2', 'Bo', 'Lovely photographs of the fleeces drying on the fence, thank you.')}
        ${item('c3', 'Cy', 'How much does a fleece weigh once it has been skirted and rolled?')}
      </div>`);
    const cards = ['c1', 'c2', 'c3'].map((id) => document.getElementById(id)!);
    const { decision } = learnedDecision(tree, rules(cards), blocks, labels);
    const title = document.getElementById('title')!;
    expect(decision.comments.some((el) => el === title || title.contains(el))).toBe(false);
    expect(decision.comments.map((el) => el.id)).toEqual(['c1', 'c2', 'c3']);
  });
  it("takes the elements of its cards' markup that hold a reply the classifier calls noise as cards too", () => {
    // A WordPress (Genesis) list: each comment's text in a `div.comment-content`, the site author's replies in
    // `ul.children`, their short texts read as sure noise.
    // The classifier reads the names and dates as noise too, the comments' texts as comments.
    const item = (id: string, name: string, date: string, text: string, label: BlockLabel, replies = '') =>
      `<li id="${id}" class="comment depth-1"><article><header class="comment-header">
        <p class="comment-author"><span class="comment-author-name" data-label="noise">${name}</span></p>
        <p class="comment-meta" data-label="noise">${date}</p></header>
        <div id="${id}-text" class="comment-content"><p data-label="${label}">${text}</p></div></article>${replies}</li>`;
    const reply = (id: string, text: string) =>
      `<ul class="children">${item(id, 'Kay', '15/04/2020 at 5:53 pm', text, 'noise')}</ul>`;
    const { tree, blocks, labels } = page(`${ARTICLE}<ol id="comments" class="comment-list">
      ${item('c1', 'Tami Price', '14/04/2020 at 7:06 pm', 'I love all things bread! So I was eager to try this recipe, and it did not disappoint.', 'comment', reply('c1r', 'So happy to hear you love it!'))}
      ${item('c2', 'Jenny Graves', '14/04/2020 at 9:28 pm', 'That is an incredible bread, I love it so much. We cannot have enough of it.', 'comment', reply('c2r', 'Great to hear, Jenny!'))}
      ${item('c3', 'Bernice Hill', '14/04/2020 at 10:17 pm', 'I love that everyone is baking so much these days, focaccia is a favourite.', 'comment')}
    </ol>`);
    const noise = labels.map((l) => (l === 'noise' ? 0.9 : 0));
    // The rules gave each top-level comment's text as its card.
    const given = ['c1-text', 'c2-text', 'c3-text'].map((id) => document.getElementById(id)!);
    const { decision } = learnedDecision(tree, rules(given), blocks, labels, noise, 'article-with-comments');
    expect(decision.comments.map((el) => el.id)).toEqual([
      'c1-text',
      'c1r-text',
      'c2-text',
      'c2r-text',
      'c3-text',
    ]);

    // Beside a card is the rest of its comment: a header of the markup another comment's card has is no card.
    const box = (id: string, card: 'meta' | 'text', text: string) =>
      `<li class="comment"><div class="comment-box"><div id="${id}-meta" class="comment-author meta">
        <strong data-label="${card === 'meta' ? 'comment' : 'noise'}">Ben 19. Juni 2018 um 15:28 Uhr</strong></div>
        <div id="${id}-text" class="comment-text"><p data-label="${card === 'text' ? 'comment' : 'noise'}">${text}</p></div>
      </div></li>`;
    const two = page(`${ARTICLE}<ol class="comment-list">
      ${box('b1', 'text', 'Bei der Privatheit denkt das Gericht vermutlich so, und das ist ein langer Kommentar.')}
      ${box('b2', 'meta', 'Danke für dein Feedback.')}${box('b3', 'meta', 'Skandalös ist es nicht.')}
      ${box('b4', 'text', 'Abmahnungen sind im Wettbewerbsrecht ein übliches Mittel, das ist bekannt.')}
    </ol>`);
    const cards = ['b1-text', 'b2-meta', 'b3-meta', 'b4-text'].map((id) => document.getElementById(id)!);
    const sure = two.labels.map((l) => (l === 'noise' ? 0.9 : 0));
    const mixed = learnedDecision(
      two.tree,
      rules(cards),
      two.blocks,
      two.labels,
      sure,
      'article-with-comments',
    );
    expect(mixed.decision.comments.map((el) => el.id)).not.toContain('b1-meta');
  });
});

describe('signed comments (stage "signed-comments")', () => {
  // jsdom has no CSS.escape, which a card's link to its element's id takes.
  (globalThis as { CSS?: unknown }).CSS ??= { escape: (id: string) => id };
  const STORY = `<div id="story"><h1 data-label="main">Ministers face a dilemma over the sports body</h1>
    <p data-label="main">${'The body has a national remit, and its headquarters may move to the east end. '.repeat(5)}</p></div>`;
  const noRules = rules([]);
  noRules.pageType = 'article';

  it('takes signed units after the article, under a comments heading, as comments though the classes call them main', () => {
    const body = (id: string, text: string, name: string, date: string) =>
      `<div class="comments-body" id="${id}"><p data-label="main">${text}</p>
        <span class="comments-post" data-label="main">Posted by: <a href="mailto:x@example.com">${name}</a> on ${date}</span></div>`;
    const { tree, blocks, labels } = page(`<div id="page">${STORY}
      <h3 class="comments-head" data-label="main">Comments</h3>
      ${body('c1', 'I always love how the elitists on both coasts refer to the Midwest as fly-over states.', 'Walters', 'December 29, 2007 01:15 PM')}
      ${body('c2', 'I hope you are not referring to Eric as an elitist. He hardly fits that profile.', 'Travis Pahl', 'December 29, 2007 01:59 PM')}
    </div>`);
    const { decision, change } = learnedDecision(tree, noRules, blocks, labels, undefined, 'article');
    expect(decision.comments.map((el) => el.id)).toEqual(['c1', 'c2']);
    expect(decision.pageType).toBe('article-with-comments');
    // The article is read again without them, and each card is signed in its footer.
    expect(decision.root?.el.id).toBe('story');
    expect(change.reason).toContain('signed with a name or a date');
    const cards = toBlocks([...decision.comments]);
    expect(cards.map((c) => c.author)).toEqual(['Walters', 'Travis Pahl']);
    expect(cards[0].date).toBe(new Date(2007, 11, 29, 13, 15).toISOString());
    expect(cards[0].text).not.toContain('Posted by');
  });

  it('takes the byline line printed before each comment with it, where the classes call both noise', () => {
    const entry = (id: string, name: string, date: string, text: string) =>
      `<div class="b_box" id="${id}-by" data-label="noise">Posted by: ${name} on <span class="itdate">${date}</span></div>
       <div hidden>Full text shown by a script: ${text}</div>
       <div class="entry" id="${id}" data-label="noise">${text}</div>`;
    const { tree, blocks, labels } = page(`<div id="page">${STORY}<a name="comments"></a>
      ${entry('com0', 'Dom, London', '5:19pm Tue 1 Jan 08', 'How many times does this have to be said: this is a very tight league.')}
      ${entry('com1', 'Brad, Glasgow', '11:16am Wed 2 Jan 08', 'Geography is never irrelevant. You have to employ people and find a site.')}
    </div>`);
    const { decision } = learnedDecision(tree, noRules, blocks, labels, undefined, 'article');
    expect(decision.comments.map((el) => el.id)).toEqual(['com0-by', 'com0', 'com1-by', 'com1']);
    const cards = toBlocks([...decision.comments]);
    expect(cards.map((c) => [c.author, c.date])).toEqual([
      ['Dom', new Date(2008, 0, 1, 17, 19).toISOString()],
      ['Brad', new Date(2008, 0, 2, 11, 16).toISOString()],
    ]);
  });

  it("takes a story's one comment, right after a comments heading, with the byline line before it", () => {
    const html = (
      heading: string,
    ) => `<div id="page"><div id="byline">By Ann Lee, January 8, 2008</div>${STORY}
      <div class="blog_comments"><h3 data-label="noise">${heading}</h3><hr>
        <div class="postedby" id="by" data-label="noise">Posted by Slaytanic40oz - Tuesday, January 08, 2008 1:32 PM</div>
        <div class="post" id="c1" data-label="noise">This is like a reverse of the blu-ray to psp. Low-def on hi-def, yay.</div>
      </div></div>`;
    const one = page(html('Comment(s)'));
    const { decision } = learnedDecision(one.tree, noRules, one.blocks, one.labels, undefined, 'article');
    expect(decision.comments.map((el) => el.id)).toEqual(['by', 'c1']);
    // Its card is its own container: the story's byline above is not the comment's.
    const [card] = toBlocks([...decision.comments]);
    expect([card.author, card.date]).toEqual(['Slaytanic40oz', new Date(2008, 0, 8, 13, 32).toISOString()]);
    expect(card.text).toBe('This is like a reverse of the blu-ray to psp. Low-def on hi-def, yay.');
    // Under another heading the same lines are no comment.
    const other = page(html('About the author'));
    const none = learnedDecision(other.tree, noRules, other.blocks, other.labels, undefined, 'article');
    expect(none.decision.comments).toEqual([]);
  });

  it("takes comments written as the story's element's own text, between <hr>s after its anchor, each opening with a bold name", () => {
    const { tree, blocks, labels } = page(`<h1 data-label="main">Premiers press Ottawa for aid</h1>
      <div id="story" data-label="main"><p>The premiers emerged from the meeting saying it offered a good opportunity.</p>
        <hr><a name="commentSection"></a><b>Comments are now closed for this story</b><br><br>
        <b>Stephen B</b><br>The time has come for the tax and spend Liberals of Ontario to cut some of the fat.<br><br><hr>
        <br><b>puddin and pie</b><br>Agreed, that debt is a drain on provincial revenue resources, and it grows.<br><br><hr>
        <br><b>Lina</b><br>The government should not be spending taxpayers' money on industry that can pay its way.<hr>
      </div>`);
    const { decision } = learnedDecision(tree, noRules, blocks, labels, undefined, 'article');
    expect(decision.pageType).toBe('article-with-comments');
    const cards = toRunBlocks(decision.commentRuns ?? []);
    expect(cards.map((c) => c.text.split('\n')[0])).toEqual([
      'Comments are now closed for this story',
      'puddin and pie',
      'Lina',
    ]);
    expect(cards[0].text).toContain('Stephen B');
    // They are left out of the story.
    const story = document.getElementById('story')!;
    const left = [...(decision.cutText ?? [])].map((n) => n.textContent ?? '').join(' ');
    expect(left).toContain('Agreed, that debt is a drain');
    expect(left).not.toContain('The premiers emerged');
    expect(story.querySelector('p')).not.toBeNull();
  });

  it('leaves signed units alone that nothing names comments, or that are links to other stories', () => {
    const teaser = (id: string, title: string) =>
      `<li id="${id}"><a href="/news/${id}" data-label="noise">${title}</a>
        <span class="date" data-label="noise">By Ann Lee, 5 January 2008</span></li>`;
    const related =
      page(`<div id="page">${STORY}<h3 data-label="noise">Comments are welcome on our related stories</h3><ul>
      ${teaser('r1', 'Sportscotland chiefs defend the move to the east end of the city, again')}
      ${teaser('r2', 'Councils count the cost of three national centres run as not-for-profit trusts')}
    </ul></div>`);
    related.blocks.forEach((b) => (b.linkChars = /^By /.test(b.text) ? 0 : b.text.length));
    const links = learnedDecision(
      related.tree,
      noRules,
      related.blocks,
      related.labels,
      undefined,
      'article',
    );
    expect(links.decision.comments).toEqual([]);

    const update = (id: string, text: string) =>
      `<div class="update" id="${id}"><p class="time" data-label="noise">Posted by Ann Lee at 9:35am, 9 January 2008</p>
        <p data-label="noise">${text}</p></div>`;
    const unnamed = page(`<div id="page">${STORY}<h3 data-label="noise">Earlier updates</h3>
      ${update('u1', 'The minister said the decision would be taken by the end of the month.')}
      ${update('u2', 'Opposition parties said the move would cost more than it would save.')}
    </div>`);
    const updates = learnedDecision(
      unnamed.tree,
      noRules,
      unnamed.blocks,
      unnamed.labels,
      undefined,
      'article',
    );
    expect(updates.decision.comments).toEqual([]);
    expect(updates.decision.pageType).toBe('article');

    // Comments on other stories, under a widget's heading: "Recent Comments" is not this story's comments.
    const recent = (id: string, name: string) =>
      `<li id="${id}"><div data-label="noise">${name} on 11/12/12</div>
        <p data-label="noise">One pro tip is the use of QR codes on every stand, which visitors scan and keep.</p></li>`;
    const widget = page(`<div id="page">${STORY}<h3 data-label="noise">Recent Comments</h3><ul>
      ${recent('w1', 'Timothy Carter')}${recent('w2', 'Dana Whitfield')}
    </ul></div>`);
    const others = learnedDecision(widget.tree, noRules, widget.blocks, widget.labels, undefined, 'article');
    expect(others.decision.comments).toEqual([]);
    // The same list under "Comments" is this story's.
    const own = page(widget.tree.root.el.innerHTML.replace('Recent Comments', 'Comments'));
    const mine = learnedDecision(own.tree, noRules, own.blocks, own.labels, undefined, 'article');
    expect(mine.decision.comments.map((el) => el.id)).toEqual(['w1', 'w2']);
  });
});

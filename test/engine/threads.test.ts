// @vitest-environment jsdom
// Threads the rules did not see (src/learned/threads.ts): repeated same-signature units that hold most of the
// main text and carry bylines are posts; a list without bylines, or paragraphs, are not.
import { describe, expect, it } from 'vitest';
import type { Block, BlockLabel } from '../../src/blocks/types';
import { learnedDecision } from '../../src/learned/decide';
import { signature, threadUnits } from '../../src/learned/threads';
import type { SdNode, SdTree } from '../../src/sdtree';
import { decisionWith } from '../helpers/decision';

/** SD-Tree-like nodes over the body's elements, and each node's main text: the text of its `p` elements. */
function tree(html: string) {
  document.body.innerHTML = html;
  const nodes: SdNode[] = [];
  const make = (el: Element, parent: SdNode | null): SdNode => {
    const node = {
      el,
      tag: el.localName,
      className: el.className,
      parent,
      children: [],
      index: nodes.length,
    };
    nodes.push(node as unknown as SdNode);
    for (const child of el.children) (node.children as SdNode[]).push(make(child, node as unknown as SdNode));
    return node as unknown as SdNode;
  };
  const root = make(document.body, null);
  const main = new Float64Array(nodes.length);
  for (const n of nodes)
    if (n.tag === 'p')
      for (let p: SdNode | null = n; p; p = p.parent) main[p.index] += n.el.textContent!.length;
  return { root, nodes, main, total: main[root.index] };
}

/** The tree as learnedDecision reads it: each `p` a block, of the class `labelOf` gives it. */
function decisionInput(t: ReturnType<typeof tree>, labelOf: (p: Element) => BlockLabel) {
  const blocks: Block[] = [];
  const labels: BlockLabel[] = [];
  for (const node of t.nodes)
    if (node.tag === 'p') {
      blocks.push({ node: node.index, text: node.el.textContent } as Block);
      labels.push(labelOf(node.el));
    }
  const sdTree = { root: t.root, nodes: t.nodes, hidden: new Set(), truncated: false } as unknown as SdTree;
  return { sdTree, blocks, labels };
}

const post = (cls: string, byline: string, body: string) =>
  `<div class="${cls}"><div class="head">${byline}</div><p>${body}</p></div>`;
const body = (n: number) => `Reply number ${n}: ${'a sentence of the post, '.repeat(6)}`;

describe('threadUnits', () => {
  it('finds posts that alternate their classes, each with an author link or a date', () => {
    const t = tree(
      `<h1>Topic</h1><div class="thread">${[1, 2, 3]
        .map((n) =>
          post(
            `post bg${(n % 2) + 1}`,
            n === 2
              ? '<span class="date">12 Jan 2009 15:40</span>'
              : `<a href="/members/user${n}.${n}/">user${n}</a>`,
            body(n),
          ),
        )
        .join('')}</div>`,
    );
    const units = threadUnits(t.root, t.main, t.total);
    expect(units?.map((u) => u.el.className)).toEqual(['post bg2', 'post bg1', 'post bg2']);
  });

  it('leaves a list of the same units without bylines, and paragraphs, as an article', () => {
    const list = tree(
      `<div class="list">${[1, 2, 3].map((n) => post('item', 'Teaser', body(n))).join('')}</div>`,
    );
    expect(threadUnits(list.root, list.main, list.total)).toBeNull();
    const article = tree(`<article>${[1, 2, 3, 4].map((n) => `<p>${body(n)}</p>`).join('')}</article>`);
    expect(threadUnits(article.root, article.main, article.total)).toBeNull();
  });

  it('does not take the fields of profile columns (a name, a count, a date) for posts', () => {
    const fields = [
      '<a href="/u/ann">ann</a>',
      '7416',
      '<span class="date">Sun Mar 05, 2017</span>',
      'Tralfamadore',
    ];
    const t = tree(
      `<div class="thread">${[1, 2, 3]
        .map(
          () =>
            `<dl class="profile">${fields.map((f) => `<dd class="field"><p>${f}</p></dd>`).join('')}</dl>`,
        )
        .join('')}</div>`,
    );
    expect(threadUnits(t.root, t.main, t.total)).toBeNull();
  });

  it('needs the units to hold most of the main text', () => {
    const t = tree(
      `<article><p>${'The story itself, long and whole. '.repeat(30)}</p></article>
       <div class="replies">${[1, 2].map((n) => post('reply', `<a href="/u/user${n}">user${n}</a>`, body(n))).join('')}</div>`,
    );
    expect(threadUnits(t.root, t.main, t.total)).toBeNull();
  });

  it('gives units the same signature whatever their numbers and alternating names', () => {
    const t = tree(
      '<div class="post bg1 post-17"></div><div class="post-204 post bg2 odd"></div>' +
        '<div class="blockpost rowodd firstpost"></div><div class="blockpost roweven"></div>',
    );
    const [a, b, c, d] = t.root.children;
    expect(signature(a)).toBe(signature(b));
    expect(signature(c)).toBe(signature(d));
  });

  it("groups posts that carry names of their own beside the shared ones, with the thread's opening post", () => {
    // Vanilla: the opening post in markup of its own, each reply an `li` ranked by its poster.
    const reply = (n: number, rank: string) =>
      `<li class="Item ItemComment Rank-${rank}"><a href="/profile/user${n}">user${n}</a><p>${body(n)}</p></li>`;
    const t = tree(
      `<div class="Item ItemDiscussion"><a href="/profile/op">op</a><h1>Ask me anything</h1><p>${body(0)}</p></div>
       <div class="CommentsWrap"><ul class="MessageList">${reply(1, 'JuniorMember')}${reply(2, 'Moderator')}
       ${reply(3, 'JuniorMember')}</ul></div>`,
    );
    expect(threadUnits(t.root, t.main, t.total)?.map((u) => u.el.className)).toEqual([
      'Item ItemDiscussion',
      'Item ItemComment Rank-JuniorMember',
      'Item ItemComment Rank-Moderator',
      'Item ItemComment Rank-JuniorMember',
    ]);
  });

  it('does not take two elements that share only a tag and a layout name for a thread', () => {
    const t = tree(
      `<div class="clearfix entry"><a href="/author/admin/">Paddy</a><p>${body(0)}</p></div>
       <div class="clearfix comments"><span class="date">19. April 2019</span><p>${body(1)}</p></div>`,
    );
    expect(threadUnits(t.root, t.main, t.total)).toBeNull();
  });

  it('takes replies the page nests in a wrapper after the post they answer, in document order', () => {
    // XenForo's nested threads: replies to a post in a children wrapper beside it, one class name telling the
    // level. The posts beside each other hold less than the main text a thread needs; with the nested ones
    // they hold it all.
    const reply = (n: number, level: string, size = 1) =>
      `<article class="js-post message nested-level-${level}"><a href="/members/user${n}.${n}/">user${n}</a>` +
      `<p>${body(n).repeat(size)}</p></article>`;
    const t = tree(
      `<div class="block-body">${reply(1, 'root')}${reply(2, 'root')}
       <div class="children-wrapper"><div class="children">${reply(3, 'children', 3)}${reply(4, 'children', 3)}</div></div>
       ${reply(5, 'root')}</div>`,
    );
    const links = (units: SdNode[] | null) => units?.map((u) => u.el.querySelector('a')?.textContent);
    expect(links(threadUnits(t.root, t.main, t.total))).toEqual([
      'user1',
      'user2',
      'user3',
      'user4',
      'user5',
    ]);
  });

  it('takes the posts of a forum whose first post lacks the class the others share, joined by another name', () => {
    // NodeBB: the topic's first post is `li.topic-owner-post`; the others are `li.pt-4`, the opener's own
    // replies `li.pt-4.topic-owner-post`. No name is on every post, but each shares one with another.
    const item = (n: number, cls: string) =>
      `<li class="${cls}"><a href="/user/user${n}">user${n}</a><p>${body(n)}</p></li>`;
    const t = tree(
      `<ul class="posts">${item(1, 'topic-owner-post')}${item(2, 'pt-4')}${item(3, 'pt-4 topic-owner-post')}
       ${item(4, 'pt-4')}</ul>`,
    );
    expect(threadUnits(t.root, t.main, t.total)?.map((u) => u.el.className)).toEqual([
      'topic-owner-post',
      'pt-4',
      'pt-4 topic-owner-post',
      'pt-4',
    ]);
    // Elements that share a tag and no class name are not posts (a page's columns).
    const columns = tree(
      `<div>${['entry', 'comments', 'related'].map((c, n) => item(n, c).replace(/li/g, 'div')).join('')}</div>`,
    );
    expect(threadUnits(columns.root, columns.main, columns.total)).toBeNull();
  });

  it("counts the opening post toward the thread's share of the text, where it carries a byline", () => {
    // A long question and short answers: the answers hold a third of the text, the question the rest.
    const answer = (n: number) =>
      `<div class="answer"><a href="/users/user${n}">user${n}</a><p>${body(n)}</p></div>`;
    const page = (byline: string) =>
      tree(
        `<div class="question">${byline}<p>${'The question at length, with what was tried. '.repeat(12)}</p></div>
         <div class="answers">${[1, 2, 3].map(answer).join('')}</div>`,
      );
    const asked = page('<a href="/users/asker">asker</a>');
    expect(threadUnits(asked.root, asked.main, asked.total)?.map((u) => u.el.className)).toEqual([
      'question',
      'answer',
      'answer',
      'answer',
    ]);
    // Without a byline the long text is an article's, and three short replies are not most of the page.
    const story = page('');
    expect(threadUnits(story.root, story.main, story.total)).toBeNull();
  });
});

describe('learnedDecision on a page the page-type model reads as a thread', () => {
  // A thread whose replies the block classifier reads as comments (they look like a blog's), the opening
  // post as main text.
  const page = (opener = '<a href="/members/op">op</a>') => {
    const reply = (n: number) =>
      `<div class="reply"><a href="/members/user${n}">user${n}</a><p>${body(n)}</p></div>`;
    const t = tree(
      `<div class="topic">${opener}<p>${body(0)}</p></div>
       <div class="replies">${[1, 2, 3, 4].map(reply).join('')}</div>`,
    );
    const { sdTree, blocks, labels } = decisionInput(t, (p) => (p.closest('.reply') ? 'comment' : 'main'));
    return (kind: 'multiple' | 'article-with-comments') =>
      learnedDecision(sdTree, decisionWith(), blocks, labels, undefined, kind).decision;
  };

  it('reads the replies the classifier calls comments as posts, after the opening post', () => {
    const decision = page()('multiple');
    expect(decision.pageType).toBe('multiple');
    expect(decision.posts.map((el) => el.className)).toEqual(['topic', 'reply', 'reply', 'reply', 'reply']);
  });

  it('keeps the main text outside those posts as the first post: a question without a byline of its own', () => {
    const decision = page('<h1>How do I start?</h1>')('multiple');
    const [first, ...replies] = decision.posts;
    expect(first.closest('.topic')?.textContent).toContain(first.textContent);
    expect(first.textContent).toBe(body(0));
    expect(replies.map((el) => el.className)).toEqual(['reply', 'reply', 'reply', 'reply']);
  });

  it('keeps them comments on a page read as an article with comments', () => {
    const decision = page()('article-with-comments');
    expect(decision.posts).toEqual([]);
    expect(decision.comments.length).toBeGreaterThan(0);
  });
});

describe("learnedDecision on the rules' thread with prose above its posts", () => {
  // The rules found the posts (`div.post`) and an article above them in their column (`root`, the lead).
  const page = (above: string) => {
    const post = (n: number) =>
      `<div class="post"><a href="/members/user${n}">user${n}</a><p>${body(n)}</p></div>`;
    const t = tree(`<div class="thread">${above}${[1, 2, 3].map(post).join('')}</div>`);
    const { sdTree, blocks, labels } = decisionInput(t, () => 'main');
    const node = (el: Element) => t.nodes.find((n) => n.el === el)!;
    const first = document.querySelector('.thread > :first-child p')!;
    const rules = decisionWith({
      pageType: 'multiple',
      root: node(first),
      posts: [...document.querySelectorAll('div.post:not(.hasAds)')],
    });
    return learnedDecision(sdTree, rules, blocks, labels).decision;
  };
  const text = '<p>A word from the moderators about this board, which it is good to read first. </p>';

  it('keeps an introduction without a byline as the article, before the posts', () => {
    const decision = page(`<div class="intro">${text}</div>`);
    expect(decision.root?.el.localName).toBe('p');
    expect(decision.posts.map((el) => el.className)).toEqual(['post', 'post', 'post']);
  });

  it("takes a signed opening post written apart from the replies as the thread's first post", () => {
    const decision = page(`<div class="topic"><a href="/members/op">op</a>${text}</div>`);
    expect(decision.root).toBeNull();
    expect(decision.posts.map((el) => el.className)).toEqual(['topic', 'post', 'post', 'post']);
  });

  it('takes an opening post marked up as the posts are, with a name of its own, as the first post', () => {
    // hifi-forum.de: the first post's `div.posting-text` also has `hasAds`, which left it out of SD's items;
    // its byline is in the table row above it, outside it.
    const decision = page(`<div class="post hasAds">${text}</div>`);
    expect(decision.root).toBeNull();
    expect(decision.posts.map((el) => el.className)).toEqual(['post hasAds', 'post', 'post', 'post']);
  });
});

// @vitest-environment jsdom
// Threads the rules did not see (src/learned/threads.ts): repeated same-signature units that hold most of the
// main text and carry bylines are posts; a list without bylines, or paragraphs, are not.
import { describe, expect, it } from 'vitest';
import { signature, threadUnits } from '../../src/learned/threads';
import type { SdNode } from '../../src/sdtree';

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
  return { root, main, total: main[root.index] };
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
});

// @vitest-environment jsdom
// One query of a list answers its cards' queries (src/dom/scoped-query.ts): the same elements, in the same
// order, as each card's own querySelectorAll.
import { describe, expect, it } from 'vitest';
import { commonAncestor, scopedQuery } from '../../src/dom/scoped-query';
import { toBlocks } from '../../src/assemble/block';

/** A thread of nested comments: each `li.c` holds its name, date and text, then its replies. */
function thread(): Element {
  const comment = (n: string, replies = '') =>
    `<li class="c" id="c${n}"><span class="author"><a href="/u/${n}">user${n}</a></span>` +
    `<time datetime="2020-01-0${n.length}T10:00:00Z">Jan</time><p>Text of ${n}.</p>` +
    (replies ? `<ul>${replies}</ul>` : '') +
    `</li>`;
  document.body.innerHTML =
    `<p class="author">Story by <a href="/staff">Staff</a></p>` +
    `<ol id="list">${comment('1', comment('11', comment('111')) + comment('12'))}${comment('2')}${comment('3')}</ol>` +
    `<div id="outside"><span class="author">Someone</span></div>`;
  return document.getElementById('list')!;
}

// `li.c`: the cards themselves, which a card's own query leaves out of its answer.
const SELECTORS = ['.author', 'a[href]', 'time[datetime]', '[class*="auth" i] a', 'p', 'li.c', 'blockquote'];

describe('scopedQuery', () => {
  it("answers each element's query as querySelectorAll does: its descendants only, in tree order", () => {
    const list = thread();
    const query = scopedQuery(list);
    const asked = [list, ...Array.from(list.querySelectorAll('*'))];
    for (const el of asked)
      for (const selector of SELECTORS)
        expect(Array.from(query(el, selector)), `${el.id || el.localName} ${selector}`).toEqual(
          Array.from(el.querySelectorAll(selector)),
        );
  });

  it('nested cards: a comment holding replies gets its own and its replies', () => {
    thread();
    const query = scopedQuery(document.getElementById('list')!);
    const names = (id: string) =>
      Array.from(query(document.getElementById(id)!, '.author')).map((e) => e.textContent);
    expect(names('c1')).toEqual(['user1', 'user11', 'user111', 'user12']);
    expect(names('c11')).toEqual(['user11', 'user111']);
    expect(names('c111')).toEqual(['user111']);
    expect(names('c3')).toEqual(['user3']);
  });

  it('an element outside the scope (a header beside the list) is queried itself', () => {
    thread();
    const query = scopedQuery(document.getElementById('list')!);
    const outside = document.getElementById('outside')!;
    expect(Array.from(query(outside, '.author')).map((e) => e.textContent)).toEqual(['Someone']);
    expect(Array.from(query(document.body, '.author'))).toEqual(
      Array.from(document.body.querySelectorAll('.author')),
    );
  });

  it('reads what is inside a shadow tree by querying it there', () => {
    document.body.innerHTML = `<div id="host"></div>`;
    const host = document.getElementById('host')!;
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<div id="in"><span class="author">Ann</span></div>`;
    const query = scopedQuery(document.body);
    expect(Array.from(query(shadow.getElementById('in')!, '.author')).map((e) => e.textContent)).toEqual([
      'Ann',
    ]);
  });
});

describe('commonAncestor', () => {
  it('is the deepest element holding them all, the element itself for one, null for none', () => {
    thread();
    const byId = (id: string) => document.getElementById(id)!;
    expect(commonAncestor([byId('c1'), byId('c2'), byId('c3')])).toBe(byId('list'));
    expect(commonAncestor([byId('c111'), byId('c12')])).toBe(byId('c1').querySelector('ul'));
    expect(commonAncestor([byId('c11'), byId('c111')])).toBe(byId('c11'));
    expect(commonAncestor([byId('c2')])).toBe(byId('c2'));
    expect(commonAncestor([])).toBeNull();
  });
});

describe('toBlocks over a long list', () => {
  it('reads every card as a short list does, one query of the list for all of them', () => {
    // Twelve cards (more than the eight above which the list is queried once), each its own name and date.
    const cards = Array.from(
      { length: 12 },
      (_, i) =>
        `<div class="comment"><span class="author">Reader ${i + 1}</span> ` +
        `<time datetime="2021-03-${String(i + 1).padStart(2, '0')}T08:00:00Z">March</time>` +
        `<p>Comment number ${i + 1} says something about the story.</p></div>`,
    ).join('');
    document.body.innerHTML = `<div id="comments">${cards}</div>`;
    const els = Array.from(document.querySelectorAll('.comment'));
    const long = toBlocks(els);
    expect(long.map((b) => b.author)).toEqual(els.map((_, i) => `Reader ${i + 1}`));
    expect(long.map((b) => b.date?.slice(0, 10))).toEqual(
      els.map((_, i) => `2021-03-${String(i + 1).padStart(2, '0')}`),
    );
    // The same cards three at a time (each card querying itself) read the same.
    const short = [0, 3, 6, 9].flatMap((i) => toBlocks(els.slice(i, i + 3)));
    expect(short.map((b) => [b.author, b.date, b.text])).toEqual(long.map((b) => [b.author, b.date, b.text]));
  });
});

// @vitest-environment jsdom
// A post's author, date and permalink, read inside its container (src/assemble/byline.ts).
import { describe, expect, it } from 'vitest';
import { findAuthor, findDate, findLink } from '../../src/assemble/byline';

function container(html: string, id = 'post'): Element {
  document.body.innerHTML = html;
  return document.getElementById(id)!;
}

describe('findAuthor', () => {
  it('takes the most specific selector first, whatever the document order', () => {
    const post = container(
      `<div id="post"><div class="postauthor">Joined: 2004 / Posts: 812 <b class="postername">kestrel</b></div>
       <p>Body text.</p></div>`,
    );
    expect(findAuthor(post)).toBe('kestrel');
  });

  it('prefers the schema.org name inside the author to the author block', () => {
    const post = container(
      `<div id="post"><span class="author">Written by staff</span>
       <div itemprop="author"><img alt=""><span itemprop="name">Ada  Lovelace</span></div></div>`,
    );
    expect(findAuthor(post)).toBe('Ada Lovelace');
  });

  it('skips a match too long to be a name and goes on to the next one', () => {
    const post = container(
      `<div id="post"><div class="author">${'A signature that goes on and on '.repeat(3)}</div>
       <div class="author-meta"><a href="/u/9">Grace</a></div></div>`,
    );
    expect(findAuthor(post)).toBe('Grace');
  });

  it('is null when nothing names an author', () => {
    expect(findAuthor(container(`<div id="post"><p>Just a remark.</p></div>`))).toBeNull();
  });
});

describe('findDate and findLink', () => {
  it('read a time element, then dates printed in date-named elements', () => {
    expect(findDate(container(`<div id="post"><time datetime="2024-05-01">May 1</time></div>`))).toBe(
      '2024-05-01',
    );
    expect(
      findDate(container(`<div id="post"><span class="post-date">Posted 5 May 2024, 10:12</span></div>`)),
    ).toBe('5 May 2024');
  });

  it('finds a permalink anchor among the links', () => {
    const post = container(
      `<div id="post"><a href="/u/7">Bo</a> <a href="/thread/12#comment-99">#</a></div>`,
    );
    expect(findLink(post)).toBe(new URL('/thread/12#comment-99', document.baseURI).href);
  });
});

// @vitest-environment jsdom
// Comments laid out as a definition list (src/assemble/block.ts): the name and date in a `<dt>`, the text in
// the `<dd>` after it. One card per comment, the dd's text with the dt's byline and permalink.
import { describe, expect, it } from 'vitest';
import { toBlocks } from '../../src/assemble/block';

const comment = (n: number, name: string, day: number, text: string) =>
  `<dt id="comment-${n}" class="comment">${n}. <a href="http://site${n}.example/" rel="external nofollow"
   class="url">${name}</a> - <a href="http://blog.example/post/#comment-${n}">${day} December, 2011</a></dt>
   <dd class="comment"><div class="comment-text"><p>${text}</p></div>
   <p><a href="/post/?replytocom=${n}#respond">Reply</a></p></dd>`;

describe('toBlocks: dt/dd comment pairs', () => {
  it('makes one card of each dt header and its dd body', () => {
    document.body.innerHTML = `<dl class="commentlist">${comment(1, 'Martin', 9, "I'm an Arsenal supporter.")}
      ${comment(2, 'Ann Lee', 10, 'Me too, since the eighties.')}</dl>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('dt, dd')));
    expect(
      cards.map((c) => ({
        text: c.text.replace(/\s*Reply$/, ''),
        author: c.author,
        date: c.date,
        link: c.link,
      })),
    ).toEqual([
      {
        text: "I'm an Arsenal supporter.",
        author: 'Martin',
        date: '2011-12-09',
        link: 'http://blog.example/post/#comment-1',
      },
      {
        text: 'Me too, since the eighties.',
        author: 'Ann Lee',
        date: '2011-12-10',
        link: 'http://blog.example/post/#comment-2',
      },
    ]);
  });

  it('reads the dt as the header of a dd card even where the dt was not a card', () => {
    document.body.innerHTML = `<dl>${comment(7, 'Martin', 9, 'Only the bodies were cards.')}</dl>`;
    const [card] = toBlocks(Array.from(document.querySelectorAll('dd')));
    expect([card.author, card.date]).toEqual(['Martin', '2011-12-09']);
  });

  it('drops the dt card where the card is inside the dd', () => {
    document.body.innerHTML = `<dl>${comment(1, 'Martin', 9, 'First.')}${comment(2, 'Ann Lee', 10, 'Second.')}</dl>`;
    const els = Array.from(document.querySelectorAll('dt, dd > .comment-text'));
    expect(toBlocks(els).map((c) => [c.text, c.author])).toEqual([
      ['First.', 'Martin'],
      ['Second.', 'Ann Lee'],
    ]);
  });
});

describe('toBlocks: a header row above each post row', () => {
  it("reads a post's name and date from the table row before its own, not from another post's", () => {
    const post = (n: number, name: string, text: string) =>
      `<tr><td class="bold"><a name="${n}"></a><a href="/${name}" class="user">${name}</a>:
       <span class="s"><b>9:0${n}am</b> On <b>Apr 24, 2020</b></span></td></tr>
       <tr><td id="pb${n}" class="post"><div class="narrow">${text}</div></td></tr>`;
    document.body.innerHTML = `<table><tbody>${post(1, 'olaolex', 'Snakes get in through the pipes.')}
      ${post(2, 'ecobrick', 'Keep the lid down.')}</tbody></table>`;
    const rows = Array.from(document.querySelectorAll('td.post')).map((td) => td.parentElement!);
    expect(toBlocks(rows).map((c) => [c.text, c.author, c.date?.slice(0, 10)])).toEqual([
      ['Snakes get in through the pipes.', 'olaolex', '2020-04-24'],
      ['Keep the lid down.', 'ecobrick', '2020-04-24'],
    ]);
  });
});

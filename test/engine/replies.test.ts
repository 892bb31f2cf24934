// @vitest-environment jsdom
// Reply depths of cards as the page nests them, and a Q&A answer's votes and accepted mark
// (src/assemble/replies.ts).
import { describe, expect, it } from 'vitest';
import { findVotes, replyDepths } from '../../src/assemble/replies';

const cards = (html: string, selector: string) => {
  document.body.innerHTML = html;
  return [...document.querySelectorAll(selector)];
};

describe('replyDepths', () => {
  it('reads nested lists of comments as replies, and a flat list as depth 0', () => {
    const nested = cards(
      `<ol><li class="comment"><article>A</article>
         <ol class="children"><li class="comment"><article>B</article>
           <ol class="children"><li class="comment"><article>C</article></li></ol></li></ol></li>
       <li class="comment"><article>D</article></li></ol>`,
      'li.comment',
    );
    expect(replyDepths(nested)).toEqual([0, 1, 2, 0]);
    // The cards are the bodies, the replies in a sibling list of the body.
    const bodies = cards(
      `<div class="c"><div class="body">A</div><div class="kids"><div class="c"><div class="body">B</div></div></div></div>
       <div class="c"><div class="body">C</div></div>`,
      '.body',
    );
    expect(replyDepths(bodies)).toEqual([0, 1, 0]);
    const flat = cards(
      `<div><div class="post"><p>A</p></div><div class="post"><p>B</p></div></div>`,
      '.post',
    );
    expect(replyDepths(flat)).toEqual([0, 0]);
  });

  it('does not take a flat card wrapped one level deeper than the one before for a reply', () => {
    const uneven = cards(
      `<ol><li class="c"><div class="body">A</div></li><li class="c"><div class="wrap"><div class="body">B</div></div></li></ol>`,
      '.body',
    );
    expect(replyDepths(uneven)).toEqual([0, 0]);
  });
});

describe('findVotes', () => {
  it("reads schema.org's upvoteCount and the accepted answer, with the element that shows the votes", () => {
    document.body.innerHTML = `<div id="a" itemprop="acceptedAnswer" itemscope><span itemprop="upvoteCount">1,204</span><p>Use rice flour.</p></div>
      <div id="b" class="answer"><span class="js-vote-count" data-score="-2">-2</span><p>Cloth.</p></div>
      <div id="c"><p>No score here, 42 reasons.</p></div>`;
    const a = findVotes(document.getElementById('a')!);
    expect(a).toMatchObject({ votes: 1204, accepted: true });
    expect(a.el?.textContent).toBe('1,204');
    expect(findVotes(document.getElementById('b')!)).toMatchObject({ votes: -2, accepted: false });
    expect(findVotes(document.getElementById('c')!)).toEqual({ votes: null, accepted: false, el: null });
  });
});

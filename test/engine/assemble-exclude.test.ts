// @vitest-environment jsdom
// What the assembly leaves out (src/assemble/clone.ts, `exclude`): elements with their subtree, and text nodes
// one by one (a run of an element's own text the learned engine did not call main: Decision.cutText).
import { describe, expect, it } from 'vitest';
import { assemble } from '../../src/assemble';
import { toRunBlocks } from '../../src/assemble/block';

describe('assemble with exclusions', () => {
  it('leaves out excluded elements and excluded text nodes, and keeps the text around them', () => {
    const el = document.createElement('div');
    el.innerHTML =
      '<p>The story ends here.</p>A reader writes that the bridge will never be built.<br>' +
      '<i>Posted by Marta</i><p>More of the story.</p>Last words of the story.';
    const [, comment, br, byline, , last] = [...el.childNodes];
    expect(assemble(el).text).toContain('Posted by Marta');
    const { text, html } = assemble(el, { exclude: new Set([comment, br, byline]) });
    expect(text).not.toContain('A reader writes');
    expect(text).not.toContain('Marta');
    expect(html).not.toContain('<i>');
    expect(text).toContain('The story ends here.');
    expect(text).toContain('More of the story.');
    expect(text).toContain((last as Text).data);
  });

  it("makes a card of each run of an element's own text, without the rest of the element", () => {
    const el = document.createElement('div');
    el.innerHTML =
      '<p>The story.</p>First comment, <b>bold words</b> in it.<br><i>Posted by Marta</i><hr>' +
      'Second <span>comment <a href="#x">with a link</a></span><hr><span>Third <div>a block</div> inside</span>';
    const n = [...el.childNodes];
    const span = n[10] as Element;
    const cards = toRunBlocks([
      { el, nodes: n.slice(1, 6) },
      { el, nodes: n.slice(7, 9) },
      { el, nodes: [span.firstChild as Node] },
    ]);
    expect(cards.map((c) => c.text)).toEqual([
      'First comment, bold words in it.\nPosted by Marta',
      'Second comment with a link',
      'Third',
    ]);
    expect(cards[0].html).toContain('<b>bold words</b>');
    expect(cards[1].html).not.toContain('The story');
  });
});

// @vitest-environment jsdom
// Stage "tail-headings" (src/assemble/index.ts): a heading the assembled text ends with introduces nothing.
import { describe, expect, it } from 'vitest';
import { assemble } from '../../src/assemble';

function piece(html: string): Element {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
}

describe('tail-headings', () => {
  it('leaves out the headings the text ends with, with the wrappers they leave empty', () => {
    const { text, html } = assemble(
      piece(
        '<h1>The story</h1><p>What happened, told at some length.</p>' +
          '<section><h2>Read more</h2><div><h3>More from this author</h3></div></section>',
      ),
    );
    expect(text).toBe('The story\n\nWhat happened, told at some length.');
    expect(html).not.toContain('<section');
  });

  it('keeps a heading with text or a picture after it, and a heading that is all the text', () => {
    const withText = assemble(piece('<p>Intro.</p><h2>Part two</h2><p>The second part.</p>'));
    expect(withText.text).toContain('Part two');
    const withPicture = assemble(piece('<p>Intro.</p><h2>The map</h2><img src="map.png" alt="">'));
    expect(withPicture.text).toContain('The map');
    expect(assemble(piece('<h2>Only a heading</h2>')).text).toBe('Only a heading');
  });
});

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
  it('leaves out the heading the text ends with, with the wrappers it leaves empty', () => {
    const { text, html } = assemble(
      piece(
        '<h1>The story</h1><p>What happened, told at some length.</p>' +
          '<section><div><h3>More from this author</h3></div></section>',
      ),
    );
    expect(text).toBe('The story\n\nWhat happened, told at some length.');
    expect(html).not.toContain('<section');
  });

  it('keeps a run of headings: a list of titles', () => {
    const titles = '<h3>Strawberry candle</h3><h3>Clover candle</h3><h3>Cedar candle</h3>';
    expect(assemble(piece(`<p>Our candles.</p>${titles}`)).text).toContain('Cedar candle');
  });

  it('keeps a heading with text or a picture after it, and a heading that is all the text', () => {
    const withText = assemble(piece('<p>Intro.</p><h2>Part two</h2><p>The second part.</p>'));
    expect(withText.text).toContain('Part two');
    const withPicture = assemble(piece('<p>Intro.</p><h2>The map</h2><img src="map.png" alt="">'));
    expect(withPicture.text).toContain('The map');
    expect(assemble(piece('<h2>Only a heading</h2>')).text).toBe('Only a heading');
    // A site's sentences set as headings are its text.
    const sentences =
      'Children between six and twelve are invited to take part with their colourful and creative ideas.';
    expect(assemble(piece(`<p>Intro.</p><h3>The contest</h3><h3>${sentences}</h3>`)).text).toContain(
      sentences,
    );
  });
});

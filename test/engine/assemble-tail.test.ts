// @vitest-environment jsdom
// The assembly's last stages (src/assemble/index.ts): "tail-headings", a heading the assembled text ends with
// introduces nothing; "ad-labels", an ad slot's label alone on its line leaves the article.
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

describe('ad-labels', () => {
  it("leaves out an ad slot's label alone on its line, whatever its language, case or colon", () => {
    for (const label of [
      'Advertisement',
      'ADVERTISEMENT',
      'Anzeige',
      'Publicité',
      'Sponsored',
      'Advertisement:',
    ]) {
      const { text } = assemble(
        piece(
          `<p>The first paragraph of the story.</p><div class="ad"><h3>${label}</h3><iframe src="https://ads.example/x"></iframe></div><p>The second paragraph.</p>`,
        ),
      );
      expect(text).toBe('The first paragraph of the story.\n\nThe second paragraph.');
    }
  });

  it('keeps the word where the line says more, and a label beside a picture', () => {
    const inText = assemble(piece('<p>Intro.</p><p>Advertisement: our rates for 2024 are online.</p>'));
    expect(inText.text).toContain('Advertisement: our rates');
    const withPicture = assemble(piece('<p>Intro.</p><figure><img src="ad.png" alt="">Anzeige</figure>'));
    expect(withPicture.text).toContain('Anzeige');
    // A word that only starts like a label.
    expect(assemble(piece('<p>Intro.</p><p>Advertisements</p><p>Advertiser</p>')).text).toBe(
      'Intro.\n\nAdvertiser',
    );
  });
});

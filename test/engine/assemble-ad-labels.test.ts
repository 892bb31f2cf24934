// @vitest-environment jsdom
// Stage "ad-labels" (src/assemble/index.ts): an ad slot's label alone on its line leaves the article.
import { describe, expect, it } from 'vitest';
import { assemble } from '../../src/assemble';

function piece(html: string): Element {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
}

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

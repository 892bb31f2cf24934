// @vitest-environment jsdom
// Formulas a script drew (src/assemble/formula.ts): one MathML copy per formula from KaTeX's, MathJax 3's and
// MathJax 2's markup, with the TeX source as its annotation where the page gives it, and that TeX (or the
// MathML's text) as the formula's text. No layout is read, so jsdom is enough; the fixture page
// rendered-math.html runs the same markup through the engine in a browser (golden, e2e).
import { describe, expect, it } from 'vitest';
import { sanitizeDrawing } from '../../src/assemble/foreign';
import { copyFormula, formulaRenderer, formulaSpaces, texSource } from '../../src/assemble/formula';
import { blockText } from '../../src/assemble/text';

function page(markup: string): HTMLElement {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = markup;
  return doc.body;
}

const inert = () => document.implementation.createHTMLDocument('');

/** The formula `selector` finds in `markup`, copied as the reader copy would. */
function copied(markup: string, selector: string): Element | null {
  const el = page(markup).querySelector(selector)!;
  const renderer = formulaRenderer(el, el.localName);
  expect(renderer).not.toBeNull();
  return copyFormula(el, renderer!, inert());
}

const KATEX =
  '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">' +
  '<semantics><mrow><msup><mi>n</mi><mn>2</mn></msup></mrow>' +
  '<annotation encoding="application/x-tex">n^2</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">n</span>' +
  '<span class="msupsub"><span class="vlist-t"><span class="mord mtight">2</span></span></span></span></span></span>';

describe('formulas a script drew', () => {
  it('takes KaTeX’s MathML with its TeX annotation, and none of its glyph spans', () => {
    const math = copied(`<p>so ${KATEX} grows</p>`, '.katex')!;
    expect(math.outerHTML).toBe(
      '<math><semantics><mrow><msup><mi>n</mi><mn>2</mn></msup></mrow>' +
        '<annotation encoding="application/x-tex">n^2</annotation></semantics></math>',
    );
    expect(texSource(math)).toBe('n^2');
  });

  it('takes MathJax 3’s assistive MathML, display when its container is', () => {
    const math = copied(
      '<mjx-container class="MathJax" jax="CHTML" display="true"><mjx-math class="MJX-TEX" aria-hidden="true">' +
        '<mjx-mi class="mjx-i"><mjx-c class="mjx-c1D465 TEX-I"></mjx-c></mjx-mi></mjx-math>' +
        '<mjx-assistive-mml unselectable="on" display="block"><math xmlns="http://www.w3.org/1998/Math/MathML">' +
        '<mi>x</mi></math></mjx-assistive-mml></mjx-container>',
      'mjx-container',
    )!;
    expect(math.outerHTML).toBe('<math display="block"><mi>x</mi></math>');
    expect(texSource(math)).toBeNull();
  });

  it('takes MathJax 2’s MathML and its TeX from the script beside it, display from the script’s mode', () => {
    const inline = copied(
      '<span class="MathJax_Preview"></span><span class="MathJax" id="MathJax-Element-1-Frame" role="presentation">' +
        '<nobr aria-hidden="true"><span class="mi">e</span></nobr><span class="MJX_Assistive_MathML">' +
        '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>e</mi></math></span></span>' +
        '<script type="math/tex" id="MathJax-Element-1">e</script>',
      '#MathJax-Element-1-Frame',
    )!;
    expect(inline.outerHTML).toBe(
      '<math><semantics><mrow><mi>e</mi></mrow>' +
        '<annotation encoding="application/x-tex">e</annotation></semantics></math>',
    );
    // No MathML at all (no AssistiveMML): the TeX is what there is to show.
    const display = copied(
      '<div class="MathJax_Display"><span class="MathJax" id="MathJax-Element-2-Frame"><nobr>x2</nobr></span></div>' +
        '<script type="math/tex; mode=display" id="MathJax-Element-2">x^2</script>',
      '#MathJax-Element-2-Frame',
    )!;
    expect(display.getAttribute('display')).toBe('block');
    expect(display.querySelector('mtext')?.textContent).toBe('x^2');
    expect(texSource(display)).toBe('x^2');
  });

  it('takes MediaWiki’s hidden MathML, not its picture; or the picture’s TeX where there is no MathML', () => {
    const wiki = (mathml: string) =>
      `<div class="mwe-math-element"><div class="mwe-math-mathml-display mwe-math-mathml-a11y" style="display: none">${mathml}</div>` +
      '<img src="https://wikimedia.org/api/rest_v1/media/math/render/svg/1" class="mwe-math-fallback-image-display" ' +
      'aria-hidden="true" alt="{\\displaystyle x^{2}}"></div>';
    const math = copied(
      wiki(
        '<math display="block" alttext="{\\displaystyle x^{2}}"><semantics><msup><mi>x</mi><mn>2</mn></msup>' +
          '<annotation encoding="application/x-tex">{\\displaystyle x^{2}}</annotation></semantics></math>',
      ),
      '.mwe-math-element',
    )!;
    expect(math.querySelector('img')).toBeNull();
    expect(math.getAttribute('display')).toBe('block');
    expect(texSource(math)).toBe('x^{2}');
    const picture = copied(wiki(''), '.mwe-math-element')!;
    expect(picture.querySelector('mtext')?.textContent).toBe('{\\displaystyle x^{2}}');
    expect(texSource(picture)).toBe('x^{2}');
  });

  it('keeps the space a rendering holds at its edges', () => {
    const el = page('<mjx-container>\n <mjx-math></mjx-math></mjx-container>').firstElementChild!;
    expect(formulaSpaces(el)).toEqual([true, false]);
    expect(formulaSpaces(page('<span class="katex">x\n</span>').firstElementChild!)).toEqual([false, true]);
  });

  it('leaves out a formula that gives neither MathML nor TeX, and ignores other spans', () => {
    expect(copied('<mjx-container jax="CHTML"><mjx-math></mjx-math></mjx-container>', 'mjx-container')).toBe(
      null,
    );
    const el = page('<span class="katex-ish x" id="MathJax-Element-3">x</span>').firstElementChild!;
    expect(formulaRenderer(el, 'span')).toBeNull();
  });

  it('reads a formula’s text once: its TeX where it has one, else its MathML as typed', () => {
    const body = page(
      `<p>so ${KATEX} grows, and <math><mi>ln</mi><mo>\u2061</mo><mn>2</mn></math> is ` +
        '<math><msup><mrow><mo>(</mo><mi>n</mi><mo>+</mo><mn>1</mn><mo>)</mo></mrow><mn>2</mn></msup></math>.</p>',
    );
    const katex = body.querySelector('.katex')!;
    katex.replaceWith(copyFormula(katex, 'katex', body.ownerDocument)!);
    expect(blockText(body)).toBe('so n^2 grows, and ln 2 is (n+1)^2.');
  });

  it('drops the {\\displaystyle …} wrapper around a whole source, not around part of one', () => {
    const math = (tex: string) =>
      page(
        `<math><semantics><mi>x</mi><annotation encoding="application/x-tex">${tex}</annotation></semantics></math>`,
      ).firstElementChild!;
    expect(texSource(math('{\\displaystyle n^{2}}'))).toBe('n^{2}');
    expect(texSource(math('{\\displaystyle a}{b}'))).toBe('{\\displaystyle a}{b}');
  });
});

describe('sanitizeDrawing and TeX annotations', () => {
  it('keeps a TeX annotation as text with its encoding, and drops every other annotation', () => {
    const math = page(
      '<math><semantics><mi>x</mi><annotation encoding="application/x-tex" onclick="y()" href="https://t.example">' +
        'x<mi>bold</mi></annotation><annotation encoding="text/plain">plain</annotation>' +
        '<annotation-xml encoding="text/html"><p>html</p></annotation-xml></semantics>' +
        '<annotation encoding="application/x-tex">outside semantics</annotation></math>',
    ).firstElementChild!;
    expect(sanitizeDrawing(math)).toBe(true);
    expect(math.outerHTML).toBe(
      '<math><semantics><mi>x</mi><annotation encoding="application/x-tex">xbold</annotation></semantics></math>',
    );
  });
});

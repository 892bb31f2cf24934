// @vitest-environment jsdom
// The allow-lists of drawings and formulas (src/assemble/foreign.ts) on hostile markup: nothing that runs,
// loads or leaves the drawing survives; what draws does.
import { describe, expect, it } from 'vitest';
import { MATHML_NS, sanitizeDrawing, SVG_NS } from '../../src/assemble/foreign';

function parsed(markup: string, ns: string): Element {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = markup;
  return doc.body.getElementsByTagNameNS(ns, ns === SVG_NS ? 'svg' : 'math')[0];
}

describe('sanitizeDrawing', () => {
  it('keeps the drawing and drops scripts, handlers, styles, foreign HTML and outside references', () => {
    const svg = parsed(
      `<svg viewBox="0 0 10 10" onload="x()" style="fill:red" class="c">
        <script>alert(1)</script><style>*{}</style>
        <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>
        <rect width="10" height="10" fill="url(#g)" onclick="x()"/>
        <path d="M0 0L10 10" stroke="#000"/>
        <use href="#g"/><use xlink:href="https://cdn.example/sprite.svg#a"/>
        <image href="https://tracker.example/p.png"/>
        <a href="javascript:alert(1)"><text x="1" y="5">link</text></a>
        <foreignObject><div>html</div></foreignObject>
        <animate attributeName="href" to="javascript:alert(1)"/>
        <text x="1" y="9">label</text>
      </svg>`,
      SVG_NS,
    );
    expect(sanitizeDrawing(svg)).toBe(true);
    const out = svg.outerHTML;
    expect(out).toContain('<path d="M0 0L10 10" stroke="#000"></path>');
    expect(out).toContain('<use href="#g"></use>');
    expect(out).toContain('label');
    expect(out).not.toMatch(
      /script|onload|onclick|style|class=|url\(|foreignObject|<image|https?:|javascript|animate|<a /i,
    );
  });

  it('drops a drawing that draws nothing once cleaned', () => {
    const svg = parsed(`<svg><use href="https://cdn.example/s.svg#a"/><script>x()</script></svg>`, SVG_NS);
    expect(sanitizeDrawing(svg)).toBe(false);
  });

  it('keeps MathML presentation markup and drops what is not', () => {
    const math = parsed(
      `<math display="block" onclick="x()"><mfrac><mi>a</mi><mi>b</mi></mfrac>
        <maction actiontype="statusline"><mi>c</mi></maction><mtext><img src=x onerror=alert(1)></mtext>
        <semantics><mi>d</mi><annotation-xml encoding="text/html"><p>html</p></annotation-xml></semantics></math>`,
      MATHML_NS,
    );
    expect(sanitizeDrawing(math)).toBe(true);
    const out = math.outerHTML;
    expect(out).toContain('<math display="block"><mfrac><mi>a</mi><mi>b</mi></mfrac>');
    expect(out).not.toMatch(/onclick|maction|<img|onerror|annotation|<p>/);
  });
});

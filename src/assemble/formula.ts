// Formulas a script drew (issue 21). KaTeX, MathJax 3, MathJax 2 and MediaWiki each draw a formula as a
// visual rendering (KaTeX's `.katex-html` spans, MathJax 3's `<mjx-math>` whose glyphs are CSS content,
// MathJax 2's `<nobr>` spans, MediaWiki's SVG picture), with a MathML copy beside it for assistive technology,
// hidden the screen-reader-only way or with `display: none`, and often the TeX source: KaTeX and MediaWiki as
// the MathML's `<annotation encoding="application/x-tex">`, MathJax 2 as a `<script type="math/tex">` after
// the rendering. The reader copy keeps one rendering per formula: the MathML (foreign.ts's allow-list), with
// the TeX as that same annotation where the page gives it. The reader shows the MathML; the exports read the
// TeX (text.ts, formulaText; extension/export/markdown.ts).
import { isTexAnnotation, MATHML_NS, sanitizeDrawing, TEX_ENCODING } from './foreign';

/** MathJax 2's frame around one formula's rendering: `<span id="MathJax-Element-7-Frame">`. */
const MATHJAX2_FRAME = /^MathJax-Element-\d+-Frame$/;
/** MathJax 2's source: `math/tex`, `math/tex; mode=display`. */
const TEX_SCRIPT = /^\s*math\/tex\s*(?:;|$)/i;
const DISPLAY_MODE = /mode\s*=\s*display/i;
/** Wikipedia's and LaTeXML's wrapper around the whole source: `{\displaystyle ...}`. */
const STYLE_WRAPPER = /^\{\\(?:displaystyle|textstyle)\s+([\s\S]*)\}$/;

type Renderer = 'katex' | 'mathjax3' | 'mathjax2' | 'wikipedia';

/** Which script drew `el` (its localName is `tag`), if it is one formula's rendering. */
export function formulaRenderer(el: Element, tag: string): Renderer | null {
  if (tag === 'mjx-container') return 'mathjax3';
  if (tag !== 'span' && tag !== 'div') return null;
  const name = el.getAttribute('class');
  if (!name) return null;
  // MediaWiki's Math extension: the MathML (`display: none`, for screen readers) beside an SVG picture of the
  // formula (aria-hidden, its TeX as alt text); an inline formula is a span, a display one a div.
  if (name.includes('mwe-math-element') && el.classList.contains('mwe-math-element')) return 'wikipedia';
  if (tag !== 'span') return null;
  if (name.includes('katex') && el.classList.contains('katex')) return 'katex';
  if (name.includes('MathJax') && MATHJAX2_FRAME.test(el.getAttribute('id') ?? '')) return 'mathjax2';
  return null;
}

/**
 * Whether the rendering starts and ends with white space: its formula stands apart from the words around it
 * as the rendering did (MathJax 3's containers often hold the line break that is the only space after them).
 */
export function formulaSpaces(el: Element): [before: boolean, after: boolean] {
  const first = el.firstChild;
  const last = el.lastChild;
  return [
    first?.nodeType === 3 && /^\s/.test((first as Text).data),
    last?.nodeType === 3 && /\s$/.test((last as Text).data),
  ];
}

/**
 * Stage "formulas": the MathML of a formula a script drew, copied into `inert` and sanitised, with its TeX
 * source as an annotation where the page gives it; null when the page gives neither (nothing is shown then:
 * the visual rendering is spans of glyphs, or CSS, not text).
 */
export function copyFormula(el: Element, renderer: Renderer, inert: Document): Element | null {
  let math: Element | null;
  let tex: string | null = null;
  let block: boolean;
  if (renderer === 'katex') {
    math = el.querySelector('.katex-mathml math');
    block = math?.getAttribute('display') === 'block';
  } else if (renderer === 'mathjax3') {
    math = el.querySelector('mjx-assistive-mml math');
    block = el.getAttribute('display') === 'true';
  } else if (renderer === 'wikipedia') {
    math = el.querySelector('math');
    block = math?.getAttribute('display') === 'block' || el.localName === 'div';
    // Without the MathML, the picture's alt text is the TeX.
    if (!math) tex = el.querySelector('img[alt]')?.getAttribute('alt')?.trim() || null;
  } else {
    math = el.querySelector('.MJX_Assistive_MathML math') ?? el.querySelector('math');
    const script = mathJax2Source(el);
    tex = script?.textContent?.trim() || null;
    block = DISPLAY_MODE.test(script?.getAttribute('type') ?? '');
  }
  if (math && math.namespaceURI !== MATHML_NS) math = null;
  if (!math && !tex) return null;
  let copy: Element;
  if (math) copy = inert.importNode(math, true) as Element;
  else {
    copy = inert.createElementNS(MATHML_NS, 'math');
    copy.appendChild(inert.createElementNS(MATHML_NS, 'mtext')).textContent = tex;
  }
  if (block) copy.setAttribute('display', 'block');
  if (tex && !texSource(copy)) withTex(copy, tex);
  return sanitizeDrawing(copy) ? copy : null;
}

/** MathJax 2's `<script type="math/tex">` for a frame: right after it, or after its display `<div>`. */
function mathJax2Source(frame: Element): Element | null {
  const holder = frame.parentElement?.classList.contains('MathJax_Display') ? frame.parentElement : frame;
  const next = holder.nextElementSibling;
  if (next?.localName !== 'script' || !TEX_SCRIPT.test(next.getAttribute('type') ?? '')) return null;
  return next;
}

/** Puts `tex` in `math` as its TeX annotation: `<semantics><mrow>…</mrow><annotation>`. */
function withTex(math: Element, tex: string): void {
  const doc = math.ownerDocument;
  const semantics = doc.createElementNS(MATHML_NS, 'semantics');
  const row = semantics.appendChild(doc.createElementNS(MATHML_NS, 'mrow'));
  while (math.firstChild) row.appendChild(math.firstChild);
  const annotation = semantics.appendChild(doc.createElementNS(MATHML_NS, 'annotation'));
  annotation.setAttribute('encoding', TEX_ENCODING);
  annotation.textContent = tex;
  math.appendChild(semantics);
}

/**
 * A formula's TeX source, from its annotation, without the `{\displaystyle …}` wrapper some pages put around
 * all of it; null when it has none.
 */
export function texSource(math: Element): string | null {
  for (const el of Array.from(math.getElementsByTagName('annotation'))) {
    if (!isTexAnnotation(el)) continue;
    const tex = (el.textContent ?? '').trim();
    if (!tex) continue;
    const inner = STYLE_WRAPPER.exec(tex)?.[1];
    return inner !== undefined && balanced(inner) ? inner.trim() : tex;
  }
  return null;
}

/** Braces balanced (escaped `\{`, `\}` aside): `{\displaystyle a}{b}` is not one wrapper. */
function balanced(tex: string): boolean {
  let depth = 0;
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

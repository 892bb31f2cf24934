// Drawings and formulas in the reader copy (issue 21): inline SVG figures and MathML kept, sanitised here by
// their own allow-lists (the HTML one in sanitize.ts drops every foreign element), and media shown as a link
// to the original rather than played. Nothing kept can run, load or leave the copy: no scripts, no event
// handlers, no styles, no `foreignObject` (HTML inside a drawing), and no reference outside the drawing (an
// `href` or `xlink:href` that is not a `#fragment` of it). The overlay runs DOMPurify again on all of it.
import { docUrl, ownerOf } from '../dom/document';
import { absoluteUrl } from './urls';

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** The MathML annotation encoding of TeX (MathML 3, 5.1.2; what KaTeX, Wikipedia and LaTeXML write). */
export const TEX_ENCODING = 'application/x-tex';

/** SVG elements that draw or describe (DOMPurify's svg profile, less `image`, `use` of outside files, filters). */
const SVG_TAGS = new Set(
  (
    'svg g path circle ellipse line polyline polygon rect text tspan textpath title desc defs ' +
    'lineargradient radialgradient stop clippath mask marker pattern symbol use switch'
  ).split(' '),
);
/** Presentation and geometry attributes: what a drawing needs to look as it does on the page. */
const SVG_ATTRS = new Set(
  (
    'viewbox width height x y x1 x2 y1 y2 cx cy r rx ry d points dx dy rotate transform fill fill-opacity ' +
    'fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-dasharray ' +
    'stroke-dashoffset stroke-miterlimit opacity font-family font-size font-style font-weight text-anchor ' +
    'dominant-baseline alignment-baseline letter-spacing offset stop-color stop-opacity gradientunits ' +
    'gradienttransform spreadmethod fx fy clip-path clip-rule mask marker-start marker-mid marker-end ' +
    'markerwidth markerheight refx refy orient markerunits patternunits patterncontentunits ' +
    'patterntransform preserveaspectratio clippathunits maskunits maskcontentunits visibility display ' +
    'role aria-label aria-labelledby aria-describedby aria-hidden id lang xml:space textlength ' +
    'lengthadjust startoffset vector-effect paint-order'
  ).split(' '),
);
/**
 * MathML presentation markup (DOMPurify's mathMl profile, less `maction`; of `semantics`' annotations only TeX
 * source, cleanTex).
 */
const MATHML_TAGS = new Set(
  (
    'math mi mn mo ms mspace mtext mrow mfrac msqrt mroot msub msup msubsup munder mover munderover ' +
    'mtable mtr mtd mlabeledtr mstyle mpadded mphantom menclose merror mfenced mmultiscripts mprescripts ' +
    'none semantics'
  ).split(' '),
);
const MATHML_ATTRS = new Set(
  (
    'display displaystyle mathvariant mathsize mathcolor mathbackground dir fence separator stretchy ' +
    'symmetric largeop movablelimits accent accentunder lspace rspace linethickness scriptlevel form ' +
    'columnalign rowalign columnspan rowspan columnlines rowlines frame notation width height depth ' +
    'voffset open close separators alttext aria-label role'
  ).split(' '),
);

/** An SVG drawn smaller than this (CSS px, either side) is an icon, not a figure. */
export const MIN_FIGURE_SIDE = 48;

/**
 * Stage "drawings": a live `<svg>` or `<math>` the copy keeps, as a sanitised copy in `inert`; null when it is
 * not kept: not drawn (no box), or an SVG icon (a share button's glyph, a logo beside a link).
 */
export function copyDrawing(el: Element, inert: Document): Element | null {
  const tag = el.localName;
  const ns = el.namespaceURI;
  if (!((tag === 'svg' && ns === SVG_NS) || (tag === 'math' && ns === MATHML_NS))) return null;
  if (typeof el.checkVisibility !== 'function' || !el.checkVisibility()) return null;
  const rect = el.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return null;
  if (tag === 'svg' && (rect.width < MIN_FIGURE_SIDE || rect.height < MIN_FIGURE_SIDE)) return null;
  const copy = inert.importNode(el, true) as Element;
  return sanitizeDrawing(copy) ? copy : null;
}

/**
 * Sanitises a copied `<svg>` or `<math>` in place (it must belong to an inert document); false when what is
 * left draws nothing.
 */
export function sanitizeDrawing(root: Element): boolean {
  const svg = root.namespaceURI === SVG_NS;
  const tags = svg ? SVG_TAGS : MATHML_TAGS;
  const attrs = svg ? SVG_ATTRS : MATHML_ATTRS;
  const ns = root.namespaceURI;
  const clean = (el: Element): void => {
    for (const name of el.getAttributeNames()) {
      const lc = name.toLowerCase();
      const value = el.getAttribute(name) ?? '';
      if (lc === 'href' || lc === 'xlink:href') {
        // Only a reference inside the drawing (a gradient, a symbol): nothing loads from outside.
        if (!value.trim().startsWith('#') || lc === 'xlink:href') el.removeAttribute(name);
        if (value.trim().startsWith('#') && lc === 'xlink:href') el.setAttribute('href', value.trim());
        continue;
      }
      if (!attrs.has(lc) || /url\s*\(/i.test(value) || /[<>]/.test(value)) el.removeAttribute(name);
    }
    el.removeAttributeNS(XLINK_NS, 'href');
    for (let c = el.firstChild; c;) {
      const next = c.nextSibling;
      if (c.nodeType === 1) {
        const child = c as Element;
        if (!svg && child.namespaceURI === ns && el.localName === 'semantics' && isTexAnnotation(child))
          cleanTex(child);
        else if (child.namespaceURI !== ns || !tags.has(child.localName.toLowerCase())) child.remove();
        else clean(child);
      } else if (c.nodeType !== 3) c.remove();
      c = next;
    }
  };
  clean(root);
  if (svg) {
    // A `<use>` left without a reference draws nothing.
    for (const use of Array.from(root.getElementsByTagNameNS(SVG_NS, 'use')))
      if (!use.hasAttribute('href')) use.remove();
    return root.querySelector('path, circle, ellipse, line, polyline, polygon, rect, text, use') !== null;
  }
  return (root.textContent ?? '').trim() !== '';
}

/** An `<annotation>` holding TeX source. */
export function isTexAnnotation(el: Element): boolean {
  return (
    el.localName === 'annotation' && (el.getAttribute('encoding') ?? '').trim().toLowerCase() === TEX_ENCODING
  );
}

/**
 * A formula's TeX source (formula.ts), kept for the exports: its text and its encoding, nothing else. The
 * reader leaves it out (extension/ui/reader/sanitize.ts).
 */
function cleanTex(annotation: Element): void {
  const tex = annotation.textContent ?? '';
  for (const name of annotation.getAttributeNames()) annotation.removeAttribute(name);
  annotation.setAttribute('encoding', TEX_ENCODING);
  annotation.textContent = tex;
}

/**
 * Stage "media": a live `<video>` or `<audio>` as a link to the original (its poster image, if any, inside
 * it), so that nothing plays or loads in the reader that the reader did not ask for. Null when the page gives
 * no address for it.
 */
export function mediaLink(el: Element, inert: Document, base: string): Element | null {
  const video = el.localName === 'video';
  const source = el.getAttribute('src') ?? el.querySelector('source[src]')?.getAttribute('src') ?? null;
  let href = absoluteUrl(source, base);
  const poster = video ? absoluteUrl(el.getAttribute('poster'), base) : null;
  // A stream the page assembles itself (blob:, MediaSource) has no address of its own: the page is it. A
  // player with neither a source nor a poster shows nothing yet (a script fills it in): nothing to link.
  if (!href || !/^https?:/i.test(href)) {
    if (!source && !poster) return null;
    href = absoluteUrl(docUrl(ownerOf(el)), base);
  }
  if (!href) return null;
  const label =
    (el.getAttribute('title') || el.getAttribute('aria-label') || fileName(href) || '').trim() ||
    (video ? 'video' : 'audio');
  const holder = inert.createElement('span');
  if (poster && /^https?:/i.test(poster)) {
    const a = holder.appendChild(inert.createElement('a'));
    a.setAttribute('href', href);
    const img = a.appendChild(inert.createElement('img'));
    img.setAttribute('src', poster);
    img.setAttribute('alt', label);
    holder.appendChild(inert.createElement('br'));
  }
  const link = holder.appendChild(inert.createElement('a'));
  link.setAttribute('href', href);
  link.textContent = `${video ? '▶' : '♪'} ${label}`;
  return holder;
}

function fileName(href: string): string {
  try {
    const path = new URL(href).pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return '';
  }
}

// Rewrites the reader copy as clone.ts makes it: absolute links, resolved lazy images, no tracking pixels, no
// attributes beyond what DOMPurify's allow-list keeps anyway (done here so the tree is small before purifying).
import { docById, ownerOf } from '../dom/document';
import { normalizeSpace } from '../dom/text';
import { isTrackingPixel, resolveImageSrc } from './images';
import { absoluteUrl } from './urls';

/**
 * A copied `<a>`: its href made absolute, or dropped when it has none worth keeping. A `#fragment` link to an
 * element the copy keeps (`anchors`: a footnote, its reference) stays a link inside the copy.
 */
export function rewriteLink(a: Element, base: string, anchors?: ReadonlySet<string>): void {
  const raw = a.getAttribute('href');
  if (anchors?.size && raw?.startsWith('#') && anchors.has(fragmentId(raw))) return;
  const href = absoluteUrl(raw, base);
  if (href) a.setAttribute('href', href);
  else a.removeAttribute('href');
}

/**
 * A copied `<img>`: its real source resolved (lazy loading) and every attribute but src, alt and title
 * stripped. False for a tracking pixel or an image without a source: the copy leaves it out.
 */
export function rewriteImage(img: Element, base: string): boolean {
  const src = isTrackingPixel(img) ? null : resolveImageSrc(img, base);
  if (!src) return false;
  img.setAttribute('src', src);
  for (const attr of Array.from(img.attributes)) {
    if (attr.name !== 'src' && attr.name !== 'alt' && attr.name !== 'title') img.removeAttribute(attr.name);
  }
  return true;
}

/** The same rewrite over a finished copy (the reference assembly of test/engine/sanitize.test.ts). */
export function rewriteLinksAndImages(root: Element, base: string): void {
  for (const a of Array.from(root.querySelectorAll('a[href]'))) rewriteLink(a, base);
  for (const img of Array.from(root.querySelectorAll('img'))) if (!rewriteImage(img, base)) img.remove();
  for (const source of Array.from(root.querySelectorAll('picture > source'))) source.remove();
}

/** Removes the first heading when its text is exactly the title (the reader shows the title itself). */
export function removeDuplicateTitle(root: Element, title: string): void {
  const want = normalizeSpace(title);
  if (!want) return;
  const heading = root.querySelector('h1, h2, h3, h4, h5, h6');
  if (heading && normalizeSpace(heading.textContent ?? '') === want) heading.remove();
}

/** Elements that show something without text: kept where the byline before them is removed. */
export const SHOWS_WITHOUT_TEXT =
  'img, picture, video, audio, svg, canvas, iframe, math, object, embed, hr, table, pre';

/**
 * Removes the first `chars` characters of the copy's text (a card's byline printed again where its text
 * begins: bylinePrefixLength), then the elements it leaves empty before the text that remains (the name's
 * `<span>`, the `<br>` after the date). Images stay: they are not the byline's words.
 */
export function removeLeadingText(root: Element, chars: number): void {
  const texts = leadingTextNodes(root, chars + LOOK_PAST);
  let left = chars;
  for (let i = 0; i < texts.length && left > 0; i++) {
    const take = Math.min(left, texts[i].data.length);
    left -= take;
    texts[i].data = texts[i].data.slice(take);
  }
  const first = texts.find((t) => /\S/.test(t.data));
  if (!first) return;
  first.data = first.data.replace(/^\s+/, '');
  // Emptied or empty elements before the first remaining text, deepest first.
  const before: Element[] = [];
  const walker = ownerOf(root).createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
    if (!(el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
    before.push(el);
  }
  for (const el of before.reverse()) {
    if (el.contains(first) || el.textContent?.trim()) continue;
    if (el.matches(SHOWS_WITHOUT_TEXT) || el.querySelector(SHOWS_WITHOUT_TEXT)) continue;
    el.remove();
  }
}

/** How far past the removed text the first remaining words are looked for. */
const LOOK_PAST = 200;

/**
 * The first text nodes under `root`, in document order, until they hold at least `chars` characters, a run of
 * whitespace counted as one: a template's indentation between a header's parts can be hundreds of spaces
 * ("6711 ⏎ [200 spaces] Birgit10 ⏎ [200 spaces] 18.10.2019"), and the header must still be read whole.
 */
export function leadingTextNodes(root: Element, chars: number): Text[] {
  const walker = ownerOf(root).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: Text[] = [];
  let length = 0;
  for (let n = walker.nextNode(); n && length < chars; n = walker.nextNode()) {
    const data = (n as Text).data;
    out.push(n as Text);
    length += /\s\s/.test(data) ? data.replace(/\s+/g, ' ').length : data.length;
  }
  return out;
}

/** A `#fragment` link's target id (percent-decoded where it can be). */
export function fragmentId(href: string): string {
  const raw = href.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** An id the copy may keep: plain characters only (no selector or markup tricks). */
const SAFE_ID = /^[\w:.-]{1,100}$/;

/**
 * Stage "anchors": the ids under `root` that its own `#fragment` links point to (footnotes and the
 * references back to them), for the copy to keep both ends linked.
 */
export function fragmentTargets(root: Element): Set<string> {
  const ids = new Set<string>();
  const doc = ownerOf(root);
  for (const a of Array.from(root.querySelectorAll('a[href^="#"]'))) {
    const id = fragmentId(a.getAttribute('href') ?? '');
    if (!id || ids.has(id) || !SAFE_ID.test(id)) continue;
    const target = docById(doc, id);
    if (target && root.contains(target)) ids.add(id);
  }
  return ids;
}

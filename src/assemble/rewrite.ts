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

// Rewrites the reader copy as clone.ts makes it: absolute links, resolved lazy images, no tracking pixels, no
// attributes beyond what DOMPurify's allow-list keeps anyway (done here so the tree is small before purifying).
import { normalizeSpace } from '../dom/text';
import { isTrackingPixel, resolveImageSrc } from './images';
import { absoluteUrl } from './urls';

/** A copied `<a>`: its href made absolute, or dropped when it has none worth keeping. */
export function rewriteLink(a: Element, base: string): void {
  const href = absoluteUrl(a.getAttribute('href'), base);
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

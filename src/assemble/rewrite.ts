// Rewrites a cloned subtree for the reader: absolute links, resolved lazy images, no tracking pixels, no
// attributes beyond what DOMPurify's allow-list keeps anyway (done here so the tree is small before purifying).
import { normalizeSpace } from '../dom/text';
import { isTrackingPixel, resolveImageSrc } from './images';
import { absoluteUrl } from './urls';

export function rewriteLinksAndImages(root: Element, base: string): void {
  for (const a of Array.from(root.querySelectorAll('a[href]'))) {
    const href = absoluteUrl(a.getAttribute('href'), base);
    if (href) a.setAttribute('href', href);
    else a.removeAttribute('href');
  }
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const src = isTrackingPixel(img) ? null : resolveImageSrc(img, base);
    if (!src) {
      img.remove();
      continue;
    }
    img.setAttribute('src', src);
    for (const attr of Array.from(img.attributes)) {
      if (attr.name !== 'src' && attr.name !== 'alt' && attr.name !== 'title') img.removeAttribute(attr.name);
    }
  }
  for (const source of Array.from(root.querySelectorAll('picture > source'))) source.remove();
}

/** Removes the first heading when its text is exactly the title (the reader shows the title itself). */
export function removeDuplicateTitle(root: Element, title: string): void {
  const want = normalizeSpace(title);
  if (!want) return;
  const heading = root.querySelector('h1, h2, h3, h4, h5, h6');
  if (heading && normalizeSpace(heading.textContent ?? '') === want) heading.remove();
}

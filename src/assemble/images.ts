// Images: resolve lazy-loading attributes to a real absolute `src`, drop 1x1 tracking pixels.
import { absoluteUrl, bestFromSrcset } from './urls';

/** Attributes lazy loaders keep the real URL in (lazysizes, jQuery lazyload, WordPress plugins). */
export const LAZY_SRC_ATTRS = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url'];
export const LAZY_SRCSET_ATTRS = ['data-srcset', 'data-lazy-srcset', 'srcset'];
/** A src that is only a placeholder until a script swaps it: data: URIs, blank/spacer/placeholder GIFs. */
const PLACEHOLDER_SRC = /^data:|blank\.|spacer\.|placeholder|pixel\.gif|transparent\.(gif|png)/i;
/** Tracking pixels are at most this many CSS px in each dimension (the classic 1x1 beacon). */
const TRACKER_MAX_PX = 1;

/** The URL the image really shows, absolute, or null when it has none. */
export function resolveImageSrc(img: Element, base: string): string | null {
  for (const attr of LAZY_SRC_ATTRS) {
    const url = absoluteUrl(img.getAttribute(attr), base);
    if (url) return url;
  }
  const src = img.getAttribute('src');
  if (src && !PLACEHOLDER_SRC.test(src.trim())) return absoluteUrl(src, base);
  for (const attr of LAZY_SRCSET_ATTRS) {
    const url = bestFromSrcset(img.getAttribute(attr), base);
    if (url) return url;
  }
  return null;
}

/** A 1x1 (or smaller) image declared by attributes or inline style: a beacon, not a picture. */
export function isTrackingPixel(img: Element): boolean {
  const w = pixels(img.getAttribute('width')) ?? pixels(styleValue(img, 'width'));
  const h = pixels(img.getAttribute('height')) ?? pixels(styleValue(img, 'height'));
  const known = [w, h].filter((v): v is number => v !== null);
  return known.length > 0 && known.every((v) => v <= TRACKER_MAX_PX);
}

function pixels(value: string | null): number | null {
  if (!value) return null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value);
  return m ? parseFloat(m[1]) : null;
}

function styleValue(el: Element, prop: string): string | null {
  const m = new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`, 'i').exec(el.getAttribute('style') ?? '');
  return m ? m[1] : null;
}

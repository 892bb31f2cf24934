// URL helpers for assembly: every link and image in the output is absolute (against document.baseURI).

/** Absolute URL of `href` against `base`, or null for empty, unparsable or script URLs. */
export function absoluteUrl(href: string | null | undefined, base: string): string | null {
  const raw = href?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    if (url.protocol === 'javascript:' || url.protocol === 'vbscript:') return null;
    return url.href;
  } catch {
    return null;
  }
}

interface SrcsetCandidate {
  url: string;
  /** Width (`w`) or density (`x`, scaled by 1000 so 2x beats 800w-less entries) descriptor. */
  weight: number;
}

/** Parses a srcset (`a.jpg 480w, b.jpg 800w` / `a.jpg 1x, b.jpg 2x`). */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  return srcset
    .split(/,\s+(?=\S)/)
    .map((part) => part.trim().split(/\s+/))
    .filter((bits) => bits[0])
    .map(([url, descriptor = '1x']) => {
      const n = parseFloat(descriptor);
      const weight = descriptor.endsWith('w') ? n : (Number.isFinite(n) ? n : 1) * 1000;
      return { url, weight };
    });
}

/** The largest candidate of a srcset, absolute; null when the srcset has none. */
export function bestFromSrcset(srcset: string | null, base: string): string | null {
  if (!srcset) return null;
  const best = parseSrcset(srcset).sort((a, b) => b.weight - a.weight)[0];
  return best ? absoluteUrl(best.url, base) : null;
}

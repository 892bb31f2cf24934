// The images the page has already loaded, as data URIs, for the HTML export to carry inside the file. Each is
// drawn to a canvas and read back: the browser allows that for same-origin and CORS-clean images and throws
// for the others (a "tainted" canvas), which then stay linked. Nothing is fetched: an image that has not
// loaded, or that the browser will not let us read, is left to the export's links.
import { docByTag } from '../../src/dom/document';

/** Larger images stay linked: a data URI of a 4096x4096 photo is tens of megabytes in one HTML file. */
const MAX_SIDE = 4096;
/** All data URIs together stay under this many characters (the file stays one a browser opens quickly). */
const MAX_TOTAL_CHARS = 40_000_000;

/** Data URIs by image URL (the `src` and the `currentSrc` the page loaded), for every image that allows it. */
export function loadedImages(doc: Document): Map<string, string> {
  const out = new Map<string, string>();
  const failed = new Set<string>();
  let total = 0;
  const images = docByTag(doc, 'img') as HTMLCollectionOf<HTMLImageElement>;
  for (let i = 0; i < images.length; i++) {
    const img = images[i];
    const urls = [img.currentSrc, img.src].filter((u) => !!u && !u.startsWith('data:'));
    if (!urls.length || urls.every((u) => out.has(u) || failed.has(u))) continue;
    if (!img.complete || !img.naturalWidth || !img.naturalHeight) continue;
    const data = readImage(doc, img);
    if (!data || total + data.length > MAX_TOTAL_CHARS) {
      urls.forEach((u) => failed.add(u));
      continue;
    }
    total += data.length;
    for (const u of urls) out.set(u, data);
  }
  return out;
}

/** The image as a data URI, or null where the browser does not allow reading it (or it is too large). */
function readImage(doc: Document, img: HTMLImageElement): string | null {
  const { naturalWidth: width, naturalHeight: height } = img;
  if (width > MAX_SIDE || height > MAX_SIDE) return null;
  const canvas = doc.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  try {
    context.drawImage(img, 0, 0, width, height);
    // Photographs as JPEG (a PNG of a photo is several times larger); anything that may be transparent as PNG.
    const photo = /\.jpe?g(?:$|[?#])/i.test(img.currentSrc || img.src);
    return photo ? canvas.toDataURL('image/jpeg', 0.92) : canvas.toDataURL('image/png');
  } catch {
    return null; // a tainted canvas: cross-origin without CORS
  }
}

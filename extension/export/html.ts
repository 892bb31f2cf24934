// Self-contained HTML export: one file with its own minimal CSS; the images the page had already loaded and
// the browser lets us read are inside it as data URIs (export/images.ts), the others linked with absolute
// URLs, and a note at the end says which. Nothing executable survives (DOMPurify, on top of the engine's own
// cleaning).
import type { Block, Extraction } from '../../src/types';
import { markupOf } from '../shared/inert-html';
import { cleanFragment, escapeHtml, oneTitle } from './clean';
import { extrasOf, permalinkOf } from './extras';
import { exportUrl } from './front-matter';
import { ENGLISH_LABELS, type ExportLabels, type ExportOptions } from './labels';

/** A readable page on its own: ~66ch measure, system fonts, dark mode honoured. */
const CSS = `body{margin:0 auto;max-width:66ch;padding:2rem 1rem;font:1.125rem/1.6 Georgia,serif;color:#1d1d1f;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e8e6e3;background:#1b1b1d}a{color:#8ab4f8}}
h1,h2,h3{line-height:1.25;font-family:system-ui,sans-serif}img,video{max-width:100%;height:auto}
pre{overflow-x:auto;padding:1rem;background:#0001}code{font-family:ui-monospace,monospace}
blockquote{margin-left:0;padding-left:1rem;border-left:3px solid #8888}table{border-collapse:collapse;display:block;overflow-x:auto}
td,th{border:1px solid #8886;padding:.3rem .5rem}.meta{color:#666;font-size:.9em}.card{border-top:1px solid #8886;padding-top:.5rem}`;

/** How many images went into the file and how many stay on the web. */
interface ImageCount {
  embedded: number;
  linked: number;
}

export function toHtml(extraction: Extraction, options: ExportOptions = {}): string {
  const labels = options.labels ?? ENGLISH_LABELS;
  const images = options.page?.images ?? new Map<string, string>();
  const count: ImageCount = { embedded: 0, linked: 0 };
  // No `<h1>` in the content but the document's title (clean.ts, oneTitle).
  const fragment = (html: string) => withImages(oneTitle(cleanFragment(html, extraction.url)), images, count);
  const byline = [extraction.author ? labels.by(extraction.author) : '', extraction.date ?? '']
    .filter(Boolean)
    .join(' · ');
  const url = exportUrl(extraction, options.page);
  const source = `${labels.source}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const body = [
    `<h1>${escapeHtml(extraction.title)}</h1>`,
    `<p class="meta">${byline ? `${escapeHtml(byline)}<br>` : ''}${source}</p>`,
    `<article>${fragment(extraction.article.html)}</article>`,
  ];
  const extras = extrasOf(extraction, labels, options.includeExtras);
  if (extras) {
    body.push(`<section><h2>${escapeHtml(extras.heading)} (${extras.blocks.length})</h2>`);
    for (const block of extras.blocks) {
      const content = block.html ? fragment(block.html) : `<p>${escapeHtml(block.text)}</p>`;
      body.push(`<article class="card">${blockHead(block, labels, extraction.url)}${content}</article>`);
    }
    body.push('</section>');
  }
  if (count.embedded + count.linked > 0)
    body.push(
      `<p class="meta pith-images">${escapeHtml(imagesNote(labels)(count.embedded, count.linked))}</p>`,
    );
  const lang = extraction.lang ? ` lang="${escapeHtml(extraction.lang)}"` : '';
  return `<!doctype html>
<html${lang} dir="${extraction.dir === 'rtl' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(extraction.title)}</title>
<style>${CSS}</style></head>
<body>
${body.join('\n')}
</body>
</html>
`;
}

function imagesNote(labels: ExportLabels): (embedded: number, linked: number) => string {
  return labels.imagesNote ?? ENGLISH_LABELS.imagesNote!;
}

/** A comment's or post's head: author, then its date linked to its permalink on the page. */
function blockHead(block: Block, labels: ExportLabels, pageUrl: string): string {
  const author = block.author ? escapeHtml(labels.by(block.author)) : '';
  const link = permalinkOf(block, pageUrl);
  let date = block.date ? escapeHtml(block.date) : '';
  if (block.date && /^\d{4}-\d{2}-\d{2}/.test(block.date)) date = `<time datetime="${date}">${date}</time>`;
  if (link) date = `<a href="${escapeHtml(link)}">${date || '#'}</a>`;
  const head = [author, date].filter(Boolean).join(' · ');
  return head ? `<p class="meta">${head}</p>` : '';
}

/**
 * Puts each image's data URI in place of its URL where there is one (and drops its srcset and its picture's
 * sources, which would load from the web); marks every image `data-pith-image="embedded"` or `"linked"`.
 */
function withImages(
  fragment: DocumentFragment,
  images: ReadonlyMap<string, string>,
  count: ImageCount,
): string {
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    const data = src.startsWith('data:') ? src : images.get(src);
    if (data) {
      img.setAttribute('src', data);
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
      img
        .closest('picture')
        ?.querySelectorAll('source')
        .forEach((s) => s.remove());
      img.setAttribute('data-pith-image', 'embedded');
      count.embedded++;
    } else {
      img.setAttribute('data-pith-image', 'linked');
      count.linked++;
    }
  }
  return markupOf(fragment);
}

// Self-contained HTML export: one file with its own minimal CSS; images stay remote but with absolute URLs,
// and nothing executable survives (DOMPurify, on top of the engine's own cleaning).
import type { Extraction } from '../../src/types';
import { cleanFragment, escapeHtml, oneTitle } from './clean';
import { markupOf } from '../shared/inert-html';
import { blockByline, extrasOf } from './extras';
import { ENGLISH_LABELS, type ExportOptions } from './labels';

/** A readable page on its own: ~66ch measure, system fonts, dark mode honoured. */
const CSS = `body{margin:0 auto;max-width:66ch;padding:2rem 1rem;font:1.125rem/1.6 Georgia,serif;color:#1d1d1f;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e8e6e3;background:#1b1b1d}a{color:#8ab4f8}}
h1,h2,h3{line-height:1.25;font-family:system-ui,sans-serif}img,video{max-width:100%;height:auto}
pre{overflow-x:auto;padding:1rem;background:#0001}code{font-family:ui-monospace,monospace}
blockquote{margin-left:0;padding-left:1rem;border-left:3px solid #8888}table{border-collapse:collapse;display:block;overflow-x:auto}
td,th{border:1px solid #8886;padding:.3rem .5rem}.meta{color:#666;font-size:.9em}.card{border-top:1px solid #8886;padding-top:.5rem}`;

/** Clean markup of a piece of content, with no `<h1>` but the document's title (clean.ts, oneTitle). */
function exportMarkup(html: string, baseUrl: string): string {
  return markupOf(oneTitle(cleanFragment(html, baseUrl)));
}

export function toHtml(extraction: Extraction, options: ExportOptions = {}): string {
  const labels = options.labels ?? ENGLISH_LABELS;
  const byline = [extraction.author ? `${labels.by} ${extraction.author}` : '', extraction.date ?? '']
    .filter(Boolean)
    .join(' · ');
  const source = `${labels.source}: <a href="${escapeHtml(extraction.url)}">${escapeHtml(extraction.url)}</a>`;
  const body = [
    `<h1>${escapeHtml(extraction.title)}</h1>`,
    `<p class="meta">${byline ? `${escapeHtml(byline)}<br>` : ''}${source}</p>`,
    `<article>${exportMarkup(extraction.article.html, extraction.url)}</article>`,
  ];
  const extras = extrasOf(extraction, labels, options.includeExtras);
  if (extras) {
    body.push(`<section><h2>${escapeHtml(extras.heading)} (${extras.blocks.length})</h2>`);
    for (const block of extras.blocks) {
      const head = blockByline(block, labels);
      const content = block.html
        ? exportMarkup(block.html, extraction.url)
        : `<p>${escapeHtml(block.text)}</p>`;
      body.push(
        `<article class="card">${head ? `<p class="meta">${escapeHtml(head)}</p>` : ''}${content}</article>`,
      );
    }
    body.push('</section>');
  }
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

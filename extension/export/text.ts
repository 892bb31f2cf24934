// Plain-text export: title, byline, source, the article text, then the comments/posts when asked for. The page's
// words as they are (a .txt file is not rendered), less the control characters a terminal would act on.
import type { Extraction } from '../../src/types';
import { withoutControls } from './escape';
import { exportUrl } from './front-matter';
import { blockByline, extrasOf, permalinkOf } from './extras';
import { ENGLISH_LABELS, type ExportOptions } from './labels';

const RULE = '-'.repeat(40);

export function toText(extraction: Extraction, options: ExportOptions = {}): string {
  const labels = options.labels ?? ENGLISH_LABELS;
  const byline = [extraction.author ? labels.by(extraction.author) : '', extraction.date ?? '']
    .filter(Boolean)
    .join(' · ');
  const parts = [
    extraction.title,
    byline,
    `${labels.source}: ${exportUrl(extraction, options.page)}`,
    '',
    tidy(extraction.article.text),
  ];
  const extras = extrasOf(extraction, labels, options.includeExtras);
  if (extras) {
    parts.push('', RULE, `${extras.heading} (${extras.blocks.length})`, RULE);
    for (const block of extras.blocks) {
      // Author, date and permalink on the section's first line.
      const head = [blockByline(block, labels), permalinkOf(block, extraction.url) ?? ''].filter(Boolean);
      parts.push('', ...(head.length ? [head.join(' · ')] : []), tidy(block.text));
    }
  }
  const text = parts.filter((p, i) => p !== '' || parts[i - 1] !== '').join('\n');
  return `${withoutControls(text)}\n`;
}

/** Collapses runs of blank lines and trailing spaces that innerText leaves behind. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

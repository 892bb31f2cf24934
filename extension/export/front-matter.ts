// YAML front matter for the Markdown export (the keys static-site generators and note apps read).
import type { Extraction } from '../../src/types';
import { withoutControls } from './escape';

/**
 * Double-quoted YAML scalar: safe for any title (colons, quotes, leading dashes, newlines). `<`, `>` and `&` are
 * written as `\u` escapes (the same string to a YAML or JSON reader): a viewer that shows front matter as HTML
 * gets no markup from the page.
 */
export function yamlString(value: string): string {
  return JSON.stringify(withoutControls(value).replace(/\s+/g, ' ').trim()).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function frontMatter(extraction: Extraction): string {
  const fields: [string, string | null][] = [
    ['title', extraction.title],
    ['author', extraction.author],
    ['date', extraction.date],
    ['url', extraction.url],
  ];
  const lines = fields
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}: ${yamlString(v ?? '')}`);
  return `---\n${lines.join('\n')}\n---`;
}

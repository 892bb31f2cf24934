// YAML front matter for the Markdown export (the keys static-site generators and note apps read).
import type { Extraction } from '../../src/types';

/** Double-quoted YAML scalar: safe for any title (colons, quotes, leading dashes, newlines). */
export function yamlString(value: string): string {
  return JSON.stringify(value.replace(/\s+/g, ' ').trim());
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

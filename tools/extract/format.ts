// Prints one extraction for a person: plain text, Markdown (title as #, article through turndown) or JSON.
import TurndownService from 'turndown';
import type { Block, Extraction } from '../../src/types';
import type { OutputFormat } from './args';

export type Printable = Partial<Extraction> & { ms?: number };

export function formatExtraction(result: Printable, format: OutputFormat): string {
  if (format === 'json') return JSON.stringify(result, null, 2);
  return format === 'md' ? asMarkdown(result) : asText(result);
}

function asText(result: Printable): string {
  const parts = [result.title ?? '', result.article?.text ?? ''];
  parts.push(...blockSection('Comments', result.comments ?? [], (b) => b.text));
  parts.push(
    ...blockSection('Posts', result.posts ?? [], (b) => [byline(b), b.text].filter(Boolean).join('\n')),
  );
  return join(parts);
}

function asMarkdown(result: Printable): string {
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
  const md = (block: { html?: string; text: string }) =>
    block.html ? turndown.turndown(block.html) : block.text;
  const parts = [`# ${result.title ?? ''}`.trim(), result.article ? md(result.article) : ''];
  const comments = result.comments ?? [];
  if (comments.length)
    parts.push('## Comments', ...comments.map((c, i) => `### Comment ${i + 1}\n\n${md(c)}`));
  const posts = result.posts ?? [];
  if (posts.length)
    parts.push('## Posts', ...posts.map((p, i) => `### ${byline(p) || `Post ${i + 1}`}\n\n${md(p)}`));
  return join(parts);
}

function blockSection(heading: string, blocks: Block[], body: (b: Block) => string): string[] {
  if (!blocks.length) return [];
  return [`── ${heading} (${blocks.length}) ──`, ...blocks.map((b, i) => `[${i + 1}] ${body(b)}`)];
}

function byline(block: Block): string {
  return [block.author, block.date].filter(Boolean).join(' · ');
}

function join(parts: string[]): string {
  return `${parts.filter((p) => p.trim()).join('\n\n')}\n`;
}

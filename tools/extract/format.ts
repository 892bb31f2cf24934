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
  const parts = [result.title ?? '', pageByline(result), result.article?.text ?? ''];
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
  const lead = pageByline(result);
  const parts = [
    `# ${result.title ?? ''}`.trim(),
    lead && `*${lead}*`,
    result.article ? md(result.article) : '',
  ];
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
  return [block.author, readableDate(block.date)].filter(Boolean).join(' · ');
}

/** The page's author and date under its title, as a reader shows them. */
function pageByline(result: Printable): string {
  return [result.author, readableDate(result.date)].filter(Boolean).join(' · ');
}

/**
 * An ISO date as a person reads it, in the user's locale (LC_ALL / LANG, else the runtime's): a date alone as
 * that calendar day, an instant in the user's time zone. Anything else (a date as the page printed it) as it is.
 * JSON output keeps the engine's ISO value.
 */
export function readableDate(value: string | null | undefined, locale = envLocale()): string {
  const v = value?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(v))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${v}T00:00:00Z`),
    );
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(v));
  return v;
}

/** The user's locale from the environment ("de_DE.UTF-8" is "de-DE"); undefined (the runtime's) if unset. */
function envLocale(): string | undefined {
  const raw = process.env.LC_ALL || process.env.LC_TIME || process.env.LANG || '';
  const tag = raw.split('.')[0].replace('_', '-');
  if (!tag || tag === 'C' || tag === 'POSIX') return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

function join(parts: string[]): string {
  return `${parts.filter((p) => p.trim()).join('\n\n')}\n`;
}

// Markdown export with turndown: front matter, the article, then the comments/posts when asked for. Turndown
// gets the clean nodes, not markup, so it never parses the page's HTML again. Every piece of page text (the
// title, bylines, text nodes, image alt text) is escaped so that it renders as text, never as inline HTML
// (escape.ts).
import TurndownService from 'turndown';
import { strikethrough, tables } from '@joplin/turndown-plugin-gfm';
import { texSource } from '../../src/assemble/formula';
import { mathText } from '../../src/assemble/text';
import { RUBY_ANNOTATION_TAGS } from '../../src/vocabulary';
import type { Block, Extraction } from '../../src/types';
import { cleanFragment, oneTitle } from './clean';
import { escapeMarkdown, markupEscaped, withoutControls } from './escape';
import { extrasOf, permalinkOf } from './extras';
import { frontMatter } from './front-matter';
import { ENGLISH_LABELS, type ExportLabels, type ExportOptions } from './labels';

function converter(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
  });
  service.remove(['script', 'style', 'iframe', 'noscript']);
  // Ruby readings are left out, as in the text (src/assemble/text.ts): the base text is the text.
  service.remove((node) => RUBY_ANNOTATION_TAGS.has(node.nodeName.toLowerCase()));
  // turndown's escape knows Markdown syntax only: add tags, entities and control characters.
  service.escape = (text: string) => markupEscaped(TurndownService.prototype.escape(withoutControls(text)));
  // turndown's image rule writes alt text with its module's own escape; the same rule with ours.
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const img = node as HTMLImageElement;
      const src = (img.getAttribute('src') ?? '').replace(/[<>()]/g, '\\$&');
      if (!src) return '';
      const alt = escapeMarkdown((img.getAttribute('alt') ?? '').replace(/\s*\n\s*/g, ' '));
      const title = withoutControls(img.getAttribute('title') ?? '').replace(/\s*\n\s*/g, ' ');
      return `![${alt}](${/\s/.test(src) ? `<${src}>` : src}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
    },
  });
  // GFM tables and strikethrough (Joplin's maintained fork of turndown-plugin-gfm: it also converts tables
  // without a header row, which the original leaves as HTML). Fenced code takes its language from
  // `<code class="language-x">`, as the engine writes listings (turndown's own rule).
  service.use([tables, strikethrough]);
  // A formula as its TeX source, `$…$` inline and `$$…$$` on its own (the syntax of GitHub, Pandoc and
  // Obsidian), where the page gives it; else as text (formulaMarkdown).
  service.addRule('formula', {
    filter: (node) => node.nodeName.toLowerCase() === 'math',
    replacement: (_content, node) => formulaMarkdown(node as Element),
  });
  // Drawings have no Markdown: their (sanitised) markup, which GFM viewers render.
  service.keep((node) => node.nodeName.toLowerCase() === 'svg');
  // A caption under its picture, set apart from the text.
  service.addRule('figcaption', {
    filter: 'figcaption',
    replacement: (content) => (content.trim() ? `\n\n*${content.trim()}*\n\n` : ''),
  });
  return service;
}

export function toMarkdown(extraction: Extraction, options: ExportOptions = {}): string {
  const labels = options.labels ?? ENGLISH_LABELS;
  const service = converter();
  const parts = [
    frontMatter(extraction, options.page),
    `# ${escapeMarkdown(extraction.title)}`,
    service.turndown(oneTitle(cleanFragment(extraction.article.html || '', extraction.url))),
  ];
  const extras = extrasOf(extraction, labels, options.includeExtras);
  if (extras) {
    parts.push(`## ${escapeMarkdown(extras.heading)} (${extras.blocks.length})`);
    extras.blocks.forEach((block, i) => {
      const body = service.turndown(
        oneTitle(cleanFragment(block.html || escapeText(block.text), extraction.url)),
      );
      parts.push(sectionHead(block, i, labels, extraction.url), body);
    });
  }
  return `${parts.join('\n\n').trim()}\n`;
}

/**
 * A formula in Markdown: its TeX source between dollars, or, where the page gives none, the MathML's text as
 * people type it (`n^2`, `(a)/(b)`), escaped; a display formula as a paragraph of its own.
 */
function formulaMarkdown(math: Element): string {
  const block = math.getAttribute('display') === 'block';
  const tex = texSource(math);
  if (tex) return block ? `\n\n$$\n${tex}\n$$\n\n` : `$${tex.replace(/\s+/g, ' ')}$`;
  const text = escapeMarkdown(mathText(math).trim());
  return block ? `\n\n${text}\n\n` : text;
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

/** A comment's or post's own section: "### by Ann · [2024-05-01](permalink)" ("#2" where it has no date). */
function sectionHead(block: Block, index: number, labels: ExportLabels, pageUrl: string): string {
  const author = block.author ? escapeMarkdown(labels.by(block.author)) : '';
  const date = block.date ? escapeMarkdown(block.date) : '';
  const link = permalinkOf(block, pageUrl);
  const dated = link
    ? `[${date || `#${index + 1}`}](${link.replace(/[()<>\s]/g, encodeURIComponent)})`
    : date;
  return `### ${[author, dated].filter(Boolean).join(' · ') || `#${index + 1}`}`;
}

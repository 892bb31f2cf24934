// Which extra blocks an export carries (comments on article pages, posts on forum/Q&A/listing pages), and
// each one's head: author, date and permalink, so that every comment or post is a section of its own.
import type { Block, Extraction } from '../../src/types';
import type { ExportLabels } from './labels';

export interface Extras {
  heading: string;
  blocks: Block[];
}

export function extrasOf(extraction: Extraction, labels: ExportLabels, include = false): Extras | null {
  if (!include) return null;
  if (extraction.posts.length > 0) return { heading: labels.posts, blocks: extraction.posts };
  if (extraction.comments.length > 0) return { heading: labels.comments, blocks: extraction.comments };
  return null;
}

/** "by Ann · 2024-05-01", or '' when the block has neither. */
export function blockByline(block: Block, labels: ExportLabels): string {
  return [block.author ? labels.by(block.author) : '', block.date ?? ''].filter(Boolean).join(' · ');
}

/**
 * The block's permalink as an absolute http(s) URL: its link where that is one, a `#id` anchor against the
 * page's URL; null for the selector the engine gives where the page has no anchor (it means nothing outside
 * the live page).
 */
export function permalinkOf(block: Block, pageUrl: string): string | null {
  const link = block.link?.trim();
  if (!link) return null;
  if (!/^(?:https?:|#[\w-]+$)/i.test(link)) return null;
  try {
    const url = new URL(link, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

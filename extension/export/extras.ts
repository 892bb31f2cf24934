// Which extra blocks an export carries: comments on article pages, posts on forum/Q&A/listing pages.
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
  return [block.author ? `${labels.by} ${block.author}` : '', block.date ?? ''].filter(Boolean).join(' · ');
}

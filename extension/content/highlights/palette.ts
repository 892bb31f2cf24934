// One colour per region kind. Content kinds are cool/green, noise kinds warm/grey, so the split between what
// Pith keeps and what it drops reads at a glance; each has at least 4.5:1 contrast against white labels' text.
import type { RegionKind } from '../../../src/types';

export const KIND_COLORS: Record<RegionKind, string> = {
  article: '#1b7f3b',
  title: '#0b6e99',
  comment: '#6a3fb5',
  post: '#1f5fbf',
  navigation: '#b3261e',
  header: '#8a5300',
  footer: '#6b4f3a',
  sidebar: '#c2185b',
  ad: '#b00020',
  noise: '#5f6368',
};

/** Kinds the reader keeps; drawn with a solid outline (noise kinds get a dashed one). */
export const CONTENT_KINDS = new Set<RegionKind>(['article', 'title', 'comment', 'post']);

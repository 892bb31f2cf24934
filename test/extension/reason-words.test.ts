// Highlight mode's reasons have words (issue 21, "Details"): every code the engine can give a region of each
// kind has its `reason_*` message in English (locales.test.ts holds every other locale to the English keys),
// and no `reason_*` message is left without a code.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonKey } from '../../extension/content/highlights/reasons';
import type { ReasonCode, RegionKind } from '../../src/types';
import { ROOT } from '../../tools/lib/paths';

const en = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'public', '_locales', 'en', 'messages.json'), 'utf8'),
) as Record<string, { message: string }>;

const NOISE: RegionKind[] = ['navigation', 'header', 'footer', 'sidebar', 'ad'];
const CONTENT: RegionKind[] = ['article', 'comment', 'post'];
/** The kinds each code is given to (src/pipeline/reasons.ts); a new code fails to compile until listed. */
const KINDS_OF: Record<ReasonCode, RegionKind[]> = {
  'landmark-element': NOISE,
  'named-like': NOISE,
  'mostly-links': NOISE,
  'advert-frame': ['ad'],
  'densest-text': ['article'],
  'under-title': ['article'],
  'most-prose': ['article'],
  'whole-entry': ['article'],
  'introduces-posts': ['article'],
  'above-comments': ['article'],
  'mostly-pictures': ['article'],
  'main-heading': ['title'],
  'heading-above': ['title'],
  repeats: ['comment', 'post'],
  'comment-words': ['comment', 'post'],
  'has-byline': ['comment', 'post'],
  'no-article-above': ['post'],
  'marked-up-qa': ['post'],
  'marked-up-post': ['post'],
  learned: CONTENT,
  'changed-by-rule': CONTENT,
};

describe('reason words', () => {
  const keys = new Set<string>();
  for (const [code, kinds] of Object.entries(KINDS_OF) as [ReasonCode, RegionKind[]][])
    for (const kind of kinds) keys.add(reasonKey(kind, code));

  it('every code has English words on every kind it is given to', () => {
    for (const key of keys) expect(en[key]?.message, key).toBeTruthy();
    expect(reasonKey('sidebar', 'named-like')).toBe('reason_named_like_sidebar');
    expect(reasonKey('comment', 'repeats')).toBe('reason_repeats_comment');
    expect(reasonKey('navigation', 'mostly-links')).toBe('reason_mostly_links');
  });

  it('every reason message belongs to a code', () => {
    const messages = Object.keys(en).filter((k) => k.startsWith('reason_'));
    expect(messages.sort()).toEqual([...keys].sort());
  });

  it("speaks plain words, not the engine's measures", () => {
    for (const key of keys) expect(en[key].message, key).not.toMatch(/dfm|density|title_diff|SD\b|<\w+>/i);
  });
});

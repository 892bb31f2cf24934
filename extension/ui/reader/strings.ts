// Every user-visible string of the reader overlay. `t()` asks `chrome.i18n` first (the extension's
// `_locales/<lang>/messages.json`) and falls back to this English table, so the overlay also works outside
// the extension (browser tests). Keys follow the `_locales` rules (ASCII letters, digits, underscore).
// Substitutions are `$1`..`$9`, which `chrome.i18n.getMessage` also understands directly in a message.
// Messages with a count come in plural forms, `<base>_<CLDR category>` (`tn()`); English has `one` and `other`.
import { formatNumber, message, plural, pluralCategory } from '../../shared/i18n';

export const READER_MESSAGES = {
  reader_dialog_label: 'Reading view',
  reader_close: 'Close reading view (Esc)',
  reader_toolbar: 'Reading view tools',
  reader_settings: 'Text settings',
  reader_settings_title: 'Text settings',
  reader_theme: 'Theme',
  reader_theme_light: 'Light',
  reader_theme_dark: 'Dark',
  reader_theme_sepia: 'Sepia',
  reader_theme_system: 'System',
  reader_font: 'Font',
  reader_font_serif: 'Serif',
  reader_font_sans: 'Sans-serif',
  reader_font_mono: 'Monospace',
  reader_font_legible: 'Legible',
  reader_font_size: 'Text size',
  reader_line_width: 'Line width',
  reader_line_height: 'Line spacing',
  reader_smaller: 'Smaller',
  reader_larger: 'Larger',
  reader_reset: 'Reset to defaults',
  reader_highlight: 'Highlight regions on the page',
  reader_copy: 'Copy article',
  reader_export: 'Export',
  reader_export_md: 'Download Markdown',
  reader_export_txt: 'Download plain text',
  reader_export_html: 'Download HTML',
  reader_by: 'By $1',
  reader_reading_time_one: '$1 min read',
  reader_reading_time_other: '$1 min read',
  reader_reading_time_detail_one: '$1 word at $2 words per minute',
  reader_reading_time_detail_other: '$1 words at $2 words per minute',
  reader_view_original: 'View original page',
  reader_comments: 'Comments ($1)',
  reader_posts: 'Posts ($1)',
  reader_view_on_page: 'View on page',
  reader_post_label: 'Post $1 of $2',
  reader_comment_label: 'Comment $1 of $2',
  reader_anonymous: 'Anonymous',
  reader_reply_label: 'reply',
  reader_votes_one: '$1 vote',
  reader_votes_other: '$1 votes',
  reader_accepted: 'Accepted answer',
  reader_table: 'Table, scrolls sideways',
  reader_code: 'Code, scrolls sideways',
  reader_code_language: 'Code ($1), scrolls sideways',
  reader_no_content: 'This page has no article we could find.',
  reader_shortened_one: 'This page is very large; Pith shows the first $1 character of it.',
  reader_shortened_other: 'This page is very large; Pith shows the first $1 characters of it.',
  problem_no_content: 'This page has no article Pith could find.',
  problem_not_html: 'This is not a web page Pith can read.',
  problem_too_large: 'This page is too large to read in Pith.',
  problem_error: 'Pith could not read this page.',
  reader_aloud_play: 'Read aloud (N)',
  reader_aloud_options: 'Read aloud options',
  reader_aloud_previous: 'Previous sentence ([)',
  reader_aloud_next: 'Next sentence (])',
  reader_aloud_speed: 'Speed',
  reader_aloud_speed_value: '$1×',
  reader_aloud_voice: 'Voice',
  reader_aloud_voice_default: 'Default voice',
  reader_aloud_keys: 'Keys: N reads or pauses, [ and ] go to the previous or next sentence.',
  reader_aloud_failed: 'Read aloud stopped: the browser could not speak this text ($1).',
  reader_aloud_no_voices: 'This browser has no voices to read aloud with.',
  reader_message_close: 'Dismiss message',
} as const;

export type MessageKey = keyof typeof READER_MESSAGES;

/** Base names of the messages that come in plural forms (`reader_votes` -> `reader_votes_one`, `_other`). */
export type PluralBase = {
  [K in MessageKey]: K extends `${infer B}_other` ? B : never;
}[MessageKey];

/** Replace `$1`..`$9` with the substitutions (`$$` stays a literal dollar sign, as in `_locales`). */
export function substitute(text: string, subs: readonly string[]): string {
  return text.replace(/\$(\$|[1-9])/g, (_, d: string) => (d === '$' ? '$' : (subs[Number(d) - 1] ?? '')));
}

export function t(key: MessageKey, subs: string | number | readonly (string | number)[] = []): string {
  const list = (Array.isArray(subs) ? subs : [subs]).map(String);
  return message(key, list) || substitute(READER_MESSAGES[key], list);
}

/** A message about `count` things in its plural form, the count written in the interface locale; `$2`… are
 * `extra`. Outside the extension: the English table, with English plural rules. */
export function tn(base: PluralBase, count: number, extra: readonly (string | number)[] = []): string {
  const rest = extra.map(String);
  const localized = plural(base, count, rest);
  if (localized) return localized;
  const key = `${base}_${pluralCategory(count, 'en')}` as MessageKey;
  return substitute(READER_MESSAGES[key] ?? READER_MESSAGES[`${base}_other`], [formatNumber(count), ...rest]);
}

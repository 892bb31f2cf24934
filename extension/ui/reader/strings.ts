// Every user-visible string of the reader overlay. `t()` asks `chrome.i18n` first (the extension's
// `_locales/<lang>/messages.json`) and falls back to this English table, so the overlay also works outside
// the extension (browser tests). Keys follow the `_locales` rules (ASCII letters, digits, underscore).
// Substitutions are `$1`..`$9`, which `chrome.i18n.getMessage` also understands directly in a message.

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
  reader_reading_time: '$1 min read',
  reader_reading_time_detail: '$1 words at $2 words per minute',
  reader_view_original: 'View original page',
  reader_comments: 'Comments ($1)',
  reader_posts: 'Posts ($1)',
  reader_view_on_page: 'View on page',
  reader_post_label: 'Post $1 of $2',
  reader_comment_label: 'Comment $1 of $2',
  reader_anonymous: 'Anonymous',
  reader_reply_label: 'reply',
  reader_votes: '$1 votes',
  reader_accepted: 'Accepted answer',
  reader_table: 'Table, scrolls sideways',
  reader_code: 'Code, scrolls sideways',
  reader_no_content: 'This page has no article we could find.',
  reader_shortened: 'This page is very large; Pith shows the first $1 characters of it.',
} as const;

export type MessageKey = keyof typeof READER_MESSAGES;

type I18n = { getMessage(key: string, substitutions?: string | string[]): string };

function extensionI18n(): I18n | null {
  const g = globalThis as { chrome?: { i18n?: I18n }; browser?: { i18n?: I18n } };
  return g.chrome?.i18n ?? g.browser?.i18n ?? null;
}

/** Replace `$1`..`$9` with the substitutions (`$$` stays a literal dollar sign, as in `_locales`). */
export function substitute(message: string, subs: readonly string[]): string {
  return message.replace(/\$(\$|[1-9])/g, (_, d: string) => (d === '$' ? '$' : (subs[Number(d) - 1] ?? '')));
}

export function t(key: MessageKey, subs: string | number | readonly (string | number)[] = []): string {
  const list = (Array.isArray(subs) ? subs : [subs]).map(String);
  let localized = '';
  try {
    localized = extensionI18n()?.getMessage(key, list) ?? '';
  } catch {
    // An invalidated extension context throws here; the English table still reads fine.
  }
  return localized || substitute(READER_MESSAGES[key], list);
}

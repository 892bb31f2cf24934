// What a page's words may not carry into an export. A Markdown viewer renders inline HTML, so page text that
// reads as a tag (`<script>`, `<img onerror>`, from an OG title or from escaped text in the article) or as an
// entity (`&lt;`) is backslash-escaped (CommonMark 2.4: any ASCII punctuation may be); turndown's own escape
// covers Markdown syntax but not these. Control characters a terminal acts on (ESC sequences, BEL) are
// dropped from Markdown and text alike: both are plain files someone may `cat`. So are soft hyphens (U+00AD),
// hyphenation hints a page never shows that split a word for anyone who searches the file.
import TurndownService from 'turndown';

/** C0 and C1 controls but tab, line feed and carriage return, and the soft hyphen. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad]/g;
/** `<` that would open a tag, closing tag, comment, declaration or processing instruction (CommonMark 6.6). */
const TAG_OPEN = /<(?=[A-Za-z/!?])/g;
/** `&` that would start an entity or numeric character reference (CommonMark 2.5). */
const ENTITY = /&(?=#?[A-Za-z0-9]+;)/g;

export function withoutControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/** Page text as inline Markdown that renders as exactly this text: Markdown syntax, tags and entities escaped. */
export function escapeMarkdown(text: string): string {
  return markupEscaped(TurndownService.prototype.escape(withoutControls(text)));
}

/** Tags and entities only, for text turndown has already escaped for Markdown syntax. */
export function markupEscaped(text: string): string {
  return text.replace(TAG_OPEN, '\\<').replace(ENTITY, '\\&');
}

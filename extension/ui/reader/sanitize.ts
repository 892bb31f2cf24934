// The engine already returns cleaned HTML; the overlay still runs DOMPurify before any innerHTML, because the
// HTML comes from an arbitrary page and the overlay lives in that page (defence in depth, never a script).
import DOMPurify from 'dompurify';

/**
 * Besides DOMPurify's defaults (no scripts, no event handlers, no javascript: URLs): no page styles or classes
 * (they could collide with the overlay's own classes inside the shadow root), no forms, no embedded browsing
 * contexts, nothing that moves focus on its own.
 */
const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'iframe',
];
const FORBID_EXTRA = ['object', 'embed', 'frame', 'frameset', 'dialog', 'template', 'slot'];
const FORBID_ATTR = [
  ...['style', 'class', 'tabindex', 'autofocus', 'contenteditable', 'popover', 'slot', 'part'],
  // Media in the reading view waits for the reader: nothing starts playing by itself.
  'autoplay',
];

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [...FORBID_TAGS, ...FORBID_EXTRA],
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}

// The engine already returns cleaned HTML; the overlay still runs DOMPurify before anything reaches the page,
// because the HTML comes from an arbitrary page and the overlay lives in that page (defence in depth, never a
// script). Parsing and sanitising happen in an inert document (shared/inert-html.ts); the overlay adopts the
// clean nodes, so the page's HTML is never parsed where it could load or run anything.
import { sanitizedFragment } from '../../shared/inert-html';

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

/** The overlay's clean copy of `html`: nodes of an inert document, for the overlay to adopt. */
export function sanitizeHtml(html: string): DocumentFragment {
  return sanitizedFragment(html, {
    FORBID_TAGS: [...FORBID_TAGS, ...FORBID_EXTRA],
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}

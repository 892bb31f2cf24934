// The final sanitising pass: DOMPurify (runs in the page) with an allow-list of reader markup. Scripts,
// styles, iframes, forms, event handlers, inline styles and classes never survive it.
import DOMPurify from 'dompurify';

export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'article',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
];
export const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'datetime',
  'lang',
  'dir',
  'start',
  'reversed',
];

/**
 * DOMPurify creates its own Trusted Types policy on first use; when the engine is injected through CDP
 * (CLI, tests) that policy's callbacks belong to a finished evaluation and Chromium refuses to run them.
 * We parse plain strings (the purifier's output is what makes them safe), so an identity policy suffices.
 */
const PASS_THROUGH_POLICY = {
  createHTML: (s: string) => s,
  createScriptURL: (s: string) => s,
} as unknown as NonNullable<Parameters<typeof DOMPurify.sanitize>[1]>['TRUSTED_TYPES_POLICY'];

/** Sanitises `html` and returns it as a detached fragment (for text) plus its serialisation. */
export function sanitize(html: string, doc: Document): { html: string; fragment: DocumentFragment } {
  const purifier = DOMPurify(doc.defaultView ?? window);
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
    TRUSTED_TYPES_POLICY: PASS_THROUGH_POLICY,
  }) as DocumentFragment;
  const holder = doc.createElement('div');
  holder.appendChild(fragment.cloneNode(true));
  return { html: holder.innerHTML, fragment };
}

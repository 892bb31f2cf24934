// Assembly: from a chosen live element to clean reader HTML + text. Public API (also used by the classifier
// pipeline): `assemble(el, options)` and `blockText(node)`.
import { blockText } from './text';
import { cloneVisible, type CloneOptions } from './clone';
import { removeDuplicateTitle, rewriteLinksAndImages } from './rewrite';
import { sanitize } from './sanitize';

export { blockText } from './text';

export interface AssembleOptions extends CloneOptions {
  /** Remove the first heading when it equals this title exactly. */
  title?: string;
}

export interface Assembled {
  html: string;
  text: string;
}

export function assemble(el: Element, options: AssembleOptions = {}): Assembled {
  const doc = el.ownerDocument;
  const copy = cloneVisible(el, options);
  rewriteLinksAndImages(copy, doc.baseURI);
  if (options.title) removeDuplicateTitle(copy, options.title);
  const { html, fragment } = sanitize(serialize(copy), doc);
  return { html, text: blockText(fragment) };
}

/** Assembles several elements (in document order) as one piece: used for multi-region articles. */
export function assembleAll(els: Element[], options: AssembleOptions = {}): Assembled {
  const parts = els.map((el) => assemble(el, options));
  return {
    html: parts.map((p) => p.html).join('\n'),
    text: parts
      .map((p) => p.text)
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** Table parts only parse inside a table; any other root is unwrapped (its tag is page layout). */
function serialize(copy: Element): string {
  const tag = copy.localName;
  if (tag === 'table') return copy.outerHTML;
  if (tag === 'tbody' || tag === 'thead' || tag === 'tfoot' || tag === 'tr')
    return `<table>${copy.outerHTML}</table>`;
  return copy.innerHTML;
}

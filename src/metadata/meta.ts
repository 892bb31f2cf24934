// Reading <meta> tags by name or property.
import { docByTag } from '../dom/document';

/** The first <meta> (in document order) for each of its property, name and itemprop values. */
export type MetaIndex = ReadonlyMap<string, Element>;

const KEY_ATTRS = ['property', 'name', 'itemprop'];

/** Indexes the page's <meta> tags in one pass (metadata asks for about 15 keys; one query each scanned the page). */
export function metaIndex(doc: Document): MetaIndex {
  const index = new Map<string, Element>();
  // Indexed loops: no iterator objects (this runs cold on every page).
  const metas = docByTag(doc, 'meta');
  for (let i = 0; i < metas.length; i++) {
    const el = metas[i];
    for (let k = 0; k < KEY_ATTRS.length; k++) {
      const key = el.getAttribute(KEY_ATTRS[k]);
      if (key !== null && !index.has(key)) index.set(key, el);
    }
  }
  return index;
}

/** The trimmed content of the first <meta> whose property, name or itemprop is a key, keys in order. */
export function metaContent(source: Document | MetaIndex, ...keys: string[]): string | null {
  const index = 'nodeType' in source ? metaIndex(source) : source;
  for (const key of keys) {
    const value = index.get(key)?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

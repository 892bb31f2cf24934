// JSON-LD (schema.org) metadata: the Article/NewsArticle/BlogPosting objects of `<script type=ld+json>`.
import { docQueryAll } from '../dom/document';

export type Json = Record<string, unknown>;

/** Every object found in the page's JSON-LD blocks, @graph entries flattened. Bad JSON is skipped. */
export function jsonLdObjects(doc: Document): Json[] {
  const out: Json[] = [];
  for (const script of Array.from(docQueryAll(doc, 'script[type="application/ld+json"]'))) {
    try {
      collect(JSON.parse(script.textContent ?? ''), out);
    } catch {
      // Malformed JSON-LD is common; the other sources still apply.
    }
  }
  return out;
}

function collect(value: unknown, out: Json[]): void {
  if (Array.isArray(value)) value.forEach((v) => collect(v, out));
  else if (value && typeof value === 'object') {
    const obj = value as Json;
    out.push(obj);
    if (obj['@graph']) collect(obj['@graph'], out);
  }
}

/** A name out of a JSON-LD person/organisation value (string, object, or list of them). */
export function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const names = value.map(nameOf).filter((n): n is string => !!n);
    return names.length ? names.join(', ') : null;
  }
  if (value && typeof value === 'object') return nameOf((value as Json).name);
  return null;
}

export function firstField(objects: Json[], field: string): unknown {
  for (const o of objects) if (o[field] !== undefined && o[field] !== null) return o[field];
  return undefined;
}

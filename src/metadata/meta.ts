// Reading <meta> tags by name or property.

export function metaContent(doc: Document, ...keys: string[]): string | null {
  for (const key of keys) {
    const el = doc.querySelector(`meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`);
    const value = el?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

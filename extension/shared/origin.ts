// What the user types as a site ("example.org", "https://example.org/path") to the origin Pith stores and asks
// a host permission for; null for anything that is not an http(s) site.
export function parseOrigin(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  try {
    const url = new URL(/^https?:\/\//.test(text) ? text : `https://${text}`);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.') ? url.origin : null;
  } catch {
    return null;
  }
}

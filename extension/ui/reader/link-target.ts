// A block's `link` points back to it on the live page. The engine writes a permalink URL, a `#id` anchor, or
// a CSS selector; the overlay shows a real link for the first two and a button for a selector.

export type LinkTarget =
  | { kind: 'url'; href: string }
  | { kind: 'anchor'; href: string; id: string }
  | { kind: 'selector'; selector: string };

const URL_START = /^(?:https?:\/\/|\/|\?|\.{1,2}\/)/i;
const SIMPLE_ANCHOR = /^#[^\s#.[\]:>+~,()'"]+$/;

function isSelector(value: string): boolean {
  try {
    document.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
}

export function classifyLink(link: string | null | undefined): LinkTarget | null {
  const value = link?.trim();
  if (!value) return null;
  if (SIMPLE_ANCHOR.test(value)) return { kind: 'anchor', href: value, id: decodeFragment(value.slice(1)) };
  if (URL_START.test(value)) return { kind: 'url', href: value };
  if (isSelector(value)) return { kind: 'selector', selector: value };
  return null;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The element a same-document link or selector designates, or null when it is another page or gone. */
export function findOnPage(target: LinkTarget, doc: Document = document): Element | null {
  if (target.kind === 'selector') return safeQuery(doc, target.selector);
  if (target.kind === 'anchor')
    return doc.getElementById(target.id) ?? doc.getElementsByName(target.id)[0] ?? null;
  const url = new URL(target.href, doc.baseURI);
  const here = new URL(doc.URL);
  if (!url.hash || url.origin + url.pathname + url.search !== here.origin + here.pathname + here.search)
    return null;
  const id = decodeFragment(url.hash.slice(1));
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

function safeQuery(doc: Document, selector: string): Element | null {
  try {
    return doc.querySelector(selector);
  } catch {
    return null;
  }
}

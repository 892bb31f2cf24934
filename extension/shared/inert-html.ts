// Page HTML becomes DOM in one place, here: in an inert document, sanitised there, and without the parser
// ever giving an element an event-handler attribute. Callers take the clean nodes (or their markup) from it.
//
// Inert: DOMParser's document has no browsing context, so nothing in it loads or runs. That is not enough on
// its own: Chromium (156, seen in the page's world and in a content script) checks the page's
// Content-Security-Policy as soon as the HTML parser sets an on* attribute, in any document of the realm,
// inert ones included (DOMParser, createHTMLDocument, <template>, Document.parseHTML), and on a page without
// 'unsafe-inline' reports "Executing inline event handler violates ..." to the page's console, its
// securitypolicyviolation listeners and its report-uri, although no handler is ever compiled. So the "o" that
// could start such an attribute's name is masked before parsing and put back in the text afterwards.
import DOMPurify, { type Config } from 'dompurify';

/**
 * An "o"/"O" followed by "n" where an attribute name can start (HTML tokenizer, "before attribute name" and
 * "after attribute value (quoted)" states): after whitespace, after the quote that closed a value, or after
 * "/" (but not "</", which opens an end tag: `</on-air>` closes a custom element).
 */
const NAME_START_ON = /(?<=[\t\n\f\r "']|(?<!<)\/)[oO](?=[nN])/g;

/**
 * Masks for "o" and "O": C1 controls that a character reference never yields (the tokenizer maps
 * `&#x80;` etc. to windows-1252, WHATWG HTML 13.2.5.80), so in the parsed DOM they can only be ours, and the
 * tokenizer treats them as it treats a letter everywhere a mask can stand.
 */
const MASKS = [0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e]
  .concat([0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f])
  .map((code) => String.fromCharCode(code));

/** DOMPurify's LEADING_WHITESPACE: the parser drops it, DOMPurify puts it back, and so do we. */
const LEADING_WHITESPACE = /^[\r\n\t ]+/;

/** The body of an inert document holding `html`, no on* attribute ever set in it. */
export function parseInert(html: string): HTMLElement {
  const [lower, upper] = MASKS.filter((mask) => !html.includes(mask));
  // Only with nearly every mask already in the text is there none left: then the parser may set on*
  // attributes (at worst a CSP report, never a run), and they are removed after it.
  const masked = upper ? html.replace(NAME_START_ON, (o) => (o === 'o' ? lower : upper)) : html;
  const doc = new DOMParser().parseFromString(masked, 'text/html');
  const lead = LEADING_WHITESPACE.exec(html)?.[0];
  if (lead) doc.body.prepend(doc.createTextNode(lead));
  unmask(doc.body, upper ? (s) => s.replaceAll(lower, 'o').replaceAll(upper, 'O') : (s) => s);
  return doc.body;
}

/**
 * What the parser made of a masked "o": letters in text and values are put back; an attribute with a masked
 * name was an on* one and goes, and so does any on* attribute the parser set unmasked.
 */
function unmask(root: Node, put: (s: string) => string): void {
  const walker = root.ownerDocument!.createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_CDATA_SECTION,
  );
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node instanceof CharacterData) {
      const data = put(node.data);
      if (data !== node.data) node.data = data;
    } else if (node instanceof Element) unmaskAttributes(node, put);
  }
}

function unmaskAttributes(element: Element, put: (s: string) => string): void {
  for (const attr of [...element.attributes]) {
    const value = put(attr.value);
    if (put(attr.name) !== attr.name || /^on/i.test(attr.name)) element.removeAttributeNode(attr);
    else if (value !== attr.value) attr.value = value;
  }
  if (element instanceof HTMLTemplateElement) unmask(element.content, put);
}

/**
 * The config each DOMPurify instance was last set to. DOMPurify reads a config given to `sanitize` on every
 * call, copying its allow lists: more work than sanitising a comment's few lines, and a thread's reader
 * sanitises each card (60 ms of a 250-comment page's click to first paint). Set once per config object, a
 * config is read once.
 */
const configured = new WeakMap<typeof DOMPurify, Config>();

/**
 * `html` sanitised by DOMPurify with `config`, as nodes of an inert document. `purifier` is a DOMPurify
 * instance of the caller's with hooks of its own (the shared one has none). Every use of a purifier goes
 * through here: once set, DOMPurify ignores a config given to `sanitize`. Pass a constant `config` (it is
 * read when it differs, by identity, from the last one the purifier was given).
 */
export function sanitizedFragment(
  html: string,
  config: Readonly<Config>,
  purifier: typeof DOMPurify = DOMPurify,
): DocumentFragment {
  if (configured.get(purifier) !== config) {
    purifier.setConfig({ ...config, RETURN_DOM_FRAGMENT: true });
    configured.set(purifier, config);
  }
  // With RETURN_DOM_FRAGMENT set, sanitize returns a fragment; its types only know the per-call config.
  return purifier.sanitize(parseInert(html)) as unknown as DocumentFragment;
}

/** The markup of `fragment`, serialised in its own (inert) document. */
export function markupOf(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment.cloneNode(true));
  return holder.innerHTML;
}

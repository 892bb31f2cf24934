// The page as it is rendered, not only as its light DOM: the children of a shadow host are those of its shadow
// root, a <slot> shows the light nodes assigned to it (or its own children when none is), and a same-origin
// frame shows its document's body. The SD-Tree walk, the block text and the copy read children through here,
// so an article inside a web component or a frame is read in its place in the page.

import { docBody } from './document';

/**
 * How to reach a shadow root, open or closed. The engine itself sees only open ones (`el.shadowRoot`); an
 * extension's content script can read closed ones too (Chromium's `chrome.dom.openOrClosedShadowRoot(el)`,
 * Firefox's `el.openOrClosedShadowRoot()`) and passes that in as ExtractOptions.shadowRoot.
 */
export type ShadowRootReader = (el: Element) => ShadowRoot | null | undefined;

/** Open roots only: what a page script, the CLI and the bench can see. */
export const openShadowRoot: ShadowRootReader = (el) => el.shadowRoot;

/** The shadow reader the engine was given for the current extraction (set by `withShadowReader`). */
let shadowOf: ShadowRootReader = openShadowRoot;

/**
 * The elements that can host a shadow root (the DOM standard's valid shadow host names, attachShadow and
 * declarative shadow roots alike), besides custom elements (a name with a hyphen). The reader is asked of
 * these only: Chromium's is an extension API call, and asked of every element of the walks it was about a
 * tenth of the extraction's time in the extension (toolbar click bench, 14 pages, CPU profile).
 */
const SHADOW_HOSTS = new Set(['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'main', 'nav', 'p', 'section', 'span']); // prettier-ignore

/** Whether `el` can have a shadow root at all. */
function mayHostShadow(el: Element): boolean {
  const tag = el.localName;
  return SHADOW_HOSTS.has(tag) || tag.includes('-');
}

/**
 * `reader` asked once per element that may host a shadow root, its answers kept for one extraction: the walks
 * (the SD-Tree, the block table, the article's copy) ask about the same elements, and each question is an
 * extension API call in Chromium (36 ms of a 250-comment page's click before the answers were kept), a read
 * through the security wrapper in Firefox.
 */
function askedOnce(reader: ShadowRootReader): ShadowRootReader {
  const known = new Map<Element, ShadowRoot | null>();
  return (el) => {
    const open = el.shadowRoot;
    if (open || !mayHostShadow(el)) return open;
    let root = known.get(el);
    if (root === undefined) known.set(el, (root = reader(el) ?? null));
    return root;
  };
}

/** Runs `fn` with `reader` as the way to shadow roots; the extraction is synchronous, so one slot suffices. */
export function withShadowReader<T>(reader: ShadowRootReader | undefined, fn: () => T): T {
  const before = shadowOf;
  shadowOf = reader ? askedOnce(reader) : openShadowRoot;
  try {
    return fn();
  } finally {
    shadowOf = before;
  }
}

/** Elements that can show a frame's document. */
const FRAME_TAGS = new Set(['iframe', 'frame']);

export function isFrameTag(tag: string): boolean {
  return FRAME_TAGS.has(tag);
}

/**
 * The rendered children of `el` where they are not its own child nodes, else null (the common case: the caller
 * walks `firstChild`/`nextSibling` as usual). `tag` is `el.localName`.
 */
export function composedChildren(
  el: Element,
  tag: string,
  onShadowRoot?: (root: ShadowRoot) => void,
): ArrayLike<Node> | null {
  const root = shadowOf(el);
  if (root) {
    onShadowRoot?.(root);
    return root.childNodes;
  }
  if (tag === 'slot') {
    const assigned = (el as HTMLSlotElement).assignedNodes();
    return assigned.length ? assigned : null;
  }
  if (FRAME_TAGS.has(tag)) {
    const body = frameBody(el);
    return body ? [body] : null;
  }
  return null;
}

/**
 * The body of a frame's document when the page may read it (same origin, loaded): cross-origin frames (ads,
 * embeds) give null, and so does a frame still at about:blank with nothing in it.
 */
export function frameBody(el: Element): HTMLElement | null {
  let doc: Document | null;
  try {
    doc = (el as HTMLIFrameElement).contentDocument;
  } catch {
    return null;
  }
  // The frame's document is the page's too: its body is read through the prototype (dom/document.ts).
  const body = doc ? docBody(doc) : null;
  return body && body.firstChild ? body : null;
}

/** `el` is a frame whose document can be read (see frameBody). */
export function isReadableFrame(el: Element, tag: string): boolean {
  return FRAME_TAGS.has(tag) && frameBody(el) !== null;
}

/** `el` shows something other than its own child nodes (a shadow root, assigned slot content, a frame). */
export function hasComposedChildren(el: Element, tag: string): boolean {
  return composedChildren(el, tag) !== null;
}

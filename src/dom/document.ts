// The document, read so that the page cannot change what is read. Document has [LegacyOverrideBuiltIns]: a
// named `<img>`, `<form>`, `<embed>`, `<object>` or `<iframe>` becomes a property of `document` that hides the
// method or attribute of the same name (`<img name="querySelector">` makes `document.querySelector` that
// image). So every read of a document goes through Document.prototype (and Node.prototype), read from the
// prototype on first use; a named element shadows only the instance, never the prototype.

/**
 * A getter of `proto`'s accessor `name`, or of the first prototype up the chain that has it, looked up on first
 * use only: in a Firefox content script every read of `Document.prototype` goes through a security wrapper
 * (about 5 µs), and some of these run once per element of a huge page (the scope pass, pipeline/scope.ts).
 */
function getter<T, O = Document>(proto: () => object, name: string): (of: O) => T {
  let get: (() => unknown) | undefined;
  return (of) => {
    if (!get) {
      for (let p: object | null = proto(); !get && p; p = Object.getPrototypeOf(p) as object | null)
        get = Object.getOwnPropertyDescriptor(p, name)?.get;
      if (!get) throw new Error(`no accessor ${name}`);
    }
    return get.call(of) as T;
  };
}

const methods = new Map<keyof Document, unknown>();

/** A method of Document.prototype, read on first use (this module is also imported where no DOM exists). */
function method<K extends keyof Document>(name: K): Document[K] {
  let found = methods.get(name) as Document[K] | undefined;
  if (found === undefined) {
    found = Document.prototype[name];
    methods.set(name, found);
  }
  return found;
}

const proto = () => Document.prototype;
const rootGetter = getter<HTMLElement>(proto, 'documentElement');
const bodyGetter = getter<HTMLElement | null>(proto, 'body');
const headGetter = getter<HTMLHeadElement | null>(proto, 'head');
const titleGetter = getter<string>(proto, 'title');
const urlGetter = getter<string>(proto, 'URL');
const baseGetter = getter<string>(proto, 'baseURI');
const viewGetter = getter<(Window & typeof globalThis) | null>(proto, 'defaultView');
const implementationGetter = getter<DOMImplementation>(proto, 'implementation');
const activeGetter = getter<Element | null>(proto, 'activeElement');
const ownerGetter = getter<Document | null, Node>(() => Node.prototype, 'ownerDocument');

export const docRoot = (doc: Document): HTMLElement => rootGetter(doc);
export const docBody = (doc: Document): HTMLElement | null => bodyGetter(doc);
export const docHead = (doc: Document): HTMLHeadElement | null => headGetter(doc);
/** `document.title`: the `<title>` text (or SVG title), whitespace collapsed by the browser. */
export const docTitle = (doc: Document): string => titleGetter(doc);
export const docUrl = (doc: Document): string => urlGetter(doc);
export const docBaseUri = (doc: Document): string => baseGetter(doc);
export const docView = (doc: Document): (Window & typeof globalThis) | null => viewGetter(doc);
export const docImplementation = (doc: Document): DOMImplementation => implementationGetter(doc);

/** The document a node belongs to (Node.prototype's, so a form's `ownerDocument` control cannot stand in). */
export function ownerOf(node: Node): Document {
  return ownerGetter(node) ?? (node as Document);
}

export function docQuery<E extends Element = Element>(doc: Document, selector: string): E | null {
  return method('querySelector').call(doc, selector) as E | null;
}

export function docQueryAll<E extends Element = Element>(doc: Document, selector: string): NodeListOf<E> {
  return method('querySelectorAll').call(doc, selector) as NodeListOf<E>;
}

/** `document.getElementById`, as the prototype has it. */
export function docById(doc: Document, id: string): HTMLElement | null {
  return method('getElementById').call(doc, id);
}

export function docByTag(doc: Document, tag: string): HTMLCollectionOf<Element> {
  return method('getElementsByTagName').call(doc, tag);
}

export function docTreeWalker(doc: Document, root: Node, whatToShow?: number): TreeWalker {
  return method('createTreeWalker').call(doc, root, whatToShow);
}

export function docCreate<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
): HTMLElementTagNameMap[K] {
  return method('createElement').call(doc, tag) as HTMLElementTagNameMap[K];
}

export function docActive(doc: Document): Element | null {
  return activeGetter(doc);
}

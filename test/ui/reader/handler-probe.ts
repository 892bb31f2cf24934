// Watches a test page for the one thing page HTML must never get: an event-handler attribute. Installed
// before the harness runs, it records, without depending on timing,
// - every call of an HTML parser (DOMParser, innerHTML, insertAdjacentHTML, createContextualFragment,
//   setHTMLUnsafe, document.write...): which API, whether its document has a browsing context, and whether
//   the markup has "on" where an attribute name can start;
// - every on* attribute that reaches the live document or a shadow root in it (MutationObserver records,
//   read synchronously with takeRecords);
// - every CSP violation report. Reports are queued tasks: settle() waits for an image error of its own and
//   then for a report of its own, queued after all earlier ones, so none can still be on its way.
import type { Page } from 'playwright-core';

export interface ParseCall {
  api: string;
  live: boolean;
  handler: boolean;
}

export interface Violation {
  directive: string;
  sample: string;
  blocked: string;
}

export interface Findings {
  parses: ParseCall[];
  liveHandlers: string[];
  violations: Violation[];
  pwned: boolean;
}

/** Sample of the report settle() provokes itself (the page's CSP needs 'report-sample' for it). */
const SENTINEL = 'pith-sentinel';

interface Probe {
  __parses: ParseCall[];
  __liveHandlers: string[];
  __violations: Violation[];
  __observers: MutationObserver[];
  __pwned?: boolean;
}

/** Runs in the page, before the harness. */
function install(): void {
  const w = window as unknown as Probe;
  w.__parses = [];
  w.__liveHandlers = [];
  w.__violations = [];
  w.__observers = [];
  // "on" wherever an attribute name can start (after whitespace, a quote, or a "/" that does not open an end
  // tag): every on* attribute the markup can give an element, and "on" in plain text as well.
  const handlerIn = (markup: unknown) => /(?<=[\t\n\f\r "']|(?<!<)\/)on/i.test(String(markup));
  // DOMParser and the static Document parsers make a new document without a browsing context.
  const live = (target: unknown): boolean =>
    target instanceof Document
      ? Boolean(target.defaultView)
      : target instanceof Node && live(target.ownerDocument);
  const record = (api: string, target: unknown, markup: unknown) =>
    w.__parses.push({ api, live: live(target), handler: handlerIn(markup) });

  const wrapMethod = (proto: object, name: string, markupArg: number) => {
    const original = (proto as Record<string, unknown>)[name];
    if (typeof original !== 'function') return;
    (proto as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      record(name, this, args[markupArg]);
      return original.apply(this, args);
    };
  };
  const wrapSetter = (proto: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor?.set) return;
    Object.defineProperty(proto, name, {
      ...descriptor,
      set(this: Node, value: unknown) {
        record(name, this, value);
        descriptor.set!.call(this, value);
      },
    });
  };
  wrapMethod(DOMParser.prototype, 'parseFromString', 0);
  wrapMethod(Element.prototype, 'insertAdjacentHTML', 1);
  wrapMethod(Range.prototype, 'createContextualFragment', 0);
  wrapMethod(Document.prototype, 'write', 0);
  wrapMethod(Document.prototype, 'writeln', 0);
  for (const proto of [Element.prototype, ShadowRoot.prototype]) {
    wrapMethod(proto, 'setHTMLUnsafe', 0);
    wrapMethod(proto, 'setHTML', 0);
    wrapSetter(proto, 'innerHTML');
  }
  wrapSetter(Element.prototype, 'outerHTML');
  wrapMethod(Document, 'parseHTMLUnsafe', 0);
  wrapMethod(Document, 'parseHTML', 0);

  const onAttributes = (node: Node) =>
    (node instanceof Element ? [node, ...node.querySelectorAll('*')] : []).flatMap((el) =>
      el.getAttributeNames().filter((name) => /^on/i.test(name)),
    );
  const observe = (root: Node) => {
    const observer = new MutationObserver(() => {});
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    w.__observers.push(observer);
  };
  observe(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    observe(root);
    return root;
  };
  // Read at the end: a record keeps its nodes, so an on* attribute that came and went is still seen.
  (w as unknown as { __takeRecords(): void }).__takeRecords = () => {
    for (const record of w.__observers.flatMap((o) => o.takeRecords())) {
      if (record.type === 'attributes' && /^on/i.test(record.attributeName!))
        w.__liveHandlers.push(record.attributeName!);
      for (const node of record.addedNodes) w.__liveHandlers.push(...onAttributes(node));
    }
  };
  window.addEventListener(
    'securitypolicyviolation',
    (e) => w.__violations.push({ directive: e.effectiveDirective, sample: e.sample, blocked: e.blockedURI }),
    true,
  );
}

export const installProbe = (page: Page): Promise<void> => page.evaluate(install);

/**
 * Waits until every image error and every report caused so far has arrived (reports only come on a page with
 * a CSP: `csp`), then returns what the probe saw, less settle()'s own image, parse and report.
 */
export function settle(page: Page, csp: boolean): Promise<Findings> {
  return page.evaluate(
    async ({ sentinel, csp }) => {
      const w = window as unknown as Probe & { __takeRecords(): void };
      // An image of our own with the fixture's bad URL, in the live document: its error (and its CSP
      // report) come after those of any image put there before it.
      const img = document.createElement('img');
      const errored = new Promise((resolve) => img.addEventListener('error', resolve, { once: true }));
      img.src = 'x:';
      document.body.append(img);
      await errored;
      img.remove();
      const parses = w.__parses.slice();
      if (csp) {
        // A handler attribute of our own: its report is queued after every report before it.
        const reported = new Promise<void>((resolve) =>
          window.addEventListener('securitypolicyviolation', (e) => e.sample === sentinel && resolve(), true),
        );
        new DOMParser().parseFromString(`<i onclick="${sentinel}"></i>`, 'text/html');
        await reported;
      }
      w.__takeRecords();
      const violations = w.__violations.filter((v) => v.sample !== sentinel);
      const own = violations.findIndex((v) => v.directive === 'img-src' && v.blocked === 'x');
      if (csp && own >= 0) violations.splice(own, 1);
      return { parses, liveHandlers: w.__liveHandlers, violations, pwned: w.__pwned ?? false };
    },
    { sentinel: SENTINEL, csp },
  );
}

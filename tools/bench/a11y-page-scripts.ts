// What bench:a11y (a11y.ts) runs in its isolated world of each page, as strings: tsx would compile a function's
// helpers to calls of its own `__name`, which the page does not have.

/**
 * Runs with `this` = Pith's shadow root, and `kept` = how many elements of each rule to report. The part is
 * told apart by what it holds (e2e/harness.ts PITH_PART_OF). axe's options are e2e/a11y.test.ts's: every rule at every impact but
 * skip-link, which looks "#target" up with document.getElementById and so cannot see into a shadow root; the
 * fragment links are checked against the root instead.
 *
 * The reader is a modal <dialog> (showModal): while it is open the page under it is inert, out of the
 * accessibility tree. axe tells a modal dialog by `document.elementsFromPoint`, which stops at the host of a
 * shadow root, so it cannot see that, and its page-wide rules (landmark-no-duplicate-banner and the like) would
 * count the page's own landmarks against the reader. For the run only, the page's elements beside Pith's host
 * carry the `inert` attribute, which axe does read; they lose it right after. (The notice is not modal.)
 */
export const CHECK_ROOT = `async function (kept) {
  const root = this;
  const scope = root.querySelector('[role="dialog"]') ?? root.querySelector('[role="alert"]');
  if (!scope) return { view: null };
  const view = scope.matches('[role="dialog"]') ? 'reader' : 'notice';
  const dangling = [...root.querySelectorAll('a[href^="#"]')]
    .map((a) => {
      const fragment = a.getAttribute('href').slice(1);
      try {
        return decodeURIComponent(fragment);
      } catch {
        return fragment; // as the reader reads it (enhance-content.ts safeDecode)
      }
    })
    .filter((id) => !root.getElementById(id) && !root.querySelector('[name="' + CSS.escape(id) + '"]'));
  const host = root.host;
  Object.defineProperty(host, 'shadowRoot', { get: () => root, configurable: true });
  const page = view === 'reader'
    ? [...document.documentElement.children].filter((el) => el !== host && !el.hasAttribute('inert'))
    : [];
  for (const el of page) el.setAttribute('inert', '');
  try {
    const result = await globalThis.axe.run(scope, {
      rules: { 'skip-link': { enabled: false } },
      resultTypes: ['violations'],
    });
    return {
      view,
      dangling,
      passes: result.passes.length,
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'none',
        count: v.nodes.length,
        targets: v.nodes.slice(0, kept).map((n) => JSON.stringify(n.target)),
        html: v.nodes.slice(0, kept).map((n) => n.html.slice(0, 160)),
      })),
    };
  } finally {
    delete host.shadowRoot;
    for (const el of page) el.removeAttribute('inert');
  }
}`;

/**
 * Timers for axe in the bench's world. In a page with JavaScript off, timers never fire, in any world (click.ts),
 * and axe defers each rule's result with `setTimeout(…, 0)`: without this it never finishes. Due timers run from
 * a MessageChannel task (which does run), later ones are looked at again each animation frame. Only the bench's
 * world gets these: the page and Pith's content script keep the browser's own.
 */
export const TIMERS = `(() => {
  const pending = new Map();
  let next = 0;
  let posted = false;
  const channel = new MessageChannel();
  const post = () => {
    if (!posted) {
      posted = true;
      channel.port2.postMessage(null);
    }
  };
  channel.port1.onmessage = () => {
    posted = false;
    const now = performance.now();
    const due = [...pending].filter(([, t]) => t.at <= now).sort((a, b) => a[1].at - b[1].at);
    for (const [id, t] of due) {
      if (!pending.delete(id)) continue;
      t.fn(...t.args);
    }
    if (!pending.size) return;
    if ([...pending.values()].some((t) => t.at <= performance.now())) post();
    else requestAnimationFrame(post);
  };
  globalThis.setTimeout = (fn, ms, ...args) => {
    const id = ++next;
    pending.set(id, { fn: typeof fn === 'function' ? fn : () => undefined, at: performance.now() + (Number(ms) || 0), args });
    post();
    return id;
  };
  globalThis.clearTimeout = (id) => void pending.delete(id);
})()`;

/** Before the click: what <html> holds. */
export const STARTED = `(() => { globalThis.__pithBefore = new Set(document.documentElement.children); })()`;
/** The element Pith appended to <html> since the click (reader and notice hosts both go there). */
export const NEW_HOST = `(() => [...document.documentElement.children].find((el) => !globalThis.__pithBefore.has(el)) ?? null)()`;

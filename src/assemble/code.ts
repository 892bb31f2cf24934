// Code listings in the reader copy (issue 21): every `<pre>` becomes `<pre><code class="language-x">` holding
// its lines as the page draws them, with its language where the page names it, and without the site's
// controls around and inside it (a language label, "Copy" and "Try" buttons, a hover tooltip's text, line
// numbers). Highlighters wrap every token in a span (and often every line in a `<div>`): the reader has no use
// for their classes, so the listing is copied as its text, a line break for each line the page draws.
import { BLOCK_TAGS, DROPPED_TAGS } from '../vocabulary';
import type { CloneOptions } from './clone';

/** Names of the controls and labels code highlighters and documentation sites put around a listing. */
const CHROME_NAME =
  /(?:^|[\s_-])(?:copy|clipboard|toolbar|code-?header|code-?lang|code-?title|lang(?:uage)?-?(?:id|label|name|tag)|playground|popover|popup|tooltip|hover-?info|line-?numbers?|linenos|gutter|meta-line)(?:$|[\s_-])/i;

/** A language name in a class: `language-ts` (Prism, highlight.js, GitHub), `lang-py`. */
const LANGUAGE_CLASS = /(?:^|\s)lang(?:uage)?-([\w+#.-]+)/i;
/** What a language label reads: one short word (`ts`, `C++`, `Objective-C`). */
const LANGUAGE_WORD = /^[A-Za-z][\w+#.-]{0,19}$/;

/** A site's controls beside a listing hold at most this much text ("Copy", "Try", "TypeScript"). */
const MAX_CHROME_CHARS = 40;
/**
 * A listing's wrapper holds at most this much text beside the listing (a header bar, a toolbar): more is the
 * article around a lone listing, whose short elements are not the listing's controls.
 */
const MAX_WRAPPER_EXTRA_CHARS = 3 * MAX_CHROME_CHARS;

function nameOf(el: Element): string {
  const c = el.getAttribute('class') ?? '';
  const id = el.getAttribute('id') ?? '';
  return id ? `${c} ${id}` : c;
}

/** A control or label of a code listing's site: a button, or an element named like one. */
function isChromeElement(el: Element): boolean {
  const tag = el.localName;
  return tag === 'button' || el.getAttribute('role') === 'button' || CHROME_NAME.test(nameOf(el));
}

/**
 * The site's controls around each listing under `root`: beside the `<pre>` in the wrappers that hold it and
 * no other listing (the toolbar of Prism, a "Copy" header above the code), short elements that are, or hold, a
 * control. With the language a label among them names, for listings that do not say it themselves.
 */
export function codeChrome(root: Element): { chrome: Set<Element>; labels: Map<Element, string> } {
  const chrome = new Set<Element>();
  const labels = new Map<Element, string>();
  const listings = root.getElementsByTagName('pre');
  for (let i = 0; i < listings.length; i++) {
    const pre = listings[i];
    const own = textLength(pre);
    let inner: Element = pre;
    for (let depth = 0; depth < 2; depth++) {
      const wrapper = inner.parentElement;
      if (!wrapper || wrapper === root || !root.contains(wrapper)) break;
      if (wrapper.getElementsByTagName('pre').length !== 1) break;
      if (textLength(wrapper) - own > MAX_WRAPPER_EXTRA_CHARS) break;
      for (let c = wrapper.firstElementChild; c; c = c.nextElementSibling) {
        if (c === inner || !isChrome(c)) continue;
        chrome.add(c);
        const label = languageLabel(c);
        if (label && !labels.has(pre)) labels.set(pre, label);
      }
      inner = wrapper;
    }
  }
  return { chrome, labels };
}

function textLength(el: Element): number {
  return (el.textContent ?? '').replace(/\s+/g, '').length;
}

/** Short, and a control or named like one (or holding one). */
function isChrome(el: Element): boolean {
  if ((el.textContent ?? '').trim().length > MAX_CHROME_CHARS) return false;
  if (isChromeElement(el)) return true;
  const inner = el.getElementsByTagName('*');
  for (let i = 0; i < inner.length; i++) if (isChromeElement(inner[i])) return true;
  return false;
}

/** The language a label (or the label inside a control bar) names. */
function languageLabel(el: Element): string | null {
  const candidates = [el, ...Array.from(el.getElementsByTagName('*'))];
  for (const c of candidates) {
    if (c.localName === 'button' || c.getAttribute('role') === 'button') continue;
    const text = (c.textContent ?? '').trim();
    if (c.childElementCount === 0 && LANGUAGE_WORD.test(text) && !/^(?:copy|copied|try|run)$/i.test(text))
      return text.toLowerCase();
  }
  return null;
}

/** The language the page gives a listing: a class, a `data-lang`/`data-language`, or a label beside it. */
export function codeLanguage(pre: Element, label: string | undefined): string | null {
  const code = pre.getElementsByTagName('code')[0];
  for (const el of [code, pre, pre.parentElement, pre.parentElement?.parentElement]) {
    if (!el) continue;
    const match = LANGUAGE_CLASS.exec(el.getAttribute('class') ?? '');
    if (match) return match[1].toLowerCase();
    const data = el.getAttribute('data-lang') ?? el.getAttribute('data-language');
    if (data && LANGUAGE_WORD.test(data.trim())) return data.trim().toLowerCase();
  }
  // Inside the listing: Shiki's `<div class="language-id">ts</div>`.
  for (const el of Array.from(pre.getElementsByTagName('*'))) {
    if (!isChromeElement(el) || !/lang/i.test(nameOf(el))) continue;
    const word = languageLabel(el);
    if (word) return word;
  }
  return label ?? null;
}

/**
 * The listing's text as the page draws it: each line-level element (`<div class="line">`) and `<br>` ends a
 * line, controls and what the page hides are left out. Marks the reader's comments and the article's cuts
 * leave alone: inside a listing nothing but its site's controls is anything but code.
 */
export function codeText(pre: Element, options: CloneOptions): string {
  let out = '';
  const walk = (el: Element): void => {
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3) {
        out += (n as Text).data;
        continue;
      }
      if (n.nodeType !== 1) continue;
      const child = n as Element;
      const tag = child.localName;
      if (tag === 'br') {
        out += '\n';
        continue;
      }
      if (DROPPED_TAGS.has(tag) || options.hidden?.has(child) || isChromeElement(child)) continue;
      const line = BLOCK_TAGS.has(tag);
      if (line && out && !out.endsWith('\n')) out += '\n';
      walk(child);
      if (line && out && !out.endsWith('\n')) out += '\n';
    }
  };
  walk(pre);
  return out.replace(/^\n+|\s+$/g, '');
}

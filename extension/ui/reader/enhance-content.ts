// After the sanitised HTML is in the overlay: make wide things scroll on their own and be reachable by
// keyboard (a scrollable region needs focus to be scrolled without a mouse: axe "scrollable-region-focusable").
import { listOrphanItems, tidyDefinitionLists, tidyLists } from './lists';
import { t } from './strings';

/**
 * Tables and code listings become named regions, and landmarks need names of their own (axe landmark-unique):
 * the second table is "Table (2)", a caption that repeats gets a number too, and inside a comment or post the
 * card's position follows ("Table, Post 3 of 20"), or every post's first table would have the same name.
 */
class RegionNames {
  private readonly used = new Set<string>();

  constructor(private readonly context: string | undefined) {}

  name(base: string): string {
    let name = base;
    for (let n = 2; this.used.has(name); n++) name = `${base} (${n})`;
    this.used.add(name);
    return this.context ? `${name}, ${this.context}` : name;
  }
}

function wrapTable(table: HTMLTableElement, names: RegionNames): void {
  if (table.parentElement?.classList.contains('table-wrap')) return;
  const wrap = table.ownerDocument.createElement('div');
  wrap.className = 'table-wrap';
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('tabindex', '0');
  wrap.setAttribute('aria-label', names.name(table.caption?.textContent?.trim() || t('reader_table')));
  table.replaceWith(wrap);
  wrap.append(table);
}

/**
 * A listing is a focusable region named "Code"; where the page names its language (`data-language`, from
 * sanitize.ts), the name says it ("Code (ts)") and a small label above the listing shows it, hidden from
 * screen readers, which read it once in the name.
 */
function focusableCode(pre: HTMLElement, names: RegionNames): void {
  pre.setAttribute('tabindex', '0');
  pre.setAttribute('role', 'region');
  const language = pre.dataset.language;
  pre.setAttribute(
    'aria-label',
    names.name(language ? t('reader_code_language', language) : t('reader_code')),
  );
  if (!language || pre.previousElementSibling?.classList.contains('code-language')) return;
  const label = pre.ownerDocument.createElement('div');
  label.className = 'code-language';
  label.setAttribute('aria-hidden', 'true');
  label.textContent = language;
  pre.before(label);
}

/**
 * Headings below the reader's own h1 (or a section's h2) without skipped levels (axe heading-order): the
 * page's h4 right after the title becomes an h2; relative depth is kept, jumps are closed up.
 */
export function relevelHeadings(container: HTMLElement, top: number): void {
  const stack: { from: number; to: number }[] = [];
  for (const heading of [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')]) {
    const from = Number(heading.tagName[1]);
    while (stack.length && stack[stack.length - 1].from >= from) stack.pop();
    const to = Math.min(stack.length ? stack[stack.length - 1].to + 1 : top, 6);
    stack.push({ from, to });
    if (to === from) continue;
    const replacement = heading.ownerDocument.createElement(`h${to}`);
    for (const attr of [...heading.attributes]) replacement.setAttribute(attr.name, attr.value);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
}

/**
 * The ids and names in a container that a "#fragment" link can go to (`[id="…"], [name="…"]`), read in one
 * query and counted, so that an anchor the tidying unwraps takes its own away. A query per link read the
 * whole article once per link: Wikipedia's hundreds of citation links made it 140 ms of a long article's
 * click to first paint.
 */
class FragmentTargets {
  private readonly counts = new Map<string, number>();

  constructor(container: HTMLElement) {
    for (const element of container.querySelectorAll('[id], [name]')) this.count(element, 1);
  }

  has(fragment: string): boolean {
    return (this.counts.get(fragment) ?? 0) > 0;
  }

  /** `element` leaves the container. */
  remove(element: Element): void {
    this.count(element, -1);
  }

  private count(element: Element, by: number): void {
    for (const name of ['id', 'name']) {
      const value = element.getAttribute(name);
      if (value !== null) this.counts.set(value, (this.counts.get(value) ?? 0) + by);
    }
  }
}

/**
 * Links the reader cannot follow or name: a "#fragment" whose target is not in the reader's copy goes nowhere
 * (axe skip-link), so it becomes plain text; a link with nothing to read (an image without alt text, an empty
 * anchor) gets the link's own title or its address as a name (axe link-name), or is unwrapped when it shows
 * nothing at all.
 */
function tidyLink(anchor: HTMLAnchorElement, targets: FragmentTargets): void {
  const href = anchor.getAttribute('href') ?? '';
  if (href.startsWith('#') && !targets.has(safeDecode(href.slice(1)))) {
    anchor.removeAttribute('href');
    return;
  }
  if (!href || anchor.textContent?.trim() || anchor.querySelector('img[alt]:not([alt=""]), [aria-label]'))
    return;
  if (!anchor.querySelector('img, svg, video, picture, canvas')) {
    targets.remove(anchor);
    anchor.replaceWith(...anchor.childNodes);
    return;
  }
  let name = anchor.title.trim() || anchor.querySelector('img')?.title.trim() || '';
  if (!name) {
    try {
      const url = new URL(anchor.href);
      name = `${url.hostname}${url.pathname === '/' ? '' : url.pathname}`;
    } catch {
      name = href;
    }
  }
  anchor.setAttribute('aria-label', name);
}

function tidyMedia(img: HTMLImageElement): void {
  img.setAttribute('decoding', 'async');
  if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
}

/**
 * `context` names the block the content is in (a comment's or post's position), for the names of its
 * regions.
 */
export function enhanceContent(container: HTMLElement, topHeading = 2, context?: string): void {
  const names = new RegionNames(context);
  container.querySelectorAll('table').forEach((table) => wrapTable(table, names));
  container.querySelectorAll('pre').forEach((pre) => focusableCode(pre, names));
  listOrphanItems(container);
  tidyLists(container);
  tidyDefinitionLists(container);
  container.querySelectorAll('img').forEach(tidyMedia);
  const targets = new FragmentTargets(container);
  container.querySelectorAll('a').forEach((a) => tidyLink(a, targets));
  relevelHeadings(container, topHeading);
}

/**
 * In-article `#fragment` links (footnotes, tables of contents) point into the overlay's own copy of the
 * content, which lives in the shadow root: scroll there instead of navigating the page underneath.
 */
export function handleFragmentClick(event: MouseEvent, shadow: ShadowRoot): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.('.content a[href^="#"]');
  if (!anchor) return;
  const id = safeDecode(anchor.getAttribute('href')!.slice(1));
  const target =
    id && (shadow.getElementById(id) ?? shadow.querySelector(`.content [name="${CSS.escape(id)}"]`));
  event.preventDefault();
  if (target instanceof HTMLElement) {
    target.scrollIntoView({ block: 'start' });
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

// After the sanitised HTML is in the overlay: make wide things scroll on their own and be reachable by
// keyboard (a scrollable region needs focus to be scrolled without a mouse: axe "scrollable-region-focusable").
import { t } from './strings';

function wrapTable(table: HTMLTableElement): void {
  if (table.parentElement?.classList.contains('table-wrap')) return;
  const wrap = table.ownerDocument.createElement('div');
  wrap.className = 'table-wrap';
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('tabindex', '0');
  const caption = table.caption?.textContent?.trim();
  wrap.setAttribute('aria-label', caption || t('reader_table'));
  table.replaceWith(wrap);
  wrap.append(table);
}

function focusableCode(pre: HTMLElement): void {
  pre.setAttribute('tabindex', '0');
  pre.setAttribute('role', 'region');
  pre.setAttribute('aria-label', t('reader_code'));
}

function tidyMedia(img: HTMLImageElement): void {
  img.setAttribute('decoding', 'async');
  if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
}

export function enhanceContent(container: HTMLElement): void {
  container.querySelectorAll('table').forEach(wrapTable);
  container.querySelectorAll('pre').forEach(focusableCode);
  container.querySelectorAll('img').forEach(tidyMedia);
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

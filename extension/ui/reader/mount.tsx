// Mounts the reading view over the live page and takes it all away again. Everything added here (host
// element, print style, scroll lock, listeners) is undone by `destroy`, which leaves the page's DOM exactly as
// it was found (ARCHITECTURE.md, house style 8); listeners all hang off one AbortController.
import { render } from 'preact';
import { Reader } from './components/Reader';
import { deepActiveElement, trapTab } from './focus';
import { handleFragmentClick } from './enhance-content';
import { uiLanguage } from './lang';
import { findOnPage, type LinkTarget } from './link-target';
import { addPrintStyle } from './print-style';
import { lockPageScroll } from './scroll-lock';
import { normalizeExtraction } from './normalize';
import { READER_CSS } from './styles';
import type { MountedReader, MountOptions } from './types';

export type { MountOptions, MountedReader, ReaderAction } from './types';

/** Constructable stylesheets are not inline `<style>`, so a page's `style-src` CSP cannot block them. */
function adoptStyles(shadow: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(READER_CSS);
    shadow.adoptedStyleSheets = [sheet];
    if (shadow.adoptedStyleSheets.length === 1) return;
  } catch {
    // Older engines, or a content-script sandbox that refuses the sheet: a <style> element instead.
  }
  const style = shadow.ownerDocument.createElement('style');
  style.textContent = READER_CSS;
  shadow.append(style);
}

function createHost(doc: Document): { host: HTMLElement; shadow: ShadowRoot; container: HTMLElement } {
  const host = doc.createElement('pith-reader');
  host.setAttribute('data-pith', 'reader');
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const container = doc.createElement('div');
  container.style.display = 'contents';
  shadow.append(container);
  return { host, shadow, container };
}

/** Keyboard and focus: Escape closes, Tab stays inside, the page's own shortcuts do not see our keys. */
function listen(host: HTMLElement, shadow: ShadowRoot, close: () => void, signal: AbortSignal): void {
  const doc = host.ownerDocument;
  const dialog = () => shadow.querySelector<HTMLElement>('[role="dialog"]');
  const onHostKey = (event: KeyboardEvent) => {
    if (event.type === 'keydown' && event.key === 'Escape' && !event.defaultPrevented) close();
    else if (event.type === 'keydown' && event.key === 'Tab' && dialog()) trapTab(event, dialog()!, shadow);
    event.stopPropagation();
  };
  for (const type of ['keydown', 'keyup', 'keypress'] as const)
    host.addEventListener(type, onHostKey, { signal });
  // Focus somehow left the overlay (the page focused something): Escape still closes, focus comes back.
  doc.defaultView?.addEventListener(
    'keydown',
    (event) => event.key === 'Escape' && !event.composedPath().includes(host) && close(),
    { signal },
  );
  doc.addEventListener(
    'focusin',
    (event) => event.target !== host && dialog()?.focus({ preventScroll: true }),
    { signal },
  );
  shadow.addEventListener('click', (event) => handleFragmentClick(event as MouseEvent, shadow), { signal });
}

export function mountReader(options: MountOptions): MountedReader {
  const doc = document;
  const previousFocus = deepActiveElement(doc);
  const controller = new AbortController();
  const { host, shadow, container } = createHost(doc);
  const removePrintStyle = addPrintStyle(doc, host);
  const unlockScroll = lockPageScroll(doc);
  let destroyed = false;

  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    controller.abort();
    try {
      render(null, container);
    } finally {
      host.remove();
    }
    removePrintStyle();
    unlockScroll();
    const returnTo = previousFocus as (Element & Partial<HTMLOrSVGElement>) | null;
    if (returnTo?.isConnected) returnTo.focus?.({ preventScroll: true });
  };
  const close = () => {
    destroy();
    options.onClose();
  };
  const viewOnPage = (target: LinkTarget): boolean => {
    const element = findOnPage(target, doc);
    if (!element) return false;
    close();
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
    return true;
  };

  doc.documentElement.append(host);
  try {
    render(
      <Reader
        extraction={normalizeExtraction(options.extraction)}
        settings={options.settings}
        locale={uiLanguage()}
        onClose={close}
        onSettingsChange={options.onSettingsChange}
        onAction={options.onAction}
        onViewOnPage={viewOnPage}
      />,
      container,
    );
  } catch (error) {
    // Never leave the page locked under a half-drawn overlay: undo everything, let the caller report it.
    destroy();
    throw error;
  }
  listen(host, shadow, close, controller.signal);
  shadow.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
  return { host, destroy };
}

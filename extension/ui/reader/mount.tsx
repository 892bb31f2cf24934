// Mounts the reading view over the live page and takes it all away again. Everything added here (host
// element, print style, scroll lock, listeners) is undone by `destroy`, which leaves the page's DOM exactly as
// it was found (ARCHITECTURE.md, house style 8); listeners all hang off one AbortController.
// The page cannot reach or hide it: a plain <div> host with a closed shadow root (shared/shadow-host.ts), the
// view inside a modal <dialog> of its own, which puts it in the top layer above any dialog or popover of the
// page (those go inert instead, on a large page once the reader has painted: top-layer.ts), out of the reach
// of `filter` or `transform` on <html>, and the actions that write files or settings answer only the user's
// own input (`event.isTrusted`).
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
import { afterNextPaint, showOnTop, type TopLayer } from './top-layer';
import { docCreate, docRoot, ownerOf } from '../../../src/dom/document';
import { createHostElement } from '../../shared/shadow-host';
import type { MountedReader, MountOptions } from './types';

export type { MountOptions, MountedReader, ReaderAction } from './types';

/** Constructable stylesheets are not inline `<style>`, so a page's `style-src` CSP cannot block them. */
function adoptStyles(shadow: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
    if (shadow.adoptedStyleSheets.length === 1) return;
  } catch {
    // Older engines, or a content-script sandbox that refuses the sheet: a <style> element instead.
  }
  const style = docCreate(ownerOf(shadow), 'style');
  style.textContent = css;
  shadow.append(style);
}

/**
 * `zoom` on the page's <html> multiplies into everything below it, the host included: the host undoes it, so
 * the reader's sizes are its own settings' (Element.currentCSSZoom: Chrome 128, Firefox 126; the computed
 * `zoom` before that).
 */
function counterZoom(doc: Document): string {
  const root = docRoot(doc) as HTMLElement & { currentCSSZoom?: number };
  const zoom = root.currentCSSZoom ?? Number.parseFloat(getComputedStyle(root).getPropertyValue('zoom'));
  return Number.isFinite(zoom) && zoom > 0 && zoom !== 1 ? `:host { zoom: ${1 / zoom} !important; }` : '';
}

function createHost(
  doc: Document,
  mode: ShadowRootMode,
): { host: HTMLElement; shadow: ShadowRoot; top: HTMLDialogElement; container: HTMLElement } {
  const { host, root: shadow } = createHostElement(doc, mode);
  adoptStyles(shadow, `${READER_CSS}\n${counterZoom(doc)}`);
  const top = docCreate(doc, 'dialog');
  top.className = 'top';
  const container = docCreate(doc, 'div');
  container.style.display = 'contents';
  top.append(container);
  shadow.append(top);
  return { host, shadow, top, container };
}

/** The user's own input, told apart from events a page script dispatches or calls a click() for. */
const USER_EVENTS = ['click', 'input', 'change', 'keydown', 'keyup', 'pointerup', 'submit'] as const;

function trustedInput(shadow: ShadowRoot, signal: AbortSignal): () => boolean {
  let trusted = false;
  for (const type of USER_EVENTS) {
    shadow.addEventListener(
      type,
      (event) => {
        trusted = event.isTrusted;
        setTimeout(() => (trusted = false));
      },
      { capture: true, signal },
    );
    shadow.addEventListener(type, () => (trusted = false), { signal });
  }
  return () => trusted;
}

/** Keyboard and focus: Escape closes, Tab stays inside, the page's own shortcuts do not see our keys. */
function listen(host: HTMLElement, shadow: ShadowRoot, close: () => void, signal: AbortSignal): void {
  const dialog = () => shadow.querySelector<HTMLElement>('[role="dialog"]');
  const onHostKey = (event: KeyboardEvent) => {
    if (event.type === 'keydown' && event.key === 'Escape' && !event.defaultPrevented) {
      // Consumed here: the browser's own Escape would next close the page's top popover, just restored.
      event.preventDefault();
      close();
    } else if (event.type === 'keydown' && event.key === 'Tab' && dialog()) trapTab(event, dialog()!, shadow);
    event.stopPropagation();
  };
  for (const type of ['keydown', 'keyup', 'keypress'] as const)
    host.addEventListener(type, onHostKey, { signal });
  // Focus somehow left the overlay (the page focused something): Escape still closes, focus comes back.
  window.addEventListener(
    'keydown',
    (event) => event.key === 'Escape' && !event.composedPath().includes(host) && close(),
    { signal },
  );
  window.addEventListener(
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
  const { host, shadow, top, container } = createHost(doc, options.shadowMode ?? 'closed');
  const byUser = trustedInput(shadow, controller.signal);
  let layer: TopLayer | null = null;
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
      if (layer) layer.close();
      else top.close(); // showOnTop threw
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

  const messages: { show?(message: string): void } = {};
  docRoot(doc).append(host);
  layer = showOnTop(doc, shadow, top);
  try {
    render(
      <Reader
        extraction={normalizeExtraction(options.extraction)}
        settings={options.settings}
        locale={uiLanguage()}
        onClose={close}
        onSettingsChange={(settings) => byUser() && options.onSettingsChange(settings)}
        onAction={options.onAction && ((action) => byUser() && options.onAction?.(action))}
        onViewOnPage={viewOnPage}
        messages={messages}
      />,
      container,
    );
  } catch (error) {
    // Never leave the page locked under a half-drawn overlay: undo everything, let the caller report it.
    destroy();
    throw error;
  }
  listen(host, shadow, close, controller.signal);
  // Escape on the modal dialog: close the reader (not just the dialog), the one way every close goes.
  top.addEventListener(
    'cancel',
    (event) => {
      event.preventDefault();
      close();
    },
    { signal: controller.signal },
  );
  const view = shadow.querySelector<HTMLElement>('[role="dialog"]');
  view?.focus({ preventScroll: true });
  if (layer.waiting && view && shadow.activeElement !== view) {
    // A reader that could not take the focus is inert under a modal dialog of the page's that showOnTop could
    // not see (one in a shadow root): modal now, to be above it.
    layer.modal();
    view.focus({ preventScroll: true });
  } else if (layer.waiting) {
    // A popover on a large page: painted first, then modal (top-layer.ts).
    afterNextPaint(() => layer?.modal(), controller.signal);
  }
  const notify = (message: string) => {
    if (!destroyed) messages.show?.(message);
  };
  return { host, shadow, notify, destroy };
}

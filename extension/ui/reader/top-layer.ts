// The reader's place in the top layer (mount.tsx): above everything the page shows, its own modal dialogs and
// popovers included, and the page inert under it. On a large page the reader is painted first, as a manual
// popover, and made modal just after: the page's inertness is a restyle of every element of it, which would
// otherwise come between the click and the reader (bench/HUGE.md).
import { docByTag, docQuery, docQueryAll } from '../../../src/dom/document';

/**
 * Pages of more elements than this show the reader before they are made inert (`showOnTop`). A modal dialog
 * makes every other element of the page inert, and both engines restyle every element for it (Firefox reflows
 * them too). On a generated page (test/helpers/huge-pages.ts) at load average 8 on the machine of
 * bench/HUGE.md: 20 to 35 µs an element in Firefox, 10 to 20 in Chromium; 1.4 to 3.5 s at 100,000 elements,
 * 0.1 to 0.35 s at 10,000, 0.05 to 0.1 s at 3,000. From about 10,000 the wait is one a person notices after
 * the click; below it (most article pages have 1,000 to 5,000 elements) the reader is modal at once, as it
 * always was. The count is one walk of the element tree in the engine's C++, under 10 ms at 100,000.
 */
export const PAINT_FIRST_ELEMENTS = 10_000;

/** The reader's place in the top layer, and the page's popovers it closed. */
export interface TopLayer {
  /** A popover still, not modal yet: `modal()` makes it so. */
  readonly waiting: boolean;
  /** Makes the reader modal (the page inert) if it is not yet. */
  modal(): void;
  /** Leaves the top layer, and shows again the page's popovers that showing a modal dialog closed. */
  close(): void;
}

/**
 * Whether the reader may first be a manual popover (top layer, above the page, no inertness to compute) and
 * turn modal once painted: a large page, an engine with popovers, and no modal dialog of the page's open (a
 * popover above a modal dialog is inert: the reader must be the topmost modal dialog at once).
 */
function paintFirst(doc: Document, top: HTMLDialogElement): boolean {
  if (typeof top.showPopover !== 'function' || typeof top.hidePopover !== 'function') return false;
  if (docByTag(doc, '*').length <= PAINT_FIRST_ELEMENTS) return false;
  try {
    return docQuery(doc, ':modal') === null;
  } catch {
    return false; // no `:modal` in this engine: as before
  }
}

/**
 * Into the top layer, above the page's own modal dialogs and popovers (which go inert while the reader is
 * open), as a modal dialog; or, on a large page (`paintFirst`), as a manual popover until `modal()`. Showing a
 * modal dialog closes the page's open popovers (those open then: the page may open one while the reader is a
 * popover): they are shown again on close. A manual popover closes none.
 */
export function showOnTop(doc: Document, shadow: ShadowRoot, top: HTMLDialogElement): TopLayer {
  let popovers: HTMLElement[] = [];
  const showModal = () => {
    popovers = [...docQueryAll<HTMLElement>(doc, ':popover-open')];
    try {
      top.showModal();
    } catch {
      top.show(); // an engine without the top layer: the host's own fixed box still covers the page
    }
  };
  const hide = () => {
    try {
      if (top.matches(':popover-open')) top.hidePopover();
    } catch {
      // no popovers in this engine, or the page took the host out of the document (which hid it)
    }
  };
  let waiting = paintFirst(doc, top);
  if (waiting) {
    try {
      top.popover = 'manual';
      top.showPopover();
    } catch {
      top.removeAttribute('popover');
      waiting = false;
    }
  }
  if (!waiting) showModal();
  return {
    get waiting() {
      return waiting;
    },
    modal() {
      if (!waiting) return;
      waiting = false;
      // In one task, so no frame shows the reader gone. Focused as it was: the dialog itself takes the focus
      // (`autofocus`), not its first button, so nothing scrolls, then the element that had it gets it back.
      const focused = shadow.activeElement as HTMLElement | null;
      hide();
      top.removeAttribute('popover');
      top.autofocus = true;
      showModal();
      top.autofocus = false;
      focused?.focus({ preventScroll: true });
    },
    close() {
      waiting = false;
      hide();
      top.close();
      for (const popover of popovers) {
        try {
          if (popover.isConnected && !popover.matches(':popover-open')) popover.showPopover();
        } catch {
          // the page changed it meanwhile: leave it as the page has it now
        }
      }
    },
  };
}

/**
 * `then` once the document's next frame is painted: a frame's animation callbacks run before its paint, a task
 * queued from them after it. A hidden tab paints no frame, and runs `then` once shown. At once after the paint,
 * not when idle: the inertness costs as long whenever it comes, and just after the reader shows, the person is
 * reading its first lines, not yet scrolling or clicking; an idle callback may come before the paint (Firefox
 * guesses idle time from its refresh timer) or later, in the middle of the first scroll.
 */
export function afterNextPaint(then: () => void, signal: AbortSignal): void {
  let timer = 0;
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(then)));
  signal.addEventListener('abort', () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  });
}

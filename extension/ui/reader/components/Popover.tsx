// A toolbar button that opens a non-modal panel (WAI-ARIA APG disclosure): focus moves into the panel,
// Escape or a click outside closes it and focus returns to the button.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { tabbables } from '../focus';

interface Props {
  id: string;
  label: string;
  icon: ComponentChildren;
  /** Show the label next to the icon (else it is the accessible name and tooltip only). */
  showLabel?: boolean;
  panelClass?: string;
  /** The panel is a labelled non-modal dialog (settings) or a plain group of buttons (export). */
  panelRole?: 'dialog' | 'group';
  children: (close: () => void) => ComponentChildren;
}

export function Popover({ id, label, icon, showLabel, panelClass, panelRole = 'dialog', children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // A layout effect: focus moves into the panel as it opens. A passive effect ran a frame later, and an Escape
  // pressed in that frame closed the panel first; the pending effect then focused into the closing panel and
  // focus was lost instead of returning to the button (a flaky test on a busy machine showed it).
  useLayoutEffect(() => {
    const node = panel.current;
    if (!open || !node) return;
    const checked = node.querySelector<HTMLElement>('input:checked');
    (checked ?? tabbables(node)[0] ?? node).focus();
    const root = node.getRootNode() as ShadowRoot;
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(node) && !path.includes(button.current!)) close(false);
    };
    root.addEventListener('pointerdown', onPointerDown);
    return () => root.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div class="tool-group" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        class="tool"
        aria-expanded={open}
        aria-controls={id}
        aria-label={showLabel ? undefined : label}
        title={label}
        onClick={() => setOpen(!open)}
      >
        {icon}
        {showLabel && <span class="label">{label}</span>}
      </button>
      <div
        ref={panel}
        id={id}
        class={`popover ${panelClass ?? ''}`}
        role={panelRole}
        aria-label={label}
        tabIndex={-1}
        hidden={!open}
      >
        {open && children(close)}
      </div>
    </div>
  );
}

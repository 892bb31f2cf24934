// Page-coordinate boxes from the live layout (highlight mode draws these; the bench scores them).
import type { Box } from '../types';

/** The scroll offset of a window (a walk that reads many boxes reads it once: each read costs ~3 us). */
export type ScrollOffset = Pick<Window, 'scrollX' | 'scrollY'>;

/** Converts a viewport rect to document coordinates using the window's current scroll offset. */
export function pageBox(rect: DOMRectReadOnly, win: ScrollOffset | null): Box {
  const sx = win?.scrollX ?? 0;
  const sy = win?.scrollY ?? 0;
  return { x: rect.left + sx, y: rect.top + sy, width: rect.width, height: rect.height };
}

/** Smallest box holding every box given (null when none). */
export function unionBox(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null;
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const b of boxes) {
    x1 = Math.min(x1, b.x);
    y1 = Math.min(y1, b.y);
    x2 = Math.max(x2, b.x + b.width);
    y2 = Math.max(y2, b.y + b.height);
  }
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

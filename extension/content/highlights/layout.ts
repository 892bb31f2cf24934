// Where each region is now: its element's live box in document coordinates (so outlines scroll with the
// page), or the box the engine recorded when the element cannot be found again.
import { docQuery } from '../../../src/dom/document';
import type { Box, Region } from '../../../src/types';

function find(selector: string): Element | null {
  try {
    return selector ? docQuery(document, selector) : null;
  } catch {
    return null; // a selector the engine wrote for another document state
  }
}

export function liveBox(region: Region): Box {
  const element = find(region.selector);
  if (!element) return region.box;
  const rect = element.getBoundingClientRect();
  return {
    x: rect.left + window.scrollX,
    y: rect.top + window.scrollY,
    width: rect.width,
    height: rect.height,
  };
}

export function place(node: HTMLElement, box: Box): void {
  node.style.left = `${box.x}px`;
  node.style.top = `${box.y}px`;
  node.style.width = `${box.width}px`;
  node.style.height = `${box.height}px`;
}

/** The smallest region under a document point: the most specific explanation for the hover tip. */
export function regionAt(boxes: Box[], x: number, y: number): number {
  let best = -1;
  let bestArea = Infinity;
  boxes.forEach((b, i) => {
    const inside = x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
    if (inside && b.width * b.height < bestArea) {
      best = i;
      bestArea = b.width * b.height;
    }
  });
  return best;
}

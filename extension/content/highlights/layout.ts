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

/** A label's place in document coordinates. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Where each region's label goes so that no two labels overlap (Header over Navigation, Title over Article):
 * above the region's start corner, or just inside it where there is no room above (the top of the page); a
 * label that would cover one already placed moves along the region's top edge past it, then a row down, until
 * it is clear. Larger regions are placed first, so a nested region's label gives way, not the outer one's.
 */
export function layoutLabels(
  boxes: readonly Box[],
  sizes: readonly { width: number; height: number }[],
): LabelBox[] {
  const placed: LabelBox[] = [];
  const out: LabelBox[] = new Array<LabelBox>(boxes.length);
  const area = (b: Box) => b.width * b.height;
  const order = boxes.map((_, i) => i).sort((a, b) => area(boxes[b]) - area(boxes[a]) || a - b);
  for (const i of order) {
    const box = boxes[i];
    const { width, height } = sizes[i];
    let label: LabelBox = { x: box.x, y: box.y - height >= 0 ? box.y - height : box.y, width, height };
    for (let tries = 0; tries < 500; tries++) {
      const hit = placed.find((p) => overlaps(label, p));
      if (!hit) break;
      const next = hit.x + hit.width + 2;
      label =
        next + width <= Math.max(box.x + box.width, box.x + width)
          ? { ...label, x: next }
          : { ...label, x: box.x, y: label.y + height + 2 };
    }
    placed.push(label);
    out[i] = label;
  }
  return out;
}

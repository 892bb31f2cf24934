// Highlight mode's labels in Chromium (issue 21 item 6): regions that share a corner (a header and the
// navigation inside it, the article and its title) get labels side by side, never one over another.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseExtraction } from './fixtures';
import { useHostPage } from './session';
import type { Region } from '../../../src/types';

let page: Page;
useHostPage((p) => (page = p));

const region = (kind: Region['kind'], x: number, y: number, width: number, height: number): Region => ({
  kind,
  selector: '#no-such-element', // not on the page: drawn at the recorded box
  box: { x, y, width, height },
  score: 1,
  reasons: [],
  why: `${kind}: test`,
});

describe('highlight labels', () => {
  it('never overlap, and each stays at its own region', async () => {
    const regions = [
      region('header', 0, 0, 1280, 80),
      region('navigation', 0, 0, 700, 40),
      region('article', 40, 200, 800, 900),
      region('title', 40, 200, 800, 50),
      region('sidebar', 860, 200, 300, 400),
      region('ad', 860, 200, 300, 120),
    ];
    const labels = await page.evaluate((extraction) => {
      const api = (
        window as unknown as { PithReader: { showHighlights(e: unknown, c: () => void): { host: Element } } }
      ).PithReader;
      // Highlight mode's root is closed: keep a handle on it as it is made (test only, the page's own prototype).
      let root: ShadowRoot | null = null;
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init: ShadowRootInit) {
        root = attach.call(this, init);
        return root;
      };
      api.showHighlights(extraction, () => {});
      Element.prototype.attachShadow = attach;
      if (!root) return null;
      const shadow: ShadowRoot = root;
      return [...shadow.querySelectorAll<HTMLElement>('[data-pith-region]')].map((node) => {
        const r = node.querySelector('.label')!.getBoundingClientRect();
        return {
          kind: node.dataset.pithRegion!,
          x: r.left + scrollX,
          y: r.top + scrollY,
          w: r.width,
          h: r.height,
        };
      });
    }, baseExtraction({ regions }));
    expect(labels, 'highlight shadow root reachable').not.toBeNull();
    const list = labels!;
    expect(list).toHaveLength(regions.length);
    for (const a of list) expect(a.w).toBeGreaterThan(10);
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i], list[j]];
        const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        expect(overlap, `${a.kind} and ${b.kind} labels overlap`).toBe(false);
      }
    list.forEach((label, i) => {
      const box = regions[i].box;
      expect(label.x).toBeGreaterThanOrEqual(box.x - 2);
      expect(label.x + label.w).toBeLessThanOrEqual(box.x + box.width + 2);
      expect(label.y).toBeGreaterThanOrEqual(box.y - label.h - 2);
      expect(label.y).toBeLessThan(box.y + box.height);
    });
  });
});

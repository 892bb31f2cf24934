// A serialisable dump of the features of a rendered page, for the Node-side training tools: the rows, the
// text leaves, and which leaves each candidate covers (so labels can be computed outside the page).
import { computeFeatures } from './index';

/** Class prefix of L3S-GN1's annotated copies: `span.x-nc-selN` marks a text block's label N. */
const ANNOTATION_CLASS = /\bx-nc-sel(\d)\b/;

export interface FeatureDump {
  lang: string | null;
  rows: Record<string, number | string>[];
  /** Per candidate: its tag and id attribute, for reading dumps. */
  tags: string[];
  ids: string[];
  /** Per candidate: [leafStart, leafEnd) into `leaves`. */
  spans: [number, number][];
  /** Per candidate: index of the nearest candidate ancestor, -1 for none. */
  parents: number[];
  leaves: { text: string; a: boolean; sel: number }[];
  /** Time the feature pass took inside the page. */
  ms: number;
}

export function dumpFeatures(doc: Document): FeatureDump {
  const t0 = performance.now();
  const table = computeFeatures(doc);
  const index = new Map<Element, number>();
  table.candidates.forEach((c, i) => index.set(c.el, i));
  const parents = table.candidates.map((c) => {
    for (let p = c.el.parentElement; p; p = p.parentElement) {
      const i = index.get(p);
      if (i !== undefined) return i;
    }
    return -1;
  });
  return {
    lang: table.lang,
    rows: table.rows,
    tags: table.candidates.map((c) => c.tag),
    ids: table.candidates.map((c) => c.el.id),
    spans: table.candidates.map((c) => [c.leafStart, c.leafEnd]),
    parents,
    leaves: table.leaves.map((l) => ({ text: l.text, a: l.inAnchor, sel: annotation(l.node) })),
    ms: performance.now() - t0,
  };
}

/** The L3S-GN1 label of a text leaf (nearest `x-nc-selN` ancestor), or -1 when the page is not annotated. */
function annotation(node: Text): number {
  for (let el = node.parentElement; el; el = el.parentElement) {
    const m = ANNOTATION_CLASS.exec(el.className && typeof el.className === 'string' ? el.className : '');
    if (m) return Number(m[1]);
  }
  return -1;
}

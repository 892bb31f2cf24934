// Browser-side entry for heuristics.test.ts: runs a heuristic on the elements a selector finds.
import { largestBlockOf } from '../../src/research/heuristics/lbs';
import { smoothedStrings } from '../../src/research/heuristics/sls';
import { postPattern } from '../../src/research/heuristics/tp';

const all = (doc: Document, sel: string) => [...doc.querySelectorAll(sel)];

export function lbsText(doc: Document, sel: string): string {
  const block = largestBlockOf(all(doc, sel));
  return block ? block.members.map((m) => m.textContent).join(' ') : '';
}

export function slsText(doc: Document, sel: string): string {
  return smoothedStrings(all(doc, sel))
    .map((t) => t.data)
    .join(' ');
}

export function tpTexts(doc: Document, sel: string): string[] {
  return postPattern(all(doc, sel)).map((el) => el.textContent ?? '');
}

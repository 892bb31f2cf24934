// Stage "lists-together" of the learned engine: the items of a list are read together. The classifier decides
// block by block, so in a run of teasers ("More headlines": a linked title and a blurb each, eight times) it
// can call three blurbs main and five noise, on probabilities near even, and the article then reaches down
// into the list. The items of one list play one part on the page: where most of the list's text is not main
// (the classes of its blocks, by their characters), the main blocks inside it are noise too. The classes, not
// their probabilities: a ranking whose items each hold a paragraph the classifier is sure of and a few lines
// of facts it is not ("Location: Boston") reads as main, as its paragraphs say. Posts and comments are lists
// as well, but each of their items carries an author or a date: those are left to the thread and comment
// stages.
import { hasByline } from '../assemble/byline';
import type { Block, BlockLabel } from '../blocks/types';
import { signature } from '../dom/signature';
import type { SdTree } from '../sdtree';

export const LISTS_STAGE = 'lists-together';
export const LISTS_REASON =
  'the items of a list are read together: main text in a list whose text is mostly not main is noise';

/** A list has at least this many items: sibling elements of one signature (dom/signature.ts)... */
export const MIN_ITEMS = 3;
/** ...each with at least this many blocks (a record: a title and its blurb, not a paragraph of prose). */
export const MIN_ITEM_BLOCKS = 2;

interface List {
  items: Element[];
  blocks: number[];
  mainChars: number;
  chars: number;
}

/**
 * The blocks' labels with the main blocks of every list whose text is mostly not main turned to noise, or
 * null when no list has any.
 */
export function listsTogether(
  tree: SdTree,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
): BlockLabel[] | null {
  const count = new Int32Array(tree.nodes.length);
  for (const b of blocks) {
    count[b.node]++;
    for (const a of b.ancestors) count[a]++;
  }
  // The lists: per parent, the children of each signature, when there are enough of them and each is a record.
  const listOf = new Int32Array(tree.nodes.length).fill(-1);
  const lists: List[] = [];
  for (const node of tree.nodes) {
    if (node.children.length < MIN_ITEMS) continue;
    const bySignature = new Map<string, number[]>();
    for (const child of node.children) {
      if (count[child.index] < MIN_ITEM_BLOCKS) continue;
      const key = signature(child);
      const same = bySignature.get(key);
      if (same) same.push(child.index);
      else bySignature.set(key, [child.index]);
    }
    for (const items of bySignature.values()) {
      if (items.length < MIN_ITEMS) continue;
      for (const i of items) listOf[i] = lists.length;
      const els = items.map((i) => tree.nodes[i].el);
      lists.push({ items: els, blocks: [], mainChars: 0, chars: 0 });
    }
  }
  if (!lists.length) return null;
  blocks.forEach((b, i) => {
    const chars = b.text.length;
    for (const n of [b.node, ...b.ancestors]) {
      const l = listOf[n];
      if (l < 0) continue;
      const list = lists[l];
      list.blocks.push(i);
      list.chars += chars;
      if (labels[i] === 'main') list.mainChars += chars;
    }
  });
  let out: BlockLabel[] | null = null;
  for (const list of lists) {
    if (list.mainChars <= 0 || list.mainChars * 2 >= list.chars) continue;
    if (list.items.some(hasByline)) continue;
    out ??= [...labels];
    for (const i of list.blocks) if (out[i] === 'main') out[i] = 'noise';
  }
  return out;
}

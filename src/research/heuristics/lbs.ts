// Largest Block of String (Louvan thesis 4.2.1): inside a node classified as main content, the main text sits
// in a run of sibling elements at one depth of the subtree. At every level the child with the longest string
// and its siblings that hold a #text child form a block (siblings without own text, such as embedded ads or
// scripts, are skipped); the largest block of the subtree is the output. With several main nodes, the one
// with the largest block wins ("filter out noisy DOM nodes by comparing their longest string length").
import { NON_CONTENT_TAGS, hasOwnText, textLength } from './text';

export interface Block {
  /** The element whose children form the block. */
  parent: Element;
  /** The block's members in document order: elements with own text, or the parent itself for bare text. */
  members: Node[];
  length: number;
}

export function largestBlock(root: Element): Block | null {
  let best: Block | null = null;
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack.pop() as Element;
    const block = blockOf(el);
    if (block && (!best || block.length > best.length)) best = block;
    for (let c = el.lastElementChild; c; c = c.previousElementSibling) {
      if (!NON_CONTENT_TAGS.has(c.localName)) stack.push(c);
    }
  }
  return best;
}

/** The block at one level: the children with own text and the bare text nodes. */
function blockOf(el: Element): Block | null {
  const members: Node[] = [];
  let length = 0;
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      const n = textLength(c);
      if (n) {
        members.push(c);
        length += n;
      }
    } else if (
      c.nodeType === 1 &&
      !NON_CONTENT_TAGS.has((c as Element).localName) &&
      hasOwnText(c as Element)
    ) {
      members.push(c);
      length += textLength(c);
    }
  }
  return members.length ? { parent: el, members, length } : null;
}

/** LBS over several main nodes: the largest block among them. */
export function largestBlockOf(roots: Element[]): Block | null {
  let best: Block | null = null;
  for (const r of roots) {
    const b = largestBlock(r);
    if (b && (!best || b.length > best.length)) best = b;
  }
  return best;
}

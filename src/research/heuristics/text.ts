// Shared text helpers of the heuristics.

/** Elements whose text is never content. */
export const NON_CONTENT_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'select',
  'button',
]);

export function textLength(node: Node): number {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}

/** Whether an element has a non-blank #text node as a direct child (thesis 4.2.1's test for content). */
export function hasOwnText(el: Element): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 3 && (c as Text).data.trim()) return true;
  return false;
}

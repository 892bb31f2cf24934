// What makes repeated elements the same kind (the thesis's Table Pattern, generalised from table rows to any
// element): the tag and the class names, without numbers and the names that alternate from one to the next.

/**
 * Class names that alternate or mark state from one post to the next, not what the element is, also written
 * as one word with what they qualify (FluxBB's `rowodd`/`roweven` and `firstpost`, `is-first`, `last-child`).
 */
const VARYING_CLASS =
  /^(?:(?:row|bg|is)[-_]?)?(?:odd|even|alt|bg|row|first|last|new|unread|online|offline|highlight|selected)(?:[-_]?(?:post|row|item|child))?$/;

/** The signature of an element given as its tag and class attribute. */
export function signature(node: { tag: string; className: string }): string {
  const tokens = new Set<string>();
  for (const t of node.className.toLowerCase().split(/\s+/)) {
    const word = t.replace(/\d+/g, '').replace(/[-_]+$/, '');
    if (word && !VARYING_CLASS.test(word)) tokens.add(word);
  }
  return `${node.tag}.${[...tokens].sort().join('.')}`;
}

/** The class names of a signature (`node`'s, without numbers and alternating names). */
export function signatureNames(node: { tag: string; className: string }): string[] {
  return signature(node).split('.').slice(1).filter(Boolean);
}

/** The class names every one of `nodes` has in its signature (none for an empty list). */
export function sharedNames(nodes: readonly { tag: string; className: string }[]): string[] {
  if (!nodes.length) return [];
  return nodes.slice(1).reduce((acc, node) => {
    const own = signatureNames(node);
    return acc.filter((n) => own.includes(n));
  }, signatureNames(nodes[0]));
}

/** The signature of a live element. */
export function elementSignature(el: Element): string {
  return signature({ tag: el.localName, className: el.getAttribute('class') ?? '' });
}

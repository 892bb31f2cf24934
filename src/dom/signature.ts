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

/** The signature of a live element. */
export function elementSignature(el: Element): string {
  return signature({ tag: el.localName, className: el.getAttribute('class') ?? '' });
}

// Attribute reads that do not make Attr nodes: `el.attributes[i]` creates an Attr (and its wrapper) per
// attribute, which a walk over many elements pays for every class, id, style and data-* it then ignores.
const UPPER = /[A-Z]/;

/** The value of the attribute named exactly `name` (the parser lower-cases names; a script may not have). */
export function attributeValue(el: Element, name: string): string {
  if (!UPPER.test(name)) {
    const value = el.getAttribute(name);
    if (value !== null) return value;
  }
  // getAttribute() lower-cases the name it is given in an HTML document: find the Attr itself.
  const attrs = el.attributes;
  for (let i = 0; i < attrs.length; i++) if (attrs[i].name === name) return attrs[i].value;
  return '';
}

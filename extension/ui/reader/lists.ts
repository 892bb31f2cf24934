// Lists in the extracted HTML as a screen reader needs them (axe listitem, dlitem, list): pages write list
// items outside any list and lists that hold other things, and browsers draw both without complaint.
/** The list element each kind of item needs around it (axe listitem, dlitem). */
const LIST_FOR: Record<string, { parents: string[]; make: string }> = {
  LI: { parents: ['UL', 'OL', 'MENU'], make: 'ul' },
  DT: { parents: ['DL'], make: 'dl' },
  DD: { parents: ['DL'], make: 'dl' },
};

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isBlank = (node: Node) =>
  node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim());

/** In a list already: a `<dt>`/`<dd>` may also sit in a `<div>` that groups them inside a `<dl>`. */
function inItsList(item: Element, parents: string[]): boolean {
  const parent = item.parentElement;
  if (!parent) return false;
  if (parents.includes(parent.tagName)) return true;
  return item.tagName !== 'LI' && parent.tagName === 'DIV' && parent.parentElement?.tagName === 'DL';
}

/**
 * List items outside a list (pages write bare `<li>`s, and browsers draw them as list items all the same) go
 * into a list of their own: each run of such siblings, with only white space between them, becomes one
 * `<ul>` (or `<dl>` for `<dt>`/`<dd>`), as a screen reader needs to announce them as a list.
 */
export function listOrphanItems(container: HTMLElement): void {
  for (const item of [...container.querySelectorAll('li, dt, dd')]) {
    const list = LIST_FOR[item.tagName];
    if (inItsList(item, list.parents)) continue;
    const wrap = item.ownerDocument.createElement(list.make);
    item.before(wrap);
    for (let node: ChildNode | null = item; node;) {
      const next: ChildNode | null = node.nextSibling;
      const isItem = isElement(node) && LIST_FOR[node.tagName]?.make === list.make;
      if (!isItem && !isBlank(node)) break;
      wrap.append(node);
      node = next;
    }
    while (wrap.lastChild && !isElement(wrap.lastChild)) wrap.after(wrap.lastChild);
  }
}

/** `el` as a `tag` element with its content and the attributes the sanitiser left that still apply. */
function renamed(el: Element, tag: string): HTMLElement {
  const replacement = el.ownerDocument.createElement(tag);
  for (const name of ['id', 'lang', 'dir', 'title']) {
    const value = el.getAttribute(name);
    if (value !== null) replacement.setAttribute(name, value);
  }
  replacement.append(...el.childNodes);
  el.replaceWith(replacement);
  return replacement;
}

/** What a list may hold directly (axe list): its items, and the script-supporting elements. */
const IN_LIST = new Set(['LI', 'SCRIPT', 'TEMPLATE']);

/**
 * Lists that hold more than list items (axe list). Old pages indent with a bare `<ul>` (text, a `<ul>` inside a
 * `<ul>`, no item at all): such a list is an indented block, not a list, and becomes a `<div class="indent">`.
 * In a list with items, each run of anything else between them becomes an item of its own without a marker
 * (`li.bare`), so it reads in its place and looks as the page showed it.
 */
export function tidyLists(container: HTMLElement): void {
  for (const list of [...container.querySelectorAll('ul, ol, menu')]) {
    const nodes = [...list.childNodes];
    const stray = (node: Node) => !isBlank(node) && !(isElement(node) && IN_LIST.has(node.tagName));
    if (!nodes.some(stray)) continue;
    if (!nodes.some((node) => isElement(node) && node.tagName === 'LI')) {
      renamed(list, 'div').className = 'indent';
      continue;
    }
    let run: ChildNode[] = [];
    const close = () => {
      while (run.length && isBlank(run[run.length - 1])) run.pop();
      if (run.some(stray)) {
        const item = list.ownerDocument.createElement('li');
        item.className = 'bare';
        run[0].before(item);
        item.append(...run);
      }
      run = [];
    };
    for (const node of nodes) {
      if (isElement(node) && IN_LIST.has(node.tagName)) close();
      else if (run.length || !isBlank(node)) run.push(node);
    }
    close();
  }
}

/**
 * Definition lists without a term (axe definition-list: a `<dl>` needs a `<dt>` followed by a `<dd>`): old pages
 * indent with `<dl><dd>…</dd></dl>`. Such a list is an indented block too, each `<dd>` a block in it.
 */
export function tidyDefinitionLists(container: HTMLElement): void {
  for (const list of [...container.querySelectorAll('dl')]) {
    if (list.querySelector(':scope > dt, :scope > div > dt')) continue;
    for (const dd of list.querySelectorAll(':scope > dd, :scope > div > dd')) renamed(dd, 'div');
    renamed(list, 'div').className = 'indent';
  }
}

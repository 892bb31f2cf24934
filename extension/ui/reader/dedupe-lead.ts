// Extracted articles often start with what the overlay's header already shows: the headline again, or a
// "By Jane Doe · 14 March 2026" byline line. Reading the same line twice looks broken, so such leading
// elements are dropped from the overlay's copy (only there: the extraction itself is left alone).

/** How many leading elements may repeat the header (a headline, then a byline, then a dateline). */
export const LEAD_ELEMENTS_CHECKED = 3;
/**
 * Longest text still taken for a byline line: a name, a date and a few words ("By Mara Oduya, Harbour
 * correspondent · 14 March 2026" is 55). Anything longer is a sentence of the article that mentions the author.
 */
export const BYLINE_MAX_CHARS = 100;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const isByline = (text: string, author: string) =>
  text === '' || (Boolean(author) && text.length <= BYLINE_MAX_CHARS && text.includes(author));

function isDuplicate(element: Element, title: string, author: string): boolean {
  const text = normalize(element.textContent ?? '');
  if (!text || element.querySelector('img, picture, video, figure, table, pre')) return false;
  // A headline, a byline, or a <header> holding both.
  const rest = title && text.startsWith(title) ? text.slice(title.length).trim() : text;
  return rest !== text ? isByline(rest, author) : isByline(text, author) && text !== '';
}

/** Wrappers with nothing but one element inside (`<div><article>…`): the lead is further down. */
function leadParent(container: Element): Element {
  let node = container;
  while (node.childElementCount === 1 && ![...node.childNodes].some(hasText)) {
    const child = node.firstElementChild!;
    if (!/^(DIV|SECTION|ARTICLE|MAIN)$/.test(child.tagName)) break;
    node = child;
  }
  return node;
}

const hasText = (node: Node) => node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim());

export function dropDuplicateLead(
  container: HTMLElement,
  header: { title: string; author: string | null },
): void {
  const title = normalize(header.title);
  const author = normalize(header.author ?? '');
  const parent = leadParent(container);
  for (let i = 0; i < LEAD_ELEMENTS_CHECKED; i += 1) {
    const first = parent.firstElementChild;
    if (!first || !isDuplicate(first, title, author)) return;
    first.remove();
  }
}

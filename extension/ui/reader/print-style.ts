// Printing while the reader is open prints only the reading view. A style inside the shadow root cannot hide
// the page, so while the overlay is open the document adopts one constructable stylesheet that hides <body>
// when printing; it is dropped again on close. Adopted sheets are not part of the DOM (the page's outerHTML
// never changes) and are not inline styles (a page's `style-src` CSP cannot block them). Where the document
// refuses constructable sheets (Firefox 140 from a content script: the sheet comes from the content script's
// compartment) a <style data-pith="print"> does the same from inside the reader's own host element: a <style>
// applies to the whole document wherever it sits in the tree, so nothing is added to the page's <head>, and
// it goes with the host.
// The shadow stylesheet does the rest (static layout, no toolbar; see styles/print.ts).
// The same sheet takes a `filter` off <html> while the reader is open: Firefox draws the top layer (where the
// reader is) under the root's filter, so `html { filter: invert(1) }` would invert the reader too; Chromium
// does not. The page is covered by the reader meanwhile, and gets its filter back on close. That rule names
// the root by its tag: a sheet whose selector has no tag, class or id (`:root:root`) makes Firefox restyle
// every element of the page when it is added and again when it is removed (0.3 to 0.8 s each on a page of
// 100,000 elements), where `html:root:root` (a higher specificity still) restyles the root alone.

export const PRINT_CSS = `@media print {
  html > body { display: none !important; }
  html, body { overflow: visible !important; height: auto !important; }
}
html:root:root { filter: none !important; }`;

function adoptPrintSheet(doc: Document): (() => void) | null {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PRINT_CSS);
    const remove = () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
    };
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    if (doc.adoptedStyleSheets.includes(sheet)) return remove;
    remove(); // a sandbox that accepted the assignment in some other form: leave nothing behind
    return null;
  } catch {
    return null;
  }
}

function appendPrintStyle(host: Element): () => void {
  const style = host.ownerDocument.createElement('style');
  style.setAttribute('data-pith', 'print');
  style.textContent = PRINT_CSS;
  host.append(style); // light DOM of the host: not rendered (no slot), but in the document tree
  return () => style.remove();
}

/** The print sheet for the reader mounted on `host`; returns the function that removes it. */
export function addPrintStyle(doc: Document, host: Element): () => void {
  return adoptPrintSheet(doc) ?? appendPrintStyle(host);
}

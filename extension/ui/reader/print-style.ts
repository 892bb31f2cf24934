// Printing while the reader is open prints only the reading view. A style inside the shadow root cannot hide
// the page, so while the overlay is open the document adopts one constructable stylesheet that hides <body>
// when printing; it is dropped again on close. Adopted sheets are not part of the DOM (the page's outerHTML
// never changes) and are not inline styles (a page's `style-src` CSP cannot block them). Where constructable
// sheets are unavailable a <style data-pith="print"> in <head> does the same, removed on close.
// The shadow stylesheet does the rest (static layout, no toolbar; see styles/print.ts).

export const PRINT_CSS = `@media print {
  html > body { display: none !important; }
  html, body { overflow: visible !important; height: auto !important; }
}`;

function adoptPrintSheet(doc: Document): (() => void) | null {
  try {
    const sheet = new CSSStyleSheet({ media: 'print' });
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

function appendPrintStyle(doc: Document): () => void {
  const style = doc.createElement('style');
  style.setAttribute('data-pith', 'print');
  style.setAttribute('media', 'print');
  style.textContent = PRINT_CSS;
  (doc.head ?? doc.documentElement).append(style);
  return () => style.remove();
}

export function addPrintStyle(doc: Document = document): () => void {
  return adoptPrintSheet(doc) ?? appendPrintStyle(doc);
}

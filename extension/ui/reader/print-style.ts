// Printing while the reader is open prints only the reading view. A style inside the shadow root cannot hide
// the page, so while the overlay is open one <style data-pith="print"> goes into the document's head; it is
// removed with the overlay (the page's DOM is left as it was found). The shadow stylesheet does the rest
// (static layout, no toolbar; see styles/print.ts).

export const PRINT_CSS = `@media print {
  html > body { display: none !important; }
  html, body { overflow: visible !important; height: auto !important; }
  html > [data-pith="reader"] { position: static !important; display: block !important; }
}`;

export function addPrintStyle(doc: Document = document): () => void {
  const style = doc.createElement('style');
  style.setAttribute('data-pith', 'print');
  style.setAttribute('media', 'print');
  style.textContent = PRINT_CSS;
  (doc.head ?? doc.documentElement).append(style);
  return () => style.remove();
}

// When printing only the reading view prints (the page itself is hidden by print-style.ts): static layout so
// every page of the article prints, no toolbar, ink-friendly colours, link targets written out.

export const PRINT_CSS = `
@media print {
  :host { position: static !important; inset: auto !important; }
  .top { position: static; width: auto; height: auto; }
  .root, .root[data-theme] {
    position: static; overflow: visible; height: auto;
    --bg: #fff; --fg: #000; --muted: #444; --link: #000; --link-visited: #000; --card: #fff; --card-border: #bbb;
    --border: #bbb; --surface: #f2f2f2; --surface-2: #e6e6e6; --code-bg: #f4f4f4;
    font-size: 12pt;
  }
  .toolbar, .popover, .card-foot, .message { display: none !important; }
  mark.aloud { background: none !important; box-shadow: none !important; }
  .page { max-width: none; padding: 0; }
  .page > * { max-width: none; }
  .card { box-shadow: none; break-inside: avoid; }
  .content pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  .table-wrap { overflow: visible; }
  .content a[href^='http']::after { content: ' (' attr(href) ')'; font-size: 0.8em; color: var(--muted); }
  .content img, .content figure { break-inside: avoid; }
  .content h1, .content h2, .content h3 { break-after: avoid; }
}
`;

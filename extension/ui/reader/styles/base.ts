// Isolation and theme. `:host` declarations are !important because, for important declarations, the shadow
// tree's context wins over the page's (CSS Cascade 5, 6.1): a page rule like `* { display: none !important }`
// matches the host element but cannot beat these. Inside the shadow root no page selector applies at all.

export const BASE_CSS = `
:host {
  all: initial !important;
  display: block !important;
  position: fixed !important;
  inset: 0 !important;
  z-index: 2147483647 !important;
  visibility: visible !important;
  opacity: 1 !important;
  transform: none !important;
  filter: none !important;
  color-scheme: light dark;
}
/* The <dialog> that holds the view in the top layer (mount.tsx): no box of its own, the whole viewport. */
.top {
  position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none;
  margin: 0; padding: 0; border: 0; background: transparent; color: inherit; overflow: visible;
}
.top:not([open]) { display: none; }
/* A large page's reader is a popover until it has painted, then modal (mount.tsx, showOnTop). */
.top:popover-open { display: block; }
.top::backdrop { background: transparent; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }

.root {
  --ui-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif;
  --mono-font: ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace;
  --radius: 10px;
  position: absolute;
  inset: 0;
  overflow: auto;
  overscroll-behavior: contain;
  scroll-padding-top: 64px;
  background: var(--bg);
  color: var(--fg);
  font: 400 var(--font-size)/var(--line-height) var(--body-font);
  text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  outline: none;
}

.root, .root[data-theme='light'] {
  color-scheme: light;
  --bg: #fdfdfc; --fg: #1d1d1f; --muted: #5c5f66; --accent: #0b57d0; --link: #0b57d0; --link-visited: #6b3fa0;
  --surface: #f4f4f1; --surface-2: #ebebe6; --border: #e0e0da; --card: #ffffff; --card-border: #e4e4de;
  --code-bg: #f3f3ef; --mark: #fff1a8; --toolbar: rgba(253, 253, 252, 0.9); --focus: #0b57d0;
  --shadow: 0 1px 2px rgba(0, 0, 0, 0.04), 0 6px 24px rgba(0, 0, 0, 0.08);
}
.root[data-theme='dark'] {
  color-scheme: dark;
  --bg: #1a1b1e; --fg: #e4e2dd; --muted: #a2a3a8; --accent: #8ab4f8; --link: #8ab4f8; --link-visited: #c5a3f5;
  --surface: #24262a; --surface-2: #2d3035; --border: #34373c; --card: #202226; --card-border: #33363b;
  --code-bg: #24262b; --mark: #5c4d00; --toolbar: rgba(26, 27, 30, 0.88); --focus: #8ab4f8;
  --shadow: 0 1px 2px rgba(0, 0, 0, 0.3), 0 8px 28px rgba(0, 0, 0, 0.45);
}
.root[data-theme='sepia'] {
  color-scheme: light;
  --bg: #f5ecd9; --fg: #3a2e21; --muted: #6f5d47; --accent: #8a4b0f; --link: #8a4b0f; --link-visited: #6d3a5c;
  --surface: #ede1c7; --surface-2: #e5d6b8; --border: #dccdaa; --card: #f9f2e3; --card-border: #e2d3b3;
  --code-bg: #ece0c5; --mark: #f0d77a; --toolbar: rgba(245, 236, 217, 0.9); --focus: #8a4b0f;
  --shadow: 0 1px 2px rgba(58, 46, 33, 0.06), 0 6px 24px rgba(58, 46, 33, 0.1);
}
@media (prefers-color-scheme: dark) {
  .root[data-theme='system'] {
    color-scheme: dark;
    --bg: #1a1b1e; --fg: #e4e2dd; --muted: #a2a3a8; --accent: #8ab4f8; --link: #8ab4f8; --link-visited: #c5a3f5;
    --surface: #24262a; --surface-2: #2d3035; --border: #34373c; --card: #202226; --card-border: #33363b;
    --code-bg: #24262b; --mark: #5c4d00; --toolbar: rgba(26, 27, 30, 0.88); --focus: #8ab4f8;
    --shadow: 0 1px 2px rgba(0, 0, 0, 0.3), 0 8px 28px rgba(0, 0, 0, 0.45);
  }
}

.root[data-font='serif'] {
  --body-font: 'Iowan Old Style', Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, 'Noto Serif', 'DejaVu Serif', serif;
}
.root[data-font='sans'] { --body-font: var(--ui-font); }
.root[data-font='mono'] { --body-font: var(--mono-font); }
/* Legible: a hyperlegible face where installed, and the extra letter and word spacing that WCAG 1.4.12 allows
   and the British Dyslexia Association style guide recommends. */
.root[data-font='legible'] {
  --body-font: 'Atkinson Hyperlegible', Lexend, Verdana, 'DejaVu Sans', var(--ui-font);
  letter-spacing: 0.02em;
  word-spacing: 0.12em;
}

:focus { outline: none; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
.root:focus-visible { outline: none; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
@media (prefers-reduced-motion: no-preference) {
  .root { scroll-behavior: smooth; }
}
`;

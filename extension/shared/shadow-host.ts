// Every element Pith adds to a page is one plain <div> host with a closed shadow root and its own stylesheet.
// Nothing about the host names Pith (no attribute, class or custom element a page could select, define or
// collide with), the page's scripts cannot reach the closed root, and the host's own styles win over any page
// rule: for !important declarations the shadow tree's context beats the page's (CSS Cascade 5, 6.1). Which
// hosts are Pith's is known only to the content script (`pithHosts`).

/** The host's box, whatever the page's CSS says about divs or `html > *`. */
export const HOST_CSS = `:host{all:initial !important;display:block !important;visibility:visible !important;
opacity:1 !important;transform:none !important;filter:none !important;clip-path:none !important;
mask:none !important;contain:none !important;content-visibility:visible !important;pointer-events:auto !important}`;

const hosts = new Set<HTMLElement>();

/** Pith's hosts now in the page (the reader's too, mount.tsx registers through `createHostElement`). */
export function pithHosts(): HTMLElement[] {
  for (const host of hosts) if (!host.isConnected) hosts.delete(host);
  return [...hosts];
}

/** A new host and its closed shadow root. `mode: 'open'` is for the overlay's own component tests only. */
export function createHostElement(
  doc: Document,
  mode: ShadowRootMode = 'closed',
): {
  host: HTMLDivElement;
  root: ShadowRoot;
} {
  const host = doc.createElement('div');
  const root = host.attachShadow({ mode });
  hosts.add(host);
  return { host, root };
}

export function createShadowHost(css: string): { host: HTMLDivElement; root: ShadowRoot } {
  const { host, root } = createHostElement(document);
  const style = document.createElement('style');
  style.textContent = `${HOST_CSS}\n${css}`;
  root.append(style);
  return { host, root };
}

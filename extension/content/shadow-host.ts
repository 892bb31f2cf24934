// Every element Pith adds to a page is one host with an open shadow root and its own stylesheet, so page
// CSS cannot reach in and ours cannot leak out; `data-pith` names it for tests and for clean-up.
export function createShadowHost(name: string, css: string): { host: HTMLDivElement; root: ShadowRoot } {
  const host = document.createElement('div');
  host.dataset.pith = name;
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  return { host, root };
}

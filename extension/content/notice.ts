// A short, dismissable message on the page (house style 9: never a silent failure), in its own shadow root.
import { docCreate, docRoot } from '../../src/dom/document';
import { interfaceDirection, interfaceLocale } from '../shared/i18n';
import { createShadowHost } from '../shared/shadow-host';
import { canDrawIn } from './odd-document';

const NOTICE_MS = 6000; // long enough to read two lines at a relaxed pace

const CSS = `.notice{position:fixed;top:16px;inset-inline-end:16px;z-index:2147483647;max-width:360px;padding:12px 16px;
border-radius:8px;background:#1f2933;color:#fff;font:15px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px #0005}
button{margin-inline-start:12px;background:none;border:1px solid #fff8;color:#fff;border-radius:4px;font:inherit;cursor:pointer}
button:focus-visible{outline:2px solid #8ec5ff;outline-offset:2px}`;

let current: HTMLElement | null = null;

export function showNotice(message: string, closeLabel: string): void {
  current?.remove();
  if (!canDrawIn(document)) return; // XML, SVG: nothing to host a notice; the toolbar button says it
  const { host, root } = createShadowHost(CSS);
  current = host;
  const box = docCreate(document, 'div');
  box.className = 'notice';
  box.setAttribute('role', 'alert');
  box.lang = interfaceLocale() ?? 'und';
  box.dir = interfaceDirection();
  box.textContent = message;
  const close = docCreate(document, 'button');
  close.textContent = closeLabel;
  box.append(close);
  root.append(box);
  const controller = new AbortController();
  const remove = () => {
    controller.abort();
    host.remove();
  };
  close.addEventListener('click', remove, { signal: controller.signal });
  window.addEventListener('keydown', (e) => e.key === 'Escape' && remove(), { signal: controller.signal });
  const timer = setTimeout(remove, NOTICE_MS);
  controller.signal.addEventListener('abort', () => clearTimeout(timer));
  docRoot(document).append(host);
}

// Highlight mode (issue 5 item 2): a labelled, colour-coded outline over every detected region, a legend
// with the page type, and on hover why, in plain words of the interface language (issue 21: the region's
// reason codes, reasons.ts; the engine's measures stay on each outline's `data-why`, for developers).
// Everything hangs off one host element and one AbortController, so switching it off leaves the page as it
// was.
import type { Box, Extraction, Region } from '../../../src/types';
import { formatNumber, interfaceDirection, interfaceLocale, t, valueKey } from '../../shared/i18n';
import { layoutLabels, liveBox, place, regionAt } from './layout';
import { CONTENT_KINDS, KIND_COLORS } from './palette';
import { reasonsText } from './reasons';
import { docBody, docCreate, docRoot } from '../../../src/dom/document';
import { createShadowHost } from '../../shared/shadow-host';
import { HIGHLIGHT_CSS } from './styles';

/** Height of a region label (12px text on an 18px line) plus its border, until it can be measured. */
const LABEL_ROOM_PX = 20;

export interface Highlights {
  host: HTMLElement;
  destroy(): void;
}

function regionNode(region: Region): HTMLElement {
  const node = docCreate(document, 'div');
  node.className = `region${CONTENT_KINDS.has(region.kind) ? '' : ' noise'}`;
  node.dataset.pithRegion = region.kind;
  if (region.why) node.dataset.why = region.why;
  node.style.setProperty('--c', KIND_COLORS[region.kind]);
  const label = docCreate(document, 'span');
  label.className = 'label';
  label.textContent = t(`kind_${region.kind}`);
  node.append(label);
  return node;
}

function legend(extraction: Extraction, onClose: () => void, signal: AbortSignal): HTMLElement {
  const box = docCreate(document, 'section');
  box.className = 'legend';
  localize(box);
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', t('highlightLegend'));
  const heading = docCreate(document, 'h2');
  heading.textContent = t('highlightPageType', t(valueKey('pageType', extraction.pageType)));
  const list = docCreate(document, 'ul');
  for (const kind of new Set(extraction.regions.map((r) => r.kind))) {
    const item = docCreate(document, 'li');
    const swatch = docCreate(document, 'span');
    swatch.className = 'swatch';
    swatch.style.setProperty('--c', KIND_COLORS[kind]);
    item.append(swatch, t(`kind_${kind}`));
    list.append(item);
  }
  const close = docCreate(document, 'button');
  close.type = 'button';
  close.textContent = t('highlightHide');
  close.addEventListener('click', onClose, { signal });
  box.append(heading, list, close);
  return box;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Labels, tip and legend speak the interface language and run in its direction (mirrored in Arabic). */
function localize(element: HTMLElement): void {
  element.lang = interfaceLocale() ?? 'und';
  element.dir = interfaceDirection();
}

/** "Navigation — mostly links and named like a navigation bar", then the score. */
function tipText(region: Region): string {
  const kind = t(`kind_${region.kind}`);
  const reasons = reasonsText(region.kind, region.reasons ?? []);
  const score = t('highlightScore', formatNumber(region.score, undefined, TWO_DECIMALS));
  return `${reasons ? `${kind} — ${reasons}` : kind}\n${score}`;
}

export function showHighlights(extraction: Extraction, onClose: () => void): Highlights {
  const controller = new AbortController();
  const { signal } = controller;
  const { host, root } = createShadowHost(HIGHLIGHT_CSS);
  const layer = docCreate(document, 'div');
  layer.className = 'layer';
  localize(layer);
  const nodes = extraction.regions.map(regionNode);
  layer.append(...nodes);
  const tip = docCreate(document, 'div');
  tip.className = 'tip';
  localize(tip);
  tip.hidden = true;
  root.append(layer, tip, legend(extraction, onClose, signal));

  let boxes = extraction.regions.map(liveBox);
  const labels = nodes.map((node) => node.querySelector<HTMLElement>('.label')!);
  const relayout = () => {
    boxes = extraction.regions.map(liveBox);
    nodes.forEach((node, i) => place(node, boxes[i]));
    // Labels laid out together so none covers another (layoutLabels), at each region's start: the left in
    // a left-to-right interface, the right in a right-to-left one (computed mirrored, then mapped back).
    const rtl = layer.dir === 'rtl';
    const mirror = (b: Box): Box => (rtl ? { ...b, x: -(b.x + b.width) } : b);
    const sizes = labels.map((l) => ({ width: l.offsetWidth, height: l.offsetHeight || LABEL_ROOM_PX }));
    layoutLabels(boxes.map(mirror), sizes).forEach((spot, i) => {
      const box = boxes[i];
      const x = rtl ? -(spot.x + spot.width) : spot.x;
      const style = labels[i].style;
      style.setProperty('transform', 'none');
      style.setProperty('inset-inline-start', 'auto');
      style.setProperty('inset-inline-end', 'auto');
      style.setProperty('left', `${x - box.x - 2}px`);
      style.setProperty('top', `${spot.y - box.y - 2}px`);
      nodes[i].classList.toggle('inside', spot.y >= box.y);
    });
  };
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(relayout);
  };
  relayout();
  window.addEventListener('resize', schedule, { signal, passive: true });
  const observer = new ResizeObserver(schedule);
  observer.observe(docBody(document) ?? docRoot(document));
  signal.addEventListener('abort', () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  });

  let active = -1;
  window.addEventListener(
    'pointermove',
    (event) => {
      const index = regionAt(boxes, event.pageX, event.pageY);
      if (index !== active) nodes[active]?.classList.remove('active');
      active = index;
      tip.hidden = index < 0;
      if (index < 0) return;
      nodes[index].classList.add('active');
      tip.textContent = tipText(extraction.regions[index]);
      tip.style.left = `${Math.min(event.clientX + 14, window.innerWidth - 400)}px`;
      tip.style.top = `${Math.min(event.clientY + 14, window.innerHeight - 120)}px`;
    },
    { signal, passive: true },
  );
  window.addEventListener('keydown', (e) => e.key === 'Escape' && onClose(), { signal });

  docRoot(document).append(host);
  relayout(); // the labels are in the document now: measured, laid out apart
  return {
    host,
    destroy() {
      controller.abort();
      host.remove();
    },
  };
}

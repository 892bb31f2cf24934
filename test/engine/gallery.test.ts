// @vitest-environment jsdom
// Stage "gallery" (src/pipeline/gallery.ts) on a hand-built SD-Tree of real elements: a page of pictures with
// short captions keeps every picture, whether the article found is one caption or an element that holds the
// gallery and cuts some of its figures; a story with pictures in it is left alone.
import { describe, expect, it } from 'vitest';
import { galleryDecision } from '../../src/pipeline/gallery';
import type { Decision } from '../../src/pipeline/decision';
import type { SdNode, SdTree } from '../../src/sdtree';
import { decisionWith } from '../helpers/decision';

/**
 * An SD-Tree over the body: every element a node, images 300x200, other elements the box of their `data-box`
 * ("width,height"; none without it), text counted below each node.
 */
function tree(html: string) {
  document.body.innerHTML = html;
  const nodes: SdNode[] = [];
  const make = (el: Element, parent: SdNode | null, depth: number): SdNode => {
    const big = el.localName === 'img';
    const [w, h] = (el.getAttribute('data-box') ?? '0,0').split(',').map(Number);
    const node = {
      el,
      tag: el.localName,
      className: el.getAttribute('class') ?? '',
      parent,
      children: [],
      index: nodes.length,
      depth,
      subtreeDensity: (el.textContent ?? '').replace(/\s+/g, ' ').trim().length,
      box: { x: 0, y: 0, width: big ? 300 : w, height: big ? 200 : h },
    } as unknown as SdNode;
    nodes.push(node);
    for (const child of Array.from(el.children)) node.children.push(make(child, node, depth + 1));
    return node;
  };
  const root = make(document.body, null, 0);
  const t = { root, nodes, hidden: new Set(), truncated: false } as SdTree;
  const byId = (id: string) => nodes.find((n) => n.el.id === id)!;
  return { tree: t, byId };
}

const figures = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<figure id="f${i}"><img src="/p${i}.jpg" alt=""><figcaption>Bird ${i} at dusk</figcaption></figure>`,
  ).join('');

const decision = (root: SdNode, cut: Element[] = []): Decision => decisionWith({ root, cut: new Set(cut) });

describe('gallery', () => {
  const page = () =>
    tree(
      `<main id="main"><h1>Winter Birds of the Estuary</h1><div id="gallery" data-box="1200,520">${figures(8)}</div></main>`,
    );

  it('reads the gallery where the article found is one of its captions', () => {
    const { tree: t, byId } = page();
    const found = galleryDecision(t, decision(byId('f2')));
    expect(found?.decision.root).toBe(byId('gallery'));
  });

  it('keeps every figure where the article holds the gallery but cuts some of them', () => {
    const { tree: t, byId } = page();
    const cut = ['f3', 'f4', 'f5'].map((id) => byId(id).el);
    const found = galleryDecision(t, decision(byId('main'), cut));
    expect(found?.decision.root).toBe(byId('main'));
    expect(found?.decision.cut.size).toBe(0);
    // Nothing to change when nothing of the gallery is cut.
    expect(galleryDecision(t, decision(byId('main')))).toBeNull();
  });

  it('leaves a story whose pictures sit between long paragraphs', () => {
    const para = `<p>${'The tide came in over the flats and the birds moved up the creek. '.repeat(6)}</p>`;
    const { tree: t, byId } = tree(
      `<article id="story">${Array.from({ length: 5 }, (_, i) => `${para}<figure id="s${i}"><img src="/s${i}.jpg" alt=""></figure>`).join('')}</article>`,
    );
    expect(galleryDecision(t, decision(byId('story'), [byId('s1').el]))).toBeNull();
  });

  it("leaves a page whose pictures are a story's photo and a column of thumbnails in the page's wrapper", () => {
    const thumbs = Array.from(
      { length: 5 },
      (_, i) => `<li id="t${i}"><img src="/t${i}.jpg" alt="">Teaser ${i}</li>`,
    );
    const { tree: t, byId } = tree(
      `<div id="wrap" data-box="1280,2400"><nav id="menu">Home News Sport Weather</nav>` +
        `<article id="story"><p>The council met on Tuesday.</p><img src="/lead.jpg" alt=""></article>` +
        `<ul id="column">${thumbs.join('')}</ul></div>`,
    );
    // The pictures' common ancestor is the wrapper (six pictures, little text each), but they cover a fifth
    // of it: the article keeps its cuts.
    expect(galleryDecision(t, decision(byId('wrap'), [byId('menu').el, byId('column').el]))).toBeNull();
  });
});

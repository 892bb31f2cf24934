// @vitest-environment jsdom
// Stage "lists-together" (src/learned/lists.ts) on real markup: the main blocks of a list whose text is mostly
// not main become noise; a list mostly main, a thread's posts and paragraphs of prose are left alone.
import { describe, expect, it } from 'vitest';
import type { Block, BlockLabel } from '../../src/blocks/types';
import { listsTogether } from '../../src/learned/lists';
import type { SdNode, SdTree } from '../../src/sdtree';

/** An SD-Tree over `html`'s body: every element a node; an element with `data-main` a block, main if "1". */
function page(html: string) {
  document.body.innerHTML = html;
  const nodes: SdNode[] = [];
  const blocks: Block[] = [];
  const main: number[] = [];
  const make = (el: Element, parent: SdNode | null, ancestors: number[]): SdNode => {
    const node = {
      el,
      tag: el.localName,
      className: el.getAttribute('class') ?? '',
      parent,
      children: [],
      index: nodes.length,
    } as unknown as SdNode;
    nodes.push(node);
    const p = el.getAttribute('data-main');
    if (p !== null) {
      blocks.push({ node: node.index, ancestors, text: el.textContent ?? '' } as Block);
      main.push(Number(p));
    } else {
      for (const child of Array.from(el.children))
        node.children.push(make(child, node, [node.index, ...ancestors]));
    }
    return node;
  };
  const root = make(document.body, null, []);
  const tree = { root, nodes, hidden: new Set(), truncated: false } as SdTree;
  const labels: BlockLabel[] = main.map((m) => (m ? 'main' : 'noise'));
  const texts = blocks.map((b) => b.text);
  return { tree, blocks, labels, texts };
}

const STORY = `<div class="story">
  <h1 data-main="1">Winter tree drop-off depots open across the city</h1>
  <p data-main="1">${'Residents can take their trees to one of nine fenced depots. '.repeat(4)}</p>
  <p data-main="1">${'The trees are chipped into mulch for the gardens in spring. '.repeat(4)}</p>
</div>`;

const teaser = (i: number, p: number) => `<div class="teaser">
  <h3 data-main="0"><a href="/news/${i}">Headline number ${i} of the local news</a></h3>
  <p data-main="${p}">A short summary of story ${i}, a sentence or two that stands for another page.</p>
</div>`;

describe('lists-together', () => {
  it('turns the main blocks of a run of teasers mostly read as noise into noise, and leaves the story', () => {
    const probs = [1, 1, 1, 0, 0, 0, 0, 0];
    const { tree, blocks, labels, texts } = page(
      `${STORY}<div class="more"><h2 data-main="0">More local headlines</h2>${probs.map((p, i) => teaser(i, p)).join('')}</div>`,
    );
    expect(labels.filter((l) => l === 'main')).toHaveLength(6);
    const out = listsTogether(tree, blocks, labels);
    expect(out).not.toBeNull();
    const mainTexts = texts.filter((_, i) => out![i] === 'main');
    expect(mainTexts).toHaveLength(3);
    expect(mainTexts.every((t) => !t.includes('summary'))).toBe(true);
  });

  it('leaves a list mostly read as main, even where one item reads as noise', () => {
    const section = (p: number) =>
      `<section class="part"><h2 data-main="1">A part of the story</h2><p data-main="${p}">${'The council voted on the plan after a long debate. '.repeat(3)}</p></section>`;
    const { tree, blocks, labels } = page(`<article>${[1, 1, 0, 1].map(section).join('')}</article>`);
    expect(listsTogether(tree, blocks, labels)).toBeNull();
  });

  it('leaves a ranking whose items are a paragraph read as main and lines of facts read as noise', () => {
    const school = (i: number) => `<div class="school"><h3 data-main="0">${i}. School number ${i}</h3>
      <p data-main="1">${'The school is strong in finance and in technology, with a flexible curriculum. '.repeat(3)}</p>
      <ul><li data-main="0">Location: Boston</li><li data-main="0">Average GMAT: 730</li><li data-main="0">Class size: 433</li></ul></div>`;
    const { tree, blocks, labels } = page(`<article>${[1, 2, 3, 4].map(school).join('')}</article>`);
    expect(listsTogether(tree, blocks, labels)).toBeNull();
  });

  it('leaves posts that carry a date: a thread is not a list of teasers', () => {
    const post = (i: number, p: number) => `<div class="post">
      <div class="meta" data-main="0">Posted on <time datetime="2024-03-0${i + 1}T10:00:00Z">March ${i + 1}, 2024</time></div>
      <p data-main="${p}">Reply number ${i}: I tried the same thing and it worked for me as well.</p>
    </div>`;
    const { tree, blocks, labels } = page(
      `<div class="thread">${[1, 0, 0, 0].map((p, i) => post(i, p)).join('')}</div>`,
    );
    expect(labels.filter((l) => l === 'main')).toHaveLength(1);
    expect(listsTogether(tree, blocks, labels)).toBeNull();
  });

  it('does not take paragraphs of prose for a list: an item holds more than one block', () => {
    const { tree, blocks, labels } = page(
      `<div class="body">${[1, 0, 0, 0, 0]
        .map((p) => `<p data-main="${p}">${'A sentence of the story, told plainly. '.repeat(3)}</p>`)
        .join('')}</div>`,
    );
    expect(listsTogether(tree, blocks, labels)).toBeNull();
  });
});

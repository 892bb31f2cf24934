// The block table (src/blocks/) of a live page in real Chromium: every visible text block once, in reading
// order, with its measures and today's pipeline as signals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block, BlockTable } from '../../src/blocks';
import { closeEngine, withPage } from '../helpers/engine';
import { tableBundle } from '../../tools/train/tables';
import type { BlockUnits } from '../../src/blocks/table';

function tableOf(name: string, units: BlockUnits = 'elements'): Promise<BlockTable> {
  return withPage(name, async (page) => {
    // The table's own bundle, as `npm run tables` injects it (the shipped engine does not carry it yet).
    await page.evaluate((await tableBundle(units)).code);
    return page.evaluate(
      `(() => globalThis.PithBlocks.measureBlocks(document, {}, {}, ${JSON.stringify(units)}).table)()`,
    ) as Promise<BlockTable>;
  });
}

const find = (t: BlockTable, start: string): Block => {
  const block = t.blocks.find((b) => b.text.startsWith(start));
  if (!block) throw new Error(`no block starts with "${start}"`);
  return block;
};

describe('block table of a blog post with comments', () => {
  let t: BlockTable;
  beforeAll(async () => {
    t = await tableOf('blog-comments.html');
  });
  afterAll(closeEngine);

  it('reads every visible text block once, in document order, inline text in place', () => {
    const texts = t.blocks.map((b) => b.text);
    expect(texts[0]).toBe('Notes from the Hill Kitchen');
    // A block with links inside: its text in document order, the link characters counted.
    const menu = find(t, 'Home');
    expect(menu.text).toBe('Home Recipes About');
    expect(menu.linkChars).toBe('HomeRecipesAbout'.length);
    expect(find(t, 'Posted by').text).toBe('Posted by Tomas Lindqvist on 2 February 2026');
    const order = [
      'Sourdough at Altitude',
      'Baking bread',
      'This matches my',
      'About the baker',
      'Footer sentence',
    ];
    const at = order.map((s) => texts.findIndex((x) => x.startsWith(s)));
    expect(at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]))).toBe(true);
    // No text twice: a paragraph is not also part of its container's block.
    const paragraph = texts.filter((x) => x.includes('lesson in patience'));
    expect(paragraph).toHaveLength(1);
  });

  it('measures the box, the font and the words of each block', () => {
    const title = find(t, 'Sourdough at Altitude');
    expect(title).toMatchObject({ tag: 'h2', heading: 2, names: ['entry-title'] });
    expect(title.fontSize).toBeGreaterThan(t.bodyFontSize);
    const para = find(t, 'Baking bread');
    expect(para.tag).toBe('p');
    expect(para.path.slice(0, 3)).toEqual(['div', 'div', 'div']);
    expect(para.ancestorNames).toEqual(
      expect.arrayContaining(['entry-content', 'post', 'post-42', 'content']),
    );
    expect(para.width).toBeGreaterThan(500);
    expect(para.fontSize).toBe(t.bodyFontSize);
    const sidebar = find(t, 'Sidebar sentence');
    expect(sidebar.x).toBeGreaterThan(para.x + para.width - 1);
    expect(t.pageWidth).toBe(1280);
  });

  it('carries the pipeline’s decision as signals, not verdicts', () => {
    expect(t.pageType).toBe('article-with-comments');
    expect(find(t, 'Baking bread').signals).toMatchObject({
      inRoot: true,
      output: 'article',
      commentWord: false,
    });
    const comment = find(t, 'This matches my');
    expect(comment.signals).toMatchObject({ output: 'comment', commentWord: true });
    expect(comment.sd.regionKind).toBe('comments');
    expect(find(t, 'Baking bread').sd.regionKind).toBe('article');
    expect(find(t, 'Sidebar sentence').signals.output).toBe('none');
    expect(find(t, 'Footer sentence').signals.output).toBe('none');
  });
});

describe('block table of a page with hidden text', () => {
  afterAll(closeEngine);

  it('leaves out what the reader cannot see', async () => {
    const t = await tableOf('hidden-text.html');
    const all = t.blocks.map((b) => b.text).join('\n');
    expect(all).toContain('Otters have returned to every river in the county');
    for (const hidden of [
      'Stylesheet-hidden',
      'Hidden-attribute',
      'Zero-size',
      'Visibility-hidden',
      'Opacity-zero',
    ])
      expect(all).not.toContain(hidden);
  });
});

describe('block table of a page written with ruby', () => {
  afterAll(closeEngine);

  it('reads a paragraph with ruby, in dictionary links or not, as one block of its base text', async () => {
    const t = await tableOf('ruby-article.html');
    const paragraph = find(t, '町の真ん中');
    expect(paragraph.tag).toBe('p');
    expect(paragraph.text).toBe(
      '町の真ん中を流れる川の水が、工場の排水を規制してから、とてもきれいになりました。',
    );
    expect(paragraph.linkChars).toBe('工場排水規制'.length);
    // No word or reading is a block of its own.
    expect(t.blocks.filter((b) => b.tag === 'ruby' || b.tag === 'rt')).toEqual([]);
    expect(t.blocks.map((b) => b.text).join(' ')).not.toMatch(/こうじょう|まち/);
  });
});

describe('block table of vertical Japanese in a box that scrolls sideways', () => {
  afterAll(closeEngine);

  it('places paragraphs laid out past the page’s left edge where scrolling their box shows them', async () => {
    const t = await tableOf('vertical-japanese.html');
    const paragraphs = t.blocks.filter((b) => b.text.startsWith('第'));
    expect(paragraphs).toHaveLength(10);
    // vertical-rl runs from right to left: the first paragraphs are on the page as laid out, the later ones
    // (past its left edge, which the page cannot scroll to) are centred in the article's box.
    for (const p of paragraphs) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width).toBeLessThanOrEqual(t.pageWidth);
    }
    expect(paragraphs[0].x).toBeGreaterThan(t.pageWidth / 2);
    const moved = paragraphs.filter((p) => Math.abs(p.x + p.width / 2 - t.pageWidth / 2) < 1);
    expect(moved.length).toBeGreaterThanOrEqual(4);
    expect(moved).toContain(paragraphs[9]);
  });
});

describe("block table of an element's own text between its blocks (units: elements, runs)", () => {
  // Readers' comments written as the story container's own text between `<hr>`s, after its paragraphs (as
  // 2008 news sites print them).
  let elements: BlockTable;
  let runs: BlockTable;
  let members: string[][];
  beforeAll(async () => {
    elements = await tableOf('comments-in-own-text.html');
    runs = await tableOf('comments-in-own-text.html', 'runs');
    members = await withPage('comments-in-own-text.html', async (page) => {
      await page.evaluate((await tableBundle('runs')).code);
      return page.evaluate(`(() => globalThis.PithBlocks.measureBlocks(document, {}, {}, 'runs').members
        .map((m) => (m ?? []).map((n) => n.nodeName.toLowerCase())))()`) as Promise<string[][]>;
    });
  });
  afterAll(closeEngine);

  it('reads it as one block of the element, with its box, before the blocks inside it (elements)', () => {
    expect(elements.units).toBeUndefined();
    const own = elements.blocks.filter((b) => b.text.includes('Posted by'));
    expect(own).toHaveLength(1);
    expect(own[0].text).toMatch(/^I grew up in Kessel.*Posted by J\. Olsen, 4 September 2008 08:03$/);
    expect(elements.blocks.indexOf(own[0])).toBeLessThan(
      elements.blocks.indexOf(find(elements, 'River towns')),
    );
    expect(own[0].run).toBeUndefined();
  });

  it('reads each run between two blocks as a block of its own, in reading order, with the box of its text (runs)', () => {
    expect(runs.units).toBe('runs');
    const texts = runs.blocks.map((b) => b.text);
    const comments = runs.blocks.filter((b) => b.text.includes('Posted by'));
    expect(comments.map((b) => b.text.replace(/ Posted by.*/, '').slice(0, 20))).toEqual([
      'I grew up in Kessel ',
      'The grain barges sho',
      'Forty years of talk ',
    ]);
    // After the heading above them, one after the other down the page, each no taller than a few lines.
    const heading = texts.indexOf("Readers' comments");
    expect(comments.map((b) => texts.indexOf(b.text))).toEqual([heading + 1, heading + 2, heading + 3]);
    const story = find(runs, 'River towns');
    for (const [k, c] of comments.entries()) {
      expect(c.run).toBe(true);
      expect(c.y).toBeGreaterThan(k ? comments[k - 1].y + comments[k - 1].height : find(runs, "Readers'").y);
      expect(c.height).toBeLessThan(100);
      // An anonymous block inside the story's element: that element is its nearest container, as it is the
      // headline's.
      expect(c.ancestors[0]).toBe(story.ancestors[0]);
      expect(c.node).toBe(story.ancestors[0]);
    }
    // Blocks that are whole elements are measured as with units `elements`.
    const whole = (t: BlockTable) => t.blocks.filter((b) => !b.text.includes('Posted by'));
    expect(whole(runs)).toEqual(whole(elements));
  });

  it("gives each run's nodes: its text nodes, the inline elements wholly in it", () => {
    const ofRuns = members.filter((m) => m.length);
    expect(ofRuns).toHaveLength(3);
    for (const m of ofRuns) expect(m).toEqual(['#text', 'br', 'i', '#text']);
  });
});

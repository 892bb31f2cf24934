// Features on pages we write, computed in real Chromium (layout is real, not faked).
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureDump } from '../../src/research/features/dump';
import { launchBrowser } from '../../tools/lib/browser';
import { runInPage } from '../helpers/in-browser';

const ENTRY = path.resolve(__dirname, '../../src/research/features/dump.ts');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dump = (html: string) => runInPage<FeatureDump>(browser, html, ENTRY, 'dumpFeatures');

function rowOf(d: FeatureDump, id: string) {
  const i = d.ids.indexOf(id);
  if (i < 0) throw new Error(`no candidate #${id}`);
  return d.rows[i];
}

const NEWS = `<!doctype html><html lang="en"><body style="margin:0">
<nav id="nav" style="height:100px"><ul><li><a href="/">Home</a></li><li><a href="/a">About us</a></li></ul></nav>
<main><article id="art" style="width:640px;margin-left:320px"><h1>Title</h1>
<p>The cat sat on the mat and it was happy with the world because the sun was out.</p>
<p>It is a truth that all of the cats in the town are of the same mind about this.</p></article></main>
<footer id="foot"><div>Copyright <a href="/c">the company</a></div></footer>
</body></html>`;

describe('computeFeatures', () => {
  it('normalises lengths by the document and reads the real layout', async () => {
    const d = await dump(NEWS);
    const art = rowOf(d, 'art');
    const nav = rowOf(d, 'nav');
    expect(art.innerTxtLength).toBeGreaterThan(0.7);
    expect(art.innerTxtLength).toBeLessThan(1);
    expect(art.paraNum).toBe(1);
    expect(art.headerAround).toBe(1);
    expect(art.inArticle).toBe(1);
    expect(art.inMain).toBe(1);
    expect(art.width).toBeCloseTo(640 / 1280, 2);
    expect(art.centerX).toBeCloseTo((320 + 320) / 1280, 2);
    expect(nav.linkToTextRatio).toBe(1);
    expect(nav.stopWordRatio).toBe(0);
    expect(nav.inNav).toBe(1);
    expect(nav.linkNum).toBeCloseTo(2 / 3, 5);
    expect(Number(art.stopWordRatio)).toBeGreaterThan(0.8);
    expect(rowOf(d, 'foot').inFooter).toBe(1);
  });

  it('penalises stop words under links (equation 4.1)', async () => {
    const html = `<html lang="en"><body><div id="a">the one and the other of it</div>
      <div id="b"><a href="#">the one and the other of it</a></div></body></html>`;
    const d = await dump(html);
    expect(rowOf(d, 'a').stopWordRatio).toBeCloseTo(0.5, 5);
    expect(rowOf(d, 'b').stopWordRatio).toBe(0);
  });

  it('uses the page language, and detects it when undeclared (no silent zero off English)', async () => {
    const de = `<html lang="de"><body><div id="t">Das ist nicht der Weg, den wir mit dir gehen wollen.</div></body></html>`;
    const plDetected = `<html><body><div id="t">To jest tylko dla nas, ale nie wiem, czy już jest na to czas.</div></body></html>`;
    for (const [html, lang] of [
      [de, 'de'],
      [plDetected, 'pl'],
    ]) {
      const d = await dump(html);
      expect(d.lang).toBe(lang);
      expect(rowOf(d, 't').stopWordDensity).toBeGreaterThan(0.3);
    }
  });

  it('flags hidden nodes and reads font size and weight', async () => {
    const html = `<html><body style="font-size:16px"><div id="h" style="display:none">hidden text</div>
      <div id="big" style="font-size:32px;font-weight:700">Big</div></body></html>`;
    const d = await dump(html);
    expect(rowOf(d, 'h').visible).toBe(0);
    expect(rowOf(d, 'big').visible).toBe(1);
    expect(rowOf(d, 'big').fontSize).toBe(2);
    expect(rowOf(d, 'big').fontWeight).toBeCloseTo(0.7, 5);
  });

  it('counts domHeight as the longest path to a leaf (thesis figure 4.4) and maps leaves to candidates', async () => {
    const html = `<html><body><div id="outer"><div><ul><li>deep</li></ul></div><p>x</p></div></body></html>`;
    const d = await dump(html);
    const outer = d.ids.indexOf('outer');
    // outer > div > ul > li > (text): height 3 edges of elements below it; body adds one more.
    expect(rowOf(d, 'outer').domHeight).toBeCloseTo(3 / 4, 5);
    expect(d.spans[outer]).toEqual([0, 2]);
    expect(d.leaves.map((l) => l.text)).toEqual(['deep', 'x']);
  });
});

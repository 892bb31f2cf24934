// bench:click (click.ts): the sample, the summary, and one real click each on a fixture page with an article
// and one without, in Chromium with the built extension (dist/chrome), rendered as corpus pages are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths';
import { ClickBench, sampleClickPages, summarize, type ClickMeasurement } from './click';

function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(ROOT, 'test', 'fixtures', name));
}

describe('sampleClickPages', () => {
  let corpus: string;
  beforeAll(() => {
    corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-click-corpus-'));
    for (const [set, count] of [
      ['big', 6],
      ['small', 2],
    ] as const) {
      fs.mkdirSync(path.join(corpus, set, 'pages'), { recursive: true });
      const ids = Array.from({ length: count }, (_, i) => `${set}${i}`);
      fs.writeFileSync(
        path.join(corpus, set, 'gold.jsonl'),
        ids.map((id) => JSON.stringify({ id, url: null })).join('\n'),
      );
      for (const id of ids)
        fs.writeFileSync(path.join(corpus, set, 'pages', `${id}.html.gz`), zlib.gzipSync('<p>x</p>'));
    }
  });
  afterAll(() => fs.rmSync(corpus, { recursive: true, force: true }));

  it('takes the sets in turn, in a fixed order, until a set runs out', () => {
    const sample = sampleClickPages(corpus, 6);
    expect(sample.map((p) => p.set)).toEqual(['big', 'small', 'big', 'small', 'big', 'big']);
    expect(sampleClickPages(corpus, 6)).toEqual(sample);
    expect(new Set(sample.map((p) => p.id)).size).toBe(6);
    expect(sampleClickPages(corpus, 100)).toHaveLength(8);
    expect(sample[0].url).toMatch(/^http:\/\/big\.corpus\.invalid\//);
  });
});

describe('summarize', () => {
  it('counts failed pages and takes the times of the measured ones only', () => {
    const ok = (ms: number): ClickMeasurement => ({
      ok: true,
      clickToPaintMs: ms,
      clickToFrameMs: ms - 2,
      clickToMountMs: ms - 5,
      articleChars: 100,
      cards: 0,
      error: null,
    });
    const failure: ClickMeasurement = {
      ...ok(0),
      ok: false,
      clickToPaintMs: null,
      clickToFrameMs: null,
      clickToMountMs: null,
      error: 'timed out',
    };
    const summary = summarize([ok(100), ok(300), failure, ok(200)]);
    expect(summary).toMatchObject({ pages: 4, measured: 3, failed: 1, medianMs: 200, medianMountMs: 195 });
    expect(summary.p95Ms).toBeCloseTo(290);
  });
});

describe('ClickBench, the built extension in Chromium', () => {
  let bench: ClickBench;
  beforeAll(async () => {
    bench = await ClickBench.start();
  });
  afterAll(() => bench?.close());

  it('times the toolbar click to the first paint of the reader on a page with an article', async () => {
    const m = await bench.measure('https://news.test/harbour-lights', fixture('news-article.html'));
    expect(m.error).toBeNull();
    expect(m.ok).toBe(true);
    expect(m.clickToMountMs).toBeGreaterThan(0);
    expect(m.clickToFrameMs).toBeGreaterThanOrEqual(m.clickToMountMs!);
    expect(m.clickToPaintMs).toBeGreaterThanOrEqual(m.clickToFrameMs!);
    expect(m.articleChars).toBeGreaterThan(500);
  });

  it('reports a page with nothing to read as a failure, with the notice the user saw', async () => {
    const m = await bench.measure('https://app.test/', fixture('empty.html'));
    expect(m.ok).toBe(false);
    expect(m.clickToPaintMs).toBeNull();
    expect(m.error).toMatch(/^notice: \S/);
  });
});

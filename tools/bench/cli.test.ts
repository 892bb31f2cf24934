// Runs `npm run bench`'s CLI on a tiny corpus written here, in real Chromium (needs `npm run build`).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths';

const run = promisify(execFile);
const CLI = path.join(ROOT, 'tools', 'bench', 'cli.ts');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

const STORY = Array.from(
  { length: 12 },
  (_, i) =>
    `<p>Paragraph ${i} tells how the harbour lights were kept burning through the long winter storms, night after night.</p>`,
).join('');
const PAGE = `<html><head><title>Harbour lights</title></head><body><nav>Home News Sport</nav>
<article><h1>Harbour lights</h1>${STORY}</article><footer>Copyright footer text</footer></body></html>`;
const GOLD_TEXT = STORY.replace(/<\/?p>/g, '\n');

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-bench-'));
  fs.mkdirSync(path.join(dir, 'tiny', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'tiny', 'pages', 'a.html.gz'), zlib.gzipSync(Buffer.from(PAGE)));
  const gold = { id: 'a', url: 'https://harbour.test/a', pageType: 'article', article: GOLD_TEXT };
  fs.writeFileSync(path.join(dir, 'tiny', 'gold.jsonl'), `${JSON.stringify(gold)}\n`);
  // trafilatura's given output for the page: the story without its last paragraph.
  const given = { id: 'a', text: GOLD_TEXT.slice(0, GOLD_TEXT.lastIndexOf('Paragraph 11')), ms: 40 };
  fs.mkdirSync(path.join(dir, 'peers', 'trafilatura'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'peers', 'trafilatura', 'tiny.jsonl.gz'),
    zlib.gzipSync(`${JSON.stringify(given)}\n`),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('bench CLI', () => {
  it('scores Pith and the peers on one render and writes the report files', async () => {
    const out = path.join(dir, 'out');
    const peers = path.join(dir, 'peers');
    const { stdout } = await run(TSX, [CLI, '--corpus', dir, '--peers', peers, '--out', out], { cwd: ROOT });
    expect(stdout).toMatch(/\| tiny \| 1 \| 0 \|/);
    for (const file of [
      'report.md',
      'results.json',
      'pages.csv',
      'outputs.jsonl',
      'f1-tiny.svg',
      'time-ratio.svg',
    ]) {
      expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    }
    const results = JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8'));
    const tiny = results.sets[0];
    expect(tiny.readability.word.f1).toBeGreaterThan(0.9); // Readability finds this article
    expect(tiny.defuddle.word.f1).toBeGreaterThan(0.9); // so does Defuddle, in the same render
    // trafilatura is scored from its given output: 11 of the 12 paragraphs.
    expect(tiny.trafilatura.word.recall).toBeGreaterThan(0.85);
    expect(tiny.trafilatura.word.recall).toBeLessThan(0.95);
    expect(Number.isFinite(tiny.time.pithMedian)).toBe(true);
    expect(Number.isFinite(tiny.time.readabilityMedian)).toBe(true);
    expect(Number.isFinite(tiny.peerTime.defuddle.median)).toBe(true);
    expect(stdout).toMatch(/\| tiny \| 1 \| \d\.\d{3} \| \d\.\d{3} \((Readability|Defuddle)\) \|/);
    const report = fs.readFileSync(path.join(out, 'report.md'), 'utf8');
    expect(report).toContain('## tiny');
    expect(report).toContain('| metric | Pith | Readability | Defuddle | trafilatura |');
  });

  it('runs every --methods method on the one render and writes configs.md beside the report', async () => {
    const out = path.join(dir, 'out-configs');
    const args = [CLI, '--corpus', dir, '--out', out, '--methods', 'sd,cs2', '--no-defuddle'];
    const { stdout } = await run(TSX, args, { cwd: ROOT });
    expect(stdout).toMatch(/\| method \| tiny \(1\) \| ms median \|/);
    const configs = fs.readFileSync(path.join(out, 'configs.md'), 'utf8');
    expect(configs).toMatch(/\| `sd` \| .* \|\n\| `cs2` \| .* \|\n\| Readability \| /);
    expect(configs).toContain('scored as empty): none.');
    const line = JSON.parse(fs.readFileSync(path.join(out, 'outputs.jsonl'), 'utf8').split('\n')[0]);
    expect(Object.keys(line.configs)).toEqual(['sd', 'cs2']);
    expect(line.configs.cs2.method).toBe('cs2');
    expect(line.pith.method).toBe('sd'); // report.md is the first method's
    expect(line.defuddle).toBeUndefined(); // --no-defuddle
    expect(fs.existsSync(path.join(out, 'report.md'))).toBe(true);
  });

  it('stops before rendering on a method the engine does not have', async () => {
    const failed = run(TSX, [CLI, '--corpus', dir, '--methods', 'sd,cs9'], { cwd: ROOT });
    await expect(failed).rejects.toMatchObject({ stderr: expect.stringMatching(/Unknown method cs9/) });
  });

  it('skips the guard, successfully, when there is no corpus', async () => {
    const { stdout } = await run(TSX, [CLI, '--guard', '--corpus', path.join(dir, 'absent')], { cwd: ROOT });
    expect(stdout).toMatch(/no corpus at .*absent.*skipping/);
  });
});

// Runs the real CLI (tsx) on a tiny corpus written here, in real Chromium. Needs `npm run build` (npm test does).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths';

const run = promisify(execFile);
const CLI = path.join(ROOT, 'tools', 'extract', 'cli.ts');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

const PAGES: Record<string, string> = {
  one: '<html><head><title>First page</title></head><body><p>Lighthouses guide ships at night.</p></body></html>',
  two: '<html><head><title>Zweite Seite</title></head><body><p>Grüße aus Köln, schöne Straße.</p></body></html>',
};

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-extract-'));
  fs.mkdirSync(path.join(dir, 'pages'));
  for (const [id, html] of Object.entries(PAGES)) {
    fs.writeFileSync(path.join(dir, 'pages', `${id}.html.gz`), zlib.gzipSync(Buffer.from(html, 'utf8')));
  }
  // "missing" has gold but no page file: it must become an error line and the run must go on.
  const gold = ['one', 'missing', 'two'].map((id) =>
    JSON.stringify({ id, url: `https://example.test/${id}` }),
  );
  fs.writeFileSync(path.join(dir, 'gold.jsonl'), `${gold.join('\n')}\n`);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('extract CLI', () => {
  it('writes one line per corpus page, errors included, in gold order', async () => {
    const out = path.join(dir, 'out.jsonl');
    await run(TSX, [CLI, '--corpus', dir, '--out', out], { cwd: ROOT });
    const lines = fs
      .readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['one', 'missing', 'two']);
    expect(lines[1].error).toMatch(/cannot read page/);
    expect(lines[0].title).toBe('First page');
    expect(lines[0].article.text).toContain('Lighthouses guide ships');
    expect(lines[2].article.text).toContain('Grüße aus Köln'); // the UTF-8 charset rule
    expect(typeof lines[0].ms).toBe('number');
  });

  it('honours --limit', async () => {
    const out = path.join(dir, 'limited.jsonl');
    await run(TSX, [CLI, '--corpus', dir, '--out', out, '--limit', '1'], { cwd: ROOT });
    expect(fs.readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('prints a local .html.gz page as text and as JSON', async () => {
    const file = path.join(dir, 'pages', 'one.html.gz');
    const text = await run(TSX, [CLI, file], { cwd: ROOT });
    expect(text.stdout).toMatch(/^First page\n\n[\s\S]*Lighthouses guide ships/);
    const json = JSON.parse((await run(TSX, [CLI, '--format', 'json', file], { cwd: ROOT })).stdout);
    expect(json.url).toBe('http://local.invalid/one.html');
  });

  it('fails with a readable message when a URL cannot be fetched', async () => {
    const failed = await run(TSX, [CLI, 'http://nothing.invalid/'], { cwd: ROOT }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/Could not fetch http:\/\/nothing\.invalid\//);
  });
});

// The built artifacts as shipped: Firefox's build passes `web-ext lint` with no errors (issue 2 item 1), both
// zips hold a loadable extension, and the content script runs the engine file byte for byte.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DIST, ENGINE_FILE, ROOT } from '../tools/lib/paths';

const run = promisify(execFile);

describe('built extensions', () => {
  it('Firefox build passes web-ext lint with no errors', async () => {
    const bin = path.join(ROOT, 'node_modules', 'web-ext', 'bin', 'web-ext.js');
    const { stdout } = await run(
      process.execPath,
      [bin, 'lint', '--source-dir', path.join(DIST, 'firefox'), '--output', 'json'],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      errors: { code: string; message: string }[];
      summary: { errors: number };
    };
    expect(report.errors.map((e) => `${e.code}: ${e.message}`)).toEqual([]);
    expect(report.summary.errors).toBe(0);
  }, 120_000);

  for (const target of ['chrome', 'firefox']) {
    it(`${target} zip holds the manifest, scripts, engine, pages, icons and locales`, () => {
      const files = unzipSync(new Uint8Array(fs.readFileSync(path.join(DIST, `pith-${target}.zip`))));
      const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as {
        icons: Record<string, string>;
      };
      for (const name of [
        'background.js',
        'content.js',
        'engine/pith-engine.js',
        'popup/index.html',
        'options/index.html',
      ]) {
        expect(files[name], name).toBeDefined();
      }
      for (const icon of Object.values(manifest.icons)) expect(files[icon], icon).toBeDefined();
      expect(files['_locales/en/messages.json']).toBeDefined();
      expect(Buffer.from(files['engine/pith-engine.js']).equals(fs.readFileSync(ENGINE_FILE))).toBe(true);
    });
  }
});

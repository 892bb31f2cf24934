// The built artifacts as shipped: Firefox's build passes `web-ext lint` with no errors (issue 2 item 1), both
// zips hold a loadable extension, the content script runs the engine file byte for byte, and nothing shipped
// carries the research code (src/research/: the classifier's methods and models).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DIST, ENGINE_FILE, RESEARCH_ENGINE_FILE, ROOT } from '../tools/lib/paths';
import { engineMethods } from '../tools/lib/render';

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

/** Every script file under `dir`. */
function scriptsIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f));
}

describe('what ships', () => {
  const modelsDir = path.join(ROOT, 'models');
  // A model's opening (format, task, classes, feature names), as JSON and as the string literal a `?raw`
  // import puts in a bundle.
  const markers = (file: string) => {
    const opening = fs.readFileSync(path.join(modelsDir, file), 'utf8').slice(0, 120);
    return [opening, JSON.stringify(opening).slice(1, -1)];
  };
  // The learned engine's model ships (the default method); the classifier's trees are research only.
  const SHIPPED_MODEL = 'learned.json';
  const modelMarkers = fs
    .readdirSync(modelsDir)
    .filter((f) => f.endsWith('.json') && f !== SHIPPED_MODEL)
    .flatMap(markers);
  const shipped = engineMethods('shipped');
  const researchOnly = engineMethods('research').filter((m) => !shipped.includes(m));
  const quoted = (name: string) => ['"', "'", '`'].map((q) => `${q}${name}${q}`);
  const carries = (source: string) => [
    ...modelMarkers.filter((m) => source.includes(m)).map((m) => `model ${m.slice(0, 40)}…`),
    ...researchOnly.filter((m) => quoted(m).some((q) => source.includes(q))).map((m) => `method ${m}`),
  ];

  it('the research build has the models and methods this test looks for', () => {
    expect(researchOnly).toEqual(expect.arrayContaining(['cs2', 'cs1+tp', 'pith', 'pith-guard']));
    const found = carries(fs.readFileSync(RESEARCH_ENGINE_FILE, 'utf8'));
    expect(found.filter((f) => f.startsWith('model')).length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(researchOnly.map((m) => `method ${m}`)));
  });

  for (const dir of [path.dirname(ENGINE_FILE), path.join(DIST, 'chrome'), path.join(DIST, 'firefox')]) {
    it(`${path.relative(ROOT, dir)} carries no research models or methods, and the learned model`, () => {
      const files = scriptsIn(dir).filter((f) => f !== RESEARCH_ENGINE_FILE);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files)
        expect(carries(fs.readFileSync(file, 'utf8')), path.relative(ROOT, file)).toEqual([]);
      const learned = markers(SHIPPED_MODEL);
      expect(files.some((f) => learned.some((m) => fs.readFileSync(f, 'utf8').includes(m)))).toBe(true);
    });
  }
});

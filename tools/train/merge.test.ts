import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeModelParts } from './merge';

describe('mergeModelParts', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pith-merge-'));
  const folds = [0, 1, 2, 3, 4];
  const writeParts = (at: string, stem: string, v: string) => {
    fs.writeFileSync(path.join(at, `${stem}.json`), `{"classes":["${stem}"],"leaf":[${v}]}\n`);
    for (const k of folds)
      fs.writeFileSync(path.join(at, `${stem}-fold${k}.json`), `{"classes":["${stem}"],"leaf":[${v}${k}]}\n`);
  };
  const blockModels = (at: string) => {
    for (const f of ['model.json', ...folds.map((k) => `model-fold${k}.json`)])
      fs.writeFileSync(path.join(at, f), `{"classes":["main"],"leaf":[0.10000001]}\n`);
  };

  it("adds each fold's parts to its block model, keeping the digits, and replaces older ones", () => {
    const at = dir();
    blockModels(at);
    writeParts(at, 'page-type', '1e-07');
    writeParts(at, 'context', '3');
    mergeModelParts(at);
    writeParts(at, 'page-type', '2.5');
    mergeModelParts(at);
    expect(fs.readFileSync(path.join(at, 'model.json'), 'utf8')).toBe(
      '{"classes":["main"],"leaf":[0.10000001],"pageType":{"classes":["page-type"],"leaf":[2.5]},"context":{"classes":["context"],"leaf":[3]}}\n',
    );
    const fold3 = JSON.parse(fs.readFileSync(path.join(at, 'model-fold3.json'), 'utf8'));
    expect(fold3.pageType.leaf).toEqual([2.53]);
    expect(fold3.context.leaf).toEqual([33]);
    fs.rmSync(at, { recursive: true });
  });

  it('drops a part whose files are gone, so a model never keeps a stale second look', () => {
    const at = dir();
    blockModels(at);
    writeParts(at, 'page-type', '1');
    writeParts(at, 'context', '2');
    mergeModelParts(at);
    for (const f of fs.readdirSync(at)) if (f.startsWith('context')) fs.rmSync(path.join(at, f));
    mergeModelParts(at);
    const model = JSON.parse(fs.readFileSync(path.join(at, 'model.json'), 'utf8'));
    expect(Object.keys(model)).toEqual(['classes', 'leaf', 'pageType']);
    fs.rmSync(at, { recursive: true });
  });
});

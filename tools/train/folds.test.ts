// The learned engine's folds: the same site-to-fold rule as train.py's fold_of, and the bench's out-of-fold
// model per page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Gold } from '../lib/corpus';
import { FOLDS, FoldModels, foldModelFile, foldOf } from './folds';

describe('foldOf', () => {
  it("gives each site the fold Python's fold_of gives it (first 32 bits of the SHA-1, mod 5)", () => {
    // Computed with: int(hashlib.sha1(s.encode()).hexdigest()[:8], 16) % 5
    expect(['example.com', 'dragnet/R459', 'www.bbc.co.uk'].map(foldOf)).toEqual([3, 1, 3]);
  });
});

describe('FoldModels', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-folds-'));

  it('says which file is missing', () => {
    expect(() => new FoldModels(dir)).toThrow(/model-fold0\.json is missing/);
  });

  it("gives a page the model of its site's fold: the one trained without that site", () => {
    for (let k = 0; k < FOLDS; k++) fs.writeFileSync(foldModelFile(dir, k), JSON.stringify({ fold: k }));
    const models = new FoldModels(dir);
    const page = (url: string) => ({ id: 'x', url }) as unknown as Gold;
    expect(models.modelFor('wcxb', page('https://www.example.com/a'))).toEqual({ fold: 3 });
    expect(models.modelFor('wcxb', page('https://www.bbc.co.uk/news'))).toEqual({ fold: 3 });
    // No URL: the page is its own site.
    expect(models.modelFor('dragnet', { id: 'R459' } as unknown as Gold)).toEqual({ fold: 1 });
  });
});

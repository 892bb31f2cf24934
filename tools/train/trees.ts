// The Python side of training (tools/train/gbdt/): where it is, the interpreter that runs it, and the size of
// the trees it grows for the shipped model.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BlockUnits } from '../../src/blocks/table';
import { ROOT } from '../lib/paths';

export const GBDT = path.join(ROOT, 'tools', 'train', 'gbdt');
const VENV = path.join(ROOT, '.tmp', 'venv-train');

/**
 * The trees' size, chosen by cross-validation against size and time (models/GRID.md, `npm run learn -- grid`):
 * 20 rounds of 31 leaves walk 62% fewer nodes per block than 60 of 15, in a model of 73 KB instead of 101,
 * for 0.001-0.005 word F1 out-of-fold on the large sets.
 */
export const TREES = { rounds: 20, leaves: 31, rate: 0.3 };
export const TREE_ARGS = [
  '--trees',
  `${TREES.rounds}`,
  '--leaves',
  `${TREES.leaves}`,
  '--rate',
  `${TREES.rate}`,
];
/**
 * The blocks the shipped model is trained on (src/blocks/table.ts, BlockUnits), and the tables `npm run tables`
 * and `npm run learn -- data` read by default. Still `elements`: `runs` (an element's own text between its
 * blocks a block per run) reads better out of fold on most sets, but its model loses the comments of two
 * fixtures, as a reseed of this one does (bench/LEARNED.md, "Runs of an element's own text").
 */
export const UNITS: BlockUnits = 'elements';

/** The same as grid.py names a configuration. */
export const TREES_CONFIG = `${TREES.rounds}x${TREES.leaves}x${TREES.rate}`;

/** A Python with the pinned packages: PITH_PYTHON, or a venv made once in .tmp (pip reads the wheel mirror). */
export function python(log: (detail: string) => void = () => undefined): string {
  if (process.env.PITH_PYTHON) return process.env.PITH_PYTHON;
  const bin = path.join(VENV, 'bin', 'python');
  if (!fs.existsSync(bin)) {
    log(`making ${path.relative(ROOT, VENV)}`);
    execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
    const requirements = path.join(GBDT, 'requirements.txt');
    execFileSync(bin, ['-m', 'pip', 'install', '-q', '-r', requirements], { stdio: 'inherit' });
  }
  return bin;
}

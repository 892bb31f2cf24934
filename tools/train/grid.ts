// The trees' size chosen by cross-validation against size and time (issue 19 item 4): `npm run learn -- grid`
// trains each configuration on the 5 site folds (gbdt/grid.py), scores its out-of-fold predictions per set as
// the report does (learn.ts scoreOof), and writes models/GRID.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths';
import { scoreOof, type OofScores } from './learn';
import { formatMarkdown } from './learned-report';
import { GBDT, python, TREES_CONFIG } from './trees';

export const GRID_REPORT = path.join(ROOT, 'models', 'GRID.md');

/** Rounds x leaves x learning rate: the shipped size, the last one, and larger and smaller neighbours. */
export const GRID_CONFIGS = ['60x15x0.15', '30x31x0.25', '20x63x0.3', '40x15x0.25', '20x31x0.3', '15x31x0.4'];

interface GridLine {
  rounds: number;
  leaves: number;
  rate: number;
  accuracy: number;
  bytes: number;
  nodes: number;
  visits: number;
}

export async function runGrid(corpus: string, learnDir: string, configs = GRID_CONFIGS): Promise<string> {
  const todo = configs.filter((c) => !fs.existsSync(path.join(learnDir, 'grid', c, 'model.json')));
  if (todo.length)
    execFileSync(python(), [path.join(GBDT, 'grid.py'), learnDir, ...todo], { stdio: 'inherit' });
  const lines = JSON.parse(fs.readFileSync(path.join(learnDir, 'grid', 'grid.json'), 'utf8')) as Record<string, GridLine>; // prettier-ignore
  const scores = new Map<string, OofScores>();
  for (const c of configs)
    scores.set(c, scoreOof(corpus, learnDir, path.join(learnDir, 'grid', c, 'oof.f32')));
  fs.writeFileSync(GRID_REPORT, await formatMarkdown(gridReport(configs, lines, scores), GRID_REPORT));
  return GRID_REPORT;
}

export function gridReport(
  configs: string[],
  lines: Record<string, GridLine>,
  scores: Map<string, OofScores>,
): string {
  const sets = scores.get(configs[0])?.map((s) => s.set) ?? [];
  const header = ['rounds x leaves (rate)', 'trees', 'split nodes', 'KB', 'nodes walked per block', 'block accuracy', ...sets]; // prettier-ignore
  const rows = configs.map((c) => {
    const g = lines[c];
    const f1 = new Map((scores.get(c) ?? []).map((s) => [s.set, s.learned]));
    const name = `${g.rounds} x ${g.leaves} (${g.rate})${c === TREES_CONFIG ? ' **shipped**' : ''}`;
    return [name, `${g.rounds * 3}`, `${g.nodes}`, (g.bytes / 1024).toFixed(0), g.visits.toFixed(0), g.accuracy.toFixed(4), ...sets.map((s) => (f1.get(s) ?? NaN).toFixed(3))]; // prettier-ignore
  });
  return [
    '# The learned engine: size of the trees',
    '',
    'Written by `npm run learn -- grid` (tools/train/grid.ts); do not edit by hand. Each configuration is',
    'trained on the same 5 folds grouped by site as `npm run train`, and every score is out-of-fold: block',
    "accuracy weighted as in training, then per set the word F1 of the main blocks' text against the gold",
    '(snippet F1 for `trafilatura`), as in models/REPORT.md. A multiclass model grows one tree per class and',
    'round (3 per round). The engine walks every tree for every block of a page, in a page whose code V8 has',
    'not optimised yet, so its inference time grows with the nodes walked per block (on 2,000 labelled',
    'blocks), and the file is what the extension carries.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}

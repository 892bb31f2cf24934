// models/REPORT.md: the learned engine's model card, written by `npm run train` (cli.ts) from what training
// left in its data folder. Only what the corpus and the code decide goes in (no times, no dates), so the file
// is rebuilt byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { TREES } from './trees';
import { ROOT } from '../lib/paths';
import type { OofScores } from './learn';
import { THREAD_PROBABILITY, type PageKind } from '../../src/learned/page-type';

export const REPORT_FILE = path.join(ROOT, 'models', 'REPORT.md');

/** The research baselines baselines.py trains on the same folds (oof-<name>.f32). */
const BASELINES: [file: string, label: string][] = [
  ['oof-j48.f32', 'J48 tree (Louvan)'],
  ['oof-svm.f32', 'linear SVM (leaf-node paper)'],
  ['oof-nn.f32', 'small network, visual features (visual-block paper)'],
];

interface Meta {
  rows: number;
  features: string[];
  sites: string[];
  pages: { set: string }[];
  vocabulary: string[];
}

type Score = (corpus: string, dir: string, oofFile?: string) => OofScores;

export async function writeLearnedReport(corpus: string, dir: string, score: Score): Promise<string> {
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) as Meta;
  const y = new Int8Array(new Uint8Array(fs.readFileSync(path.join(dir, 'y.i8'))).buffer);
  const counts = [0, 0, 0, 0];
  for (const c of y) counts[c < 0 ? 3 : c]++;
  const perSet = new Map<string, number>();
  for (const p of meta.pages) perSet.set(p.set, (perSet.get(p.set) ?? 0) + 1);
  const modelBytes = fs.statSync(path.join(dir, 'model.json')).size;
  const model = JSON.parse(fs.readFileSync(path.join(dir, 'model.json'), 'utf8')) as {
    trees: { root: number[] };
    context?: { trees: { root: number[] }; columns: number[]; weight: number };
  };

  const learned = score(corpus, dir);
  const columns: [string, OofScores][] = [['boosted trees', learned]];
  const second = path.join(dir, 'oof-context.f32');
  if (model.context && fs.existsSync(second))
    columns.push(['with the second look (shipped)', score(corpus, dir, second)]);
  for (const [file, label] of BASELINES)
    if (fs.existsSync(path.join(dir, file))) columns.push([label, score(corpus, dir, path.join(dir, file))]);

  const lines = [
    '# The learned engine: training report',
    '',
    'Written by `npm run train` (tools/train/cli.ts); rerunning it on the same corpus rebuilds this file and',
    '`models/learned.json` byte for byte. Do not edit by hand. Label quality, checked by hand: `models/LABELS.md`.',
    '',
    '## Data',
    '',
    `- ${meta.pages.length} rendered pages from ${meta.sites.length} sites: ${[...perSet].map(([s, n]) => `${s} ${n}`).join(', ')}.`,
    "  The `readability` set is left out: its gold is Readability.js's own output, and learning it would teach",
    '  its mistakes.',
    `- ${meta.rows} blocks: ${counts[0]} main, ${counts[1]} comment, ${counts[2]} noise, ${counts[3]} unknown (left out of`,
    "  training: trafilatura's snippet gold labels only the blocks its snippets touch).",
    `- ${meta.features.length} features per block, ${meta.vocabulary.length} of them class/id words chosen in training (src/blocks/features.ts).`,
    '- Every figure below is out-of-fold: 5 folds grouped by site (the first 32 bits of the SHA-1 of the host,',
    '  mod 5), each page scored by the model trained on the other four.',
    '',
    '## Out-of-fold page scores',
    '',
    "Word F1 of the main blocks' text against the full-text gold, per page, averaged per set (snippet F1 for the",
    '`trafilatura` set). "sd" is the rules\' pipeline\'s own output read off the same blocks. The assembled',
    'extraction beside the peers (Readability.js, Defuddle, trafilatura) is in the bench:',
    '`npm run bench -- --method learned --models .tmp/learn`.',
    '',
    ...oofTable(columns),
    '',
    '## The model',
    '',
    `- LightGBM, ${model.trees.root.length / 3} rounds of 3 trees (one per class) of up to ${TREES.leaves} leaves, settings in tools/train/trees.ts (chosen in models/GRID.md).`,
    ...(model.context
      ? [
          `- The second look (gbdt/context.py): ${model.context.trees.root.length / 3} rounds of 3 trees over the first classes around each`,
          `  block, the page type and the first model's ${model.context.columns.length} strongest features. It settles main against noise`,
          `  (the two looks weighted ${1 - model.context.weight} / ${model.context.weight}), keeps the first look's comment, and stands aside on threads.`,
        ]
      : []),
    `- models/learned.json is ${(modelBytes / 1024).toFixed(0)} KB.`,
    '',
    '### The 30 most important features (total gain)',
    '',
    '| feature | gain share |',
    '| --- | --- |',
    ...importance(dir),
    '',
    '### Learning curve',
    '',
    ...curve(dir),
    '',
    '## The page type',
    '',
    ...pageTypes(dir),
    '',
  ];
  fs.writeFileSync(REPORT_FILE, await formatMarkdown(lines.join('\n'), REPORT_FILE));
  return REPORT_FILE;
}

function oofTable(columns: [string, OofScores][]): string[] {
  const sets = [...new Set(columns.flatMap(([, s]) => s.map((r) => r.set)))].sort();
  const first = columns[0][1];
  const head = [
    'set',
    'pages',
    'metric',
    'sd',
    ...columns.map(([label]) => label),
    'boosted trees, smoothed',
  ];
  const out = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const set of sets) {
    const row = first.find((r) => r.set === set);
    if (!row) continue;
    const value = (s: OofScores, key: 'learned' | 'smoothed' | 'sd') => {
      const r = s.find((x) => x.set === set);
      return r ? r[key].toFixed(3) : 'n/a';
    };
    out.push(
      `| ${set} | ${row.pages} | ${row.metric} | ${value(first, 'sd')} | ${columns.map(([, s]) => value(s, 'learned')).join(' | ')} | ${value(first, 'smoothed')} |`,
    );
  }
  return out;
}

function importance(dir: string): string[] {
  const gains = JSON.parse(fs.readFileSync(path.join(dir, 'importance.json'), 'utf8')) as [string, number][];
  const total = gains.reduce((a, [, g]) => a + g, 0) || 1;
  return gains.slice(0, 30).map(([name, g]) => `| \`${name}\` | ${((100 * g) / total).toFixed(1)}% |`);
}

function curve(dir: string): string[] {
  const file = path.join(dir, 'curve.json');
  if (!fs.existsSync(file)) return ['(not computed: train.py --curve)'];
  const c = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
  return [
    'Out-of-fold block accuracy (weighted by words) when each fold trains on a share of its training sites:',
    '',
    '| share of training sites | block accuracy |',
    '| --- | --- |',
    ...Object.entries(c).map(([share, acc]) => `| ${Math.round(Number(share) * 100)}% | ${acc.toFixed(4)} |`),
  ];
}

/**
 * The page-type model's out-of-fold reading of each labelled page (gbdt/page_type.py's pages-oof.f32, read
 * with the engine's rule: a thread from THREAD_PROBABILITY), per set: gold type -> type read.
 */
function pageTypes(dir: string): string[] {
  const file = path.join(dir, 'pages-oof.f32');
  if (!fs.existsSync(file)) return ['(not computed: gbdt/page_type.py)'];
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'pages-meta.json'), 'utf8')) as {
    features: string[];
    classes: PageKind[];
    pages: { set: string }[];
  };
  const oof = new Float32Array(new Uint8Array(fs.readFileSync(file)).buffer);
  const y = new Int8Array(new Uint8Array(fs.readFileSync(path.join(dir, 'pages-y.i8'))).buffer);
  const read = (n: number): PageKind => {
    const p = (k: PageKind) => oof[n * 3 + meta.classes.indexOf(k)];
    if (p('multiple') >= THREAD_PROBABILITY) return 'multiple';
    return p('article-with-comments') > p('article') ? 'article-with-comments' : 'article';
  };
  const rows = new Map<string, number>();
  meta.pages.forEach((page, n) => {
    if (y[n] < 0) return;
    const key = `${page.set}|${meta.classes[y[n]]}|${read(n)}`;
    rows.set(key, (rows.get(key) ?? 0) + 1);
  });
  const sets = [...new Set(meta.pages.map((p) => p.set))].sort();
  const out = [
    `Page features (${meta.features.length}, src/learned/page-type.ts) from each page's out-of-fold block classes; LightGBM on the`,
    `same site folds (tools/train/gbdt/page_type.py); a page is read as a thread from a thread probability of ${THREAD_PROBABILITY}.`,
    'Out of fold, labelled pages (tools/train/page-type.ts says how they are labelled):',
    '',
    '| set | gold type | read as article | read as article with comments | read as thread | share right |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const set of sets)
    for (const gold of meta.classes) {
      const counts = meta.classes.map((k) => rows.get(`${set}|${gold}|${k}`) ?? 0);
      const total = counts.reduce((a, b) => a + b, 0);
      if (!total) continue;
      const right = counts[meta.classes.indexOf(gold)] / total;
      out.push(`| ${set} | ${gold} | ${counts.join(' | ')} | ${right.toFixed(3)} |`);
    }
  return out;
}

/** Markdown formatted as the repository's is (prettier), so the format check passes on the file as written. */
export async function formatMarkdown(text: string, file = REPORT_FILE): Promise<string> {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  return prettier.format(text, options);
}

// Command-line arguments of `npm run bench` (issue 3), parsed into a value with no side effects.
import path from 'node:path';
import { DEFAULT_CORPUS, ROOT } from '../lib/paths';
import { DEFAULT_PEERS } from './peers';

export interface BenchArgs {
  sets: string[] | null;
  limit?: number;
  /** `--page-types forum,article`: only pages whose gold has one of these page types (WCXB's). */
  pageTypes?: string[];
  corpus: string;
  method?: string;
  /** `--methods a,b,c`: each page rendered once, every method run on it; adds configs.md (issue 4). */
  methods?: string[];
  out: string;
  /** Pages rendered at once in the one browser (the machine has 2 cores). */
  concurrency: number;
  /** `--separate-renders`: each engine on a render of its own (by default both run on one render, issue 3). */
  separateRenders: boolean;
  /** Run Defuddle in each render beside Readability (`--no-defuddle` leaves it out). */
  defuddle: boolean;
  /** Folder of the peers' given outputs (trafilatura). */
  peers: string;
  /** `--models DIR`: the learned engine's fold models; each page gets the one that did not see its site. */
  models?: string;
  /** `--comment-gold`: only the pages of the per-comment gold (bench/gold/comments.jsonl). */
  commentGold: boolean;
  guard: boolean;
  help: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench -- [--sets wcxb,dragnet,...] [--limit N] [--page-types T1,T2] [--corpus DIR] [--method M]
                        [--methods M1,M2,...] [--out DIR] [--concurrency N] [--separate-renders]
                        [--peers DIR] [--no-defuddle] [--models DIR] [--comment-gold] [--guard]
  --corpus   default $PITH_CORPUS or ../shared/corpus;  --out  default bench/out
  --page-types  only pages of these gold page types (wcxb: article, forum, product, ...), before --limit
  --peers    trafilatura's outputs, default $PITH_PEERS or ../shared/peers (a set without them shows n/a)
  --no-defuddle  leave Defuddle out of the renders (Readability.js always runs)
  --models   the learned engine's fold models (model-fold0..4.json, tools/train/gbdt/train.py --fold-models):
             each page is extracted by the model that did not see its site (out-of-fold), with --method learned
  --comment-gold  exactly the pages of the per-comment gold (bench/gold/comments.jsonl; --sets and --limit
             narrow them): comment cards P/R/F1 and author/date accuracy. Any run scores the gold pages it has
  --separate-renders  each engine on a fresh render of its own, as when a reader opens the page, instead of
             both on one render, where the engine that runs second is timed in a page the first warmed up
  --methods  every listed method on each render (Readability once), and a table of them all in
             <out>/configs.md; report.md is then the first method's
  --guard    the CI guard: a fixed sample (bench/guard-sample.json) against bench/floors.json
             (--make-sample rewrites the sample, --write-floors the floors: commit either deliberately)`;

/**
 * One page at a time: the engine times are a result of the bench, and two renders at once on the 2-core
 * machine put the two engines' timed runs beside a busy browser. Measured on dragnet's 966 pages: 2 at a
 * time gave 2.56 pages/s and medians of 27.5 / 25.9 ms (Pith / Readability), 1 at a time 2.27 pages/s and
 * 15.8 / 15.2 ms, the time a reader waits on a quiet machine; the ratio was the same (1.07, 1.06).
 */
export const DEFAULT_CONCURRENCY = 1;

export function parseBenchArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = {
    sets: null,
    corpus: DEFAULT_CORPUS,
    out: path.join(ROOT, 'bench', 'out'),
    concurrency: DEFAULT_CONCURRENCY,
    separateRenders: false,
    defuddle: true,
    peers: DEFAULT_PEERS,
    commentGold: false,
    guard: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].includes('=') ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${name} needs a value.`);
      return v;
    };
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--guard') args.guard = true;
    else if (name === '--comment-gold') args.commentGold = true;
    else if (name === '--separate-renders') args.separateRenders = true;
    else if (name === '--no-defuddle') args.defuddle = false;
    else if (name === '--peers') args.peers = path.resolve(value());
    else if (name === '--models') args.models = path.resolve(value());
    else if (name === '--make-sample' || name === '--write-floors')
      args.guard = true; // guard maintenance
    else if (name === '--sets')
      args.sets = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (name === '--limit') args.limit = positiveInt(name, value());
    else if (name === '--page-types') args.pageTypes = listArg(value(), name, 'page type');
    else if (name === '--concurrency') args.concurrency = positiveInt(name, value());
    else if (name === '--corpus') args.corpus = path.resolve(value());
    else if (name === '--out') args.out = path.resolve(value());
    else if (name === '--method') args.method = value();
    else if (name === '--methods') args.methods = listArg(value(), name, 'method');
    else throw new Error(`Unknown argument ${argv[i]}.\n${BENCH_USAGE}`);
  }
  if (args.methods && args.method) throw new Error('Give --method or --methods, not both.');
  if (args.commentGold && (args.guard || args.pageTypes))
    throw new Error('--comment-gold chooses the pages itself: not with --guard or --page-types.');
  if (args.methods && args.guard) throw new Error('The guard runs one method: --methods does not apply.');
  if (args.separateRenders && (args.methods || args.guard))
    throw new Error('--separate-renders times Pith against the peers: not with --methods or --guard.');
  return args;
}

function listArg(text: string, name: string, noun: string): string[] {
  const methods = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!methods.length) throw new Error(`${name} needs at least one ${noun}.`);
  const repeated = methods.filter((m, i) => methods.indexOf(m) !== i);
  if (repeated.length) throw new Error(`${name} lists ${[...new Set(repeated)].join(', ')} twice.`);
  return methods;
}

/** The names in `methods` that are not among `known` (the engine's pipelines), for a clear early error. */
export function unknownMethods(methods: string[], known: string[]): string[] {
  return methods.filter((m) => !known.includes(m));
}

function positiveInt(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, not "${text}".`);
  return n;
}

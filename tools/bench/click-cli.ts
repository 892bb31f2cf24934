// `npm run bench:click`: toolbar click to the reader's first paint in the built extension, on a fixed sample
// of corpus pages (click.ts). No method option: every click runs the extension's default method.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS } from '../lib/paths';
import { Progress } from '../lib/progress';
import {
  DEFAULT_EXTENSION,
  DEFAULT_OUT,
  DEFAULT_PAGES,
  SAMPLE_SEED,
  bySet,
  extensionInfo,
  gitCommit,
  runClickBench,
  sampleClickPages,
  summarize,
  writeClickReport,
} from './click';

const USAGE = `Usage: npm run bench:click -- [--limit N] [--corpus DIR] [--out DIR] [--extension DIR]
  --limit      pages of the sample, default ${DEFAULT_PAGES} (an equal share of each corpus set, seeded)
  --corpus     default $PITH_CORPUS or ../shared/corpus;  --out  default bench/out/click
  --extension  the unpacked Chrome extension, default dist/chrome (\`npm run build\`); point it at another
               checkout's build to measure that version`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      limit: { type: 'string', default: String(DEFAULT_PAGES) },
      corpus: { type: 'string', default: DEFAULT_CORPUS },
      out: { type: 'string', default: DEFAULT_OUT },
      extension: { type: 'string', default: DEFAULT_EXTENSION },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit needs a positive integer.\n${USAGE}`);
  const extensionDir = path.resolve(values.extension);
  const extension = extensionInfo(extensionDir);
  const pages = sampleClickPages(values.corpus, limit);
  if (!pages.length) throw new Error(`No pages found in ${values.corpus}.`);

  const progress = new Progress(pages.length, 'bench:click');
  const { rows, chromium, warmUp } = await runClickBench(pages, {
    extensionDir,
    onPage: (row) => progress.tick(row.ok, `${row.set} ${row.id}`),
  });
  process.stderr.write(`${progress.finish()}\n`);

  const run = {
    command: `npm run bench:click -- ${argv.join(' ')}`.trim(),
    date: new Date().toISOString(),
    commit: gitCommit(),
    chromium,
    extension,
    corpus: path.resolve(values.corpus),
    seed: SAMPLE_SEED,
    warmUp,
    summary: summarize(rows),
    sets: bySet(rows),
    rows,
  };
  const written = writeClickReport(path.resolve(values.out), run);
  const s = run.summary;
  process.stdout.write(
    `${s.measured}/${s.pages} pages, ${s.failed} failed; click to first paint: median ${s.medianMs} ms, ` +
      `p95 ${s.p95Ms} ms\nReport: ${written.markdown}\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`bench:click: ${error.message}\n`);
    process.exit(2);
  },
);

// `npm run bench:a11y`: axe-core on the built extension's reader over a fixed spread of corpus pages (a11y.ts,
// a11y-sample.ts). Exits 1 when any page has a violation or could not be checked, unless --report-only.
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS } from '../lib/paths';
import { Progress } from '../lib/progress';
import { DEFAULT_EXTENSION, DEFAULT_OUT, ReaderAxe, isClean, type PageCheck } from './a11y';
import { summarize, summaryLine, writeA11yReport } from './a11y-report';
import { DEFAULT_PAGES, samplePages } from './a11y-sample';
import { gitCommit } from './click';

const USAGE = `Usage: npm run bench:a11y -- [--pages N] [--sets a,b,...] [--corpus DIR] [--out DIR] [--extension DIR]
                            [--report-only]
  --pages        pages to check, default ${DEFAULT_PAGES}: an equal share of each set, at a fixed stride over its
                 ids (tools/bench/a11y-sample.ts)
  --sets         only these corpus sets (default: all of them)
  --corpus       default $PITH_CORPUS or ../shared/corpus;  --out  default bench/out/a11y
  --extension    the unpacked Chrome extension, default dist/chrome (\`npm run build\`)
  --report-only  exit 0 even when pages have violations (the report is written either way)`;

const AXE_VERSION = (
  createRequire(import.meta.url)('axe-core/package.json') as {
    version: string;
  }
).version;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: 'string', default: String(DEFAULT_PAGES) },
      sets: { type: 'string' },
      corpus: { type: 'string', default: DEFAULT_CORPUS },
      out: { type: 'string', default: DEFAULT_OUT },
      extension: { type: 'string', default: DEFAULT_EXTENSION },
      'report-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const count = Number(values.pages);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--pages needs a positive integer.\n${USAGE}`);
  const sets = values.sets
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (sets && !sets.length) throw new Error(`--sets needs at least one set.\n${USAGE}`);
  const corpus = path.resolve(values.corpus);
  const pages = samplePages(corpus, count, sets ?? null);
  if (!pages.length) throw new Error(`No pages found in ${corpus}.`);

  const progress = new Progress(pages.length, 'bench:a11y');
  const bench = await ReaderAxe.start(path.resolve(values.extension));
  const rows: PageCheck[] = [];
  let chromium = 'unknown';
  try {
    chromium = bench.context.browser()?.version() ?? chromium;
    for (const page of pages) {
      const row = await bench.check(page);
      rows.push(row);
      progress.tick(isClean(row), `${row.set} ${row.id}`);
    }
  } finally {
    await bench.close();
  }
  process.stderr.write(`${progress.finish()}\n`);

  const summary = summarize(rows);
  const written = writeA11yReport(path.resolve(values.out), {
    command: `npm run bench:a11y -- ${argv.join(' ')}`.trim(),
    date: new Date().toISOString(),
    commit: gitCommit(),
    chromium,
    axe: AXE_VERSION,
    extension: path.resolve(values.extension),
    corpus,
    summary,
    rows,
  });
  process.stdout.write(`${summaryLine(summary)}\nReport: ${written.markdown}\n`);
  return summary.clean === summary.pages || values['report-only'] ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`bench:a11y: ${error.message}\n`);
    process.exit(2);
  },
);

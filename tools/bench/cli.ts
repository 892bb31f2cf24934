// `npm run bench`: Pith's engine and Readability.js on the same rendered pages, scored side by side (issue 3).
import path from 'node:path';
import { BENCH_USAGE, parseBenchArgs } from './args';
import { runGuard } from './guard';
import { jobsFor, runJobs } from './runner';
import { writeReport } from './write-report';

async function main(argv: string[]): Promise<number> {
  const args = parseBenchArgs(argv);
  if (args.help) {
    process.stdout.write(`${BENCH_USAGE}\n`);
    return 0;
  }
  if (args.guard) return runGuard(args);
  const jobs = jobsFor(args.corpus, args.sets, args.limit);
  if (!jobs.length) throw new Error(`No pages found in ${args.corpus}.`);
  const { results, rate } = await runJobs(jobs, args);
  const command = `npm run bench -- ${argv.join(' ')}`.trim();
  const written = writeReport(args.out, jobs, results, { command, rate, concurrency: args.concurrency });
  process.stdout.write(`${written.summary}\n\nReport: ${path.join(args.out, 'report.md')}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`bench: ${error.message}\n`);
    process.exit(2);
  },
);

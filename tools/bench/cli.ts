// `npm run bench`: Pith's engine and Readability.js on the same rendered pages, scored side by side (issue 3).
import path from 'node:path';
import { engineMethods } from '../lib/render';
import { BENCH_USAGE, parseBenchArgs, unknownMethods } from './args';
import { runGuard } from './guard';
import { readCommentGold } from './comment-gold';
import { commentGoldJobs, jobsFor, runJobs, withCommentGold } from './runner';
import { writeConfigs, writeReport } from './write-report';

async function main(argv: string[]): Promise<number> {
  const args = parseBenchArgs(argv);
  if (args.help) {
    process.stdout.write(`${BENCH_USAGE}\n`);
    return 0;
  }
  if (args.guard) return runGuard(args);
  if (args.methods) {
    // The research build's registry: every method there is (runEngine still runs the shipped ones in the
    // shipped build).
    const known = engineMethods('research');
    const unknown = unknownMethods(args.methods, known);
    if (unknown.length) throw new Error(`Unknown method ${unknown.join(', ')} (have ${known.join(', ')}).`);
  }
  const commentGold = readCommentGold();
  const jobs = args.commentGold
    ? commentGoldJobs(args.corpus, args.sets, args.limit, commentGold)
    : withCommentGold(jobsFor(args.corpus, args.sets, args.limit, args.pageTypes), commentGold);
  if (!jobs.length) throw new Error(`No pages found in ${args.corpus}.`);
  const { results, rate } = await runJobs(jobs, args);
  const command = `npm run bench -- ${argv.join(' ')}`.trim();
  const meta = { command, rate, concurrency: args.concurrency };
  const written = writeReport(args.out, jobs, results, meta);
  process.stdout.write(`${written.summary}\n\nReport: ${path.join(args.out, 'report.md')}\n`);
  if (args.methods?.length) {
    const configs = writeConfigs(args.out, jobs, results, args.methods, meta);
    process.stdout.write(`\n${configs}\nConfigurations: ${path.join(args.out, 'configs.md')}\n`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`bench: ${error.message}\n`);
    process.exit(2);
  },
);

// `npm run extract`: the engine from the command line (issue 2, item 4). See args.ts for the usage.
import { parseExtractArgs, USAGE } from './args';
import { runCorpus } from './corpus-run';
import { extractPages } from './pages';

async function main(argv: string[]): Promise<number> {
  const args = parseExtractArgs(argv);
  if (args.mode === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.mode === 'pages') return (await extractPages(args)) > 0 ? 1 : 0;
  await runCorpus(args);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`extract: ${error.message}\n`);
    process.exit(2);
  },
);

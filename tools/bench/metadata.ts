// `npm run bench:metadata`: the author and date Pith shows, next to Readability.js's byline and
// publishedTime, against the corpus gold (issue 21, "Done when"). Pages: a seeded sample of pages whose gold
// has both an author and a date, half from WCXB and half from trafilatura's set (people's gold; the
// `readability` set is left out, its gold is Readability's own output). Rendered as the bench renders: page
// JavaScript off, every request but the page blocked, 1280x900 (tools/lib/render.ts); both extractors run in
// the same rendered page. Usage: `npm run bench:metadata -- [--pages 50] [--seed 21] [--verbose]`.
import path from 'node:path';
import { pagePath, readGold, readPageBytes, urlFor, type Gold } from '../lib/corpus';
import { PageSession } from '../lib/page-session';
import { DEFAULT_CORPUS } from '../lib/paths';
import { rng, shuffled } from '../lib/random';
import { runEngine } from '../lib/render';
import { sameAuthor, sameDate } from './metadata-score';
import { runReadability } from './readability';

const SETS = ['wcxb', 'trafilatura'];

interface Shown {
  author: string | null;
  date: string | null;
}

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}

function sample(count: number, seed: number): { set: string; gold: Gold }[] {
  const per = Math.ceil(count / SETS.length);
  const picked = SETS.flatMap((set) =>
    shuffled(
      readGold(path.join(DEFAULT_CORPUS, set)).filter((g) => g.author && g.date),
      rng(seed),
    )
      .slice(0, per)
      .map((gold) => ({ set, gold })),
  );
  return picked.slice(0, count);
}

async function main(): Promise<void> {
  const count = Number(flag('pages') ?? 50);
  const seed = Number(flag('seed') ?? 21);
  const verbose = process.argv.includes('--verbose');
  const pages = sample(count, seed);
  const session = new PageSession();
  const tally = { pages: 0, failed: 0, pith: { author: 0, date: 0 }, readability: { author: 0, date: 0 } };
  try {
    for (const { set, gold } of pages) {
      const bytes = readPageBytes(pagePath(path.join(DEFAULT_CORPUS, set), gold.id));
      const outcome = await session.run(urlFor(gold, set), bytes, async (page) => {
        const r = await runReadability(page);
        const readability: Shown = { author: r.byline, date: r.publishedTime ?? null };
        const pith = await runEngine<Shown>(page);
        return { pith, readability };
      });
      if (!outcome.ok) {
        tally.failed++;
        console.log(`${set}/${gold.id}: failed (${outcome.error})`);
        continue;
      }
      tally.pages++;
      const row: string[] = [`${set}/${gold.id}`];
      for (const name of ['pith', 'readability'] as const) {
        const shown = outcome.value[name];
        const a = sameAuthor(shown.author, gold.author ?? '');
        const d = sameDate(shown.date, gold.date ?? '');
        tally[name].author += +a;
        tally[name].date += +d;
        row.push(`${name}: ${a ? '✓' : '✗'} ${JSON.stringify(shown.author)} ${d ? '✓' : '✗'} ${shown.date}`);
      }
      if (verbose) console.log(`${row.join(' | ')} | gold: ${JSON.stringify(gold.author)} ${gold.date}`);
    }
  } finally {
    await session.close();
  }
  const rate = (n: number) => (tally.pages ? (n / tally.pages).toFixed(3) : 'n/a');
  console.log(`\n${tally.pages} pages (${tally.failed} failed), gold author and date on every one`);
  console.log(`            author  date`);
  console.log(`Pith        ${rate(tally.pith.author)}   ${rate(tally.pith.date)}`);
  console.log(`Readability ${rate(tally.readability.author)}   ${rate(tally.readability.date)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

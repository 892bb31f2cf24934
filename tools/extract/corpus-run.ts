// `extract --corpus DIR --out OUT.jsonl`: every page of a corpus set through one browser, one JSON line each.
import fs from 'node:fs';
import path from 'node:path';
import { readGold, pagePath, readPageBytes, urlFor, type Gold } from '../lib/corpus';
import { PageSession } from '../lib/page-session';
import { Progress } from '../lib/progress';
import { runEngine } from '../lib/render';
import { toCorpusLine, type CorpusLine, type ErrorLine, type TimedExtraction } from './line';

export interface CorpusRunOptions {
  corpus: string;
  out: string;
  limit?: number;
  method?: string;
}

export async function runCorpus(options: CorpusRunOptions): Promise<{ done: number; errors: number }> {
  const gold = readGold(options.corpus).slice(0, options.limit);
  const set = path.basename(path.resolve(options.corpus));
  fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  const out = fs.createWriteStream(options.out);
  const session = new PageSession();
  const progress = new Progress(gold.length, `extract ${set}`);
  let errors = 0;
  try {
    for (const entry of gold) {
      const line = await extractOne(session, options, set, entry);
      if ('error' in line) errors++;
      out.write(`${JSON.stringify(line)}\n`);
      progress.tick(!('error' in line), entry.id);
    }
  } finally {
    await session.close();
    await new Promise<void>((resolve) => out.end(resolve));
  }
  process.stderr.write(`${progress.finish()}\n`);
  return { done: gold.length, errors };
}

async function extractOne(
  session: PageSession,
  options: CorpusRunOptions,
  set: string,
  entry: Gold,
): Promise<CorpusLine | ErrorLine> {
  let bytes: Buffer;
  try {
    bytes = readPageBytes(pagePath(options.corpus, entry.id));
  } catch (error) {
    return { id: entry.id, error: `cannot read page: ${(error as Error).message}` };
  }
  const engineOptions = options.method ? { method: options.method } : {};
  const outcome = await session.run(urlFor(entry, set), bytes, (page) =>
    runEngine<TimedExtraction>(page, engineOptions),
  );
  return outcome.ok ? toCorpusLine(entry.id, outcome.value) : { id: entry.id, error: outcome.error };
}

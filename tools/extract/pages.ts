// `extract PAGE...`: local files (.html, .html.gz) or http(s) URLs, each rendered like a corpus page.
import fs from 'node:fs';
import path from 'node:path';
import { readPageBytes } from '../lib/corpus';
import { PageSession } from '../lib/page-session';
import { runEngine } from '../lib/render';
import type { PagesArgs } from './args';
import { formatExtraction, type Printable } from './format';

/** Local files have no address of their own: they are served at this made-up host (nothing resolves there). */
export const LOCAL_ORIGIN = 'http://local.invalid/';

export interface LoadedPage {
  url: string;
  bytes: Buffer;
}

export async function loadPage(arg: string, urlOverride?: string): Promise<LoadedPage> {
  if (/^https?:\/\//i.test(arg)) return { url: arg, bytes: await fetchBytes(arg) };
  if (!fs.existsSync(arg)) throw new Error(`No such file: ${arg}`);
  const name = path.basename(arg).replace(/\.gz$/i, '');
  return { url: urlOverride ?? LOCAL_ORIGIN + encodeURIComponent(name), bytes: readPageBytes(arg) };
}

async function fetchBytes(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow' });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new Error(`Could not fetch ${url}: ${cause ?? (error as Error).message}`, { cause: error });
  }
  if (!response.ok) throw new Error(`Could not fetch ${url}: HTTP ${response.status} ${response.statusText}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Prints each page's extraction to stdout; returns how many pages failed (their errors go to stderr). */
export async function extractPages(args: PagesArgs): Promise<number> {
  const session = new PageSession();
  const results: Printable[] = [];
  let failures = 0;
  try {
    for (const arg of args.pages) {
      const result = await extractPage(session, arg, args);
      if ('error' in result) {
        failures++;
        process.stderr.write(`${arg}: ${result.error}\n`);
        continue;
      }
      if (args.format === 'json') results.push(result);
      else process.stdout.write(header(arg, args.pages.length) + formatExtraction(result, args.format));
    }
  } finally {
    await session.close();
  }
  if (args.format === 'json' && results.length) {
    process.stdout.write(`${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n`);
  }
  return failures;
}

async function extractPage(
  session: PageSession,
  arg: string,
  args: PagesArgs,
): Promise<Printable | { error: string }> {
  let loaded: LoadedPage;
  try {
    loaded = await loadPage(arg, args.url);
  } catch (error) {
    return { error: (error as Error).message };
  }
  const options = args.method ? { method: args.method } : {};
  const outcome = await session.run(loaded.url, loaded.bytes, (page) => runEngine<Printable>(page, options));
  return outcome.ok ? outcome.value : { error: outcome.error };
}

function header(arg: string, count: number): string {
  return count > 1 ? `\n==> ${arg} <==\n` : '';
}

// Command-line arguments of `npm run extract` (issue 2, item 4), parsed into a value with no side effects.

export type OutputFormat = 'text' | 'md' | 'json';
export const FORMATS: readonly OutputFormat[] = ['text', 'md', 'json'];

export interface PagesArgs {
  mode: 'pages';
  pages: string[];
  format: OutputFormat;
  method?: string;
  /** Address to serve local files at (default http://local.invalid/<file name>). */
  url?: string;
}

export interface CorpusArgs {
  mode: 'corpus';
  corpus: string;
  out: string;
  limit?: number;
  method?: string;
}

export type ExtractArgs = PagesArgs | CorpusArgs | { mode: 'help' };

export const USAGE = `Usage:
  npm run -s extract -- [--format text|md|json] [--method M] [--url URL] PAGE...
      PAGE: a .html or .html.gz file, or an http(s) URL (fetched with Node, then rendered at that URL)
  npm run -s extract -- --corpus DIR --out OUT.jsonl [--limit N] [--method M]
      DIR: a corpus set (gold.jsonl + pages/<id>.html.gz); writes one JSON line per page`;

const VALUE_FLAGS = new Set(['--format', '--method', '--url', '--corpus', '--out', '--limit']);

/** Parses argv (without node and script); throws an Error with a user-readable message on bad input. */
export function parseExtractArgs(argv: string[]): ExtractArgs {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { mode: 'help' };
    const [name, inline] = arg.startsWith('--') ? splitInline(arg) : [arg, undefined];
    if (!VALUE_FLAGS.has(name)) {
      if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n${USAGE}`);
      positional.push(arg);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`${name} needs a value.`);
    flags.set(name, value);
  }
  const method = flags.get('--method');
  if (flags.has('--corpus')) return corpusArgs(flags, positional, method);
  for (const corpusOnly of ['--out', '--limit']) {
    if (flags.has(corpusOnly)) throw new Error(`${corpusOnly} only applies with --corpus.`);
  }
  if (positional.length === 0) throw new Error(`No page given.\n${USAGE}`);
  const format = (flags.get('--format') ?? 'text') as OutputFormat;
  if (!FORMATS.includes(format)) throw new Error(`--format must be one of ${FORMATS.join(', ')}.`);
  return { mode: 'pages', pages: positional, format, method, url: flags.get('--url') };
}

function corpusArgs(flags: Map<string, string>, positional: string[], method?: string): CorpusArgs {
  if (positional.length > 0) throw new Error('Give either --corpus or pages, not both.');
  if (flags.has('--format'))
    throw new Error('--format does not apply with --corpus (the output is JSON lines).');
  const out = flags.get('--out');
  if (!out) throw new Error('--corpus needs --out OUT.jsonl.');
  const limitText = flags.get('--limit');
  const limit = limitText === undefined ? undefined : Number(limitText);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new Error(`--limit must be a positive whole number, not "${limitText}".`);
  }
  return { mode: 'corpus', corpus: flags.get('--corpus') as string, out, limit, method };
}

function splitInline(arg: string): [string, string | undefined] {
  const eq = arg.indexOf('=');
  return eq < 0 ? [arg, undefined] : [arg.slice(0, eq), arg.slice(eq + 1)];
}

// The peers Pith is measured beside (issue 19): Readability.js and Defuddle run in the same render as Pith;
// trafilatura (Python, which cannot be installed here) is scored from its outputs on every dev page, given in
// ../shared/peers/trafilatura/<set>.jsonl.gz as one `{id, text, ms}` line per page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../lib/paths';

export const PEERS = ['readability', 'defuddle', 'trafilatura'] as const;
export type Peer = (typeof PEERS)[number];

export const PEER_NAMES: Record<Peer, string> = {
  readability: 'Readability',
  defuddle: 'Defuddle',
  trafilatura: 'trafilatura',
};

/** Peers whose time is measured in the same render as Pith's; trafilatura's `ms` is CPython on raw HTML. */
export const TIMED_PEERS = ['readability', 'defuddle'] as const;

/** The peers' outputs: PITH_PEERS, or ../shared/peers beside the checkout (never part of the repository). */
export const DEFAULT_PEERS = process.env.PITH_PEERS ?? path.resolve(ROOT, '..', 'shared', 'peers');

export interface GivenOutput {
  text: string;
  ms: number;
}

/**
 * trafilatura's outputs for `set` by page id, or null when the folder has none for the set (a set the peers
 * were not run on: the report then shows n/a for trafilatura there, not a zero).
 */
export function readTrafilatura(peersDir: string, set: string): Map<string, GivenOutput> | null {
  const file = path.join(peersDir, 'trafilatura', `${set}.jsonl.gz`);
  if (!fs.existsSync(file)) return null;
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
  const outputs = new Map<string, GivenOutput>();
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let row: { id?: unknown; text?: unknown; ms?: unknown };
    try {
      row = JSON.parse(line);
    } catch {
      throw new Error(`${file}, line ${i + 1}: not JSON.`);
    }
    if (typeof row.id !== 'string') throw new Error(`${file}, line ${i + 1}: no page id.`);
    // trafilatura returns None where it finds nothing: an empty extraction, as Pith's would be.
    outputs.set(row.id, { text: typeof row.text === 'string' ? row.text : '', ms: Number(row.ms ?? NaN) });
  });
  return outputs;
}

/** Reads each set's trafilatura outputs once. */
export class GivenPeers {
  private readonly sets = new Map<string, Map<string, GivenOutput> | null>();
  constructor(private readonly dir: string) {}

  trafilatura(set: string, id: string): GivenOutput | undefined {
    if (!this.sets.has(set)) this.sets.set(set, readTrafilatura(this.dir, set));
    return this.sets.get(set)?.get(id);
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { GivenPeers, readTrafilatura } from './peers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-peers-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(set: string, lines: string[]) {
  fs.mkdirSync(path.join(dir, 'trafilatura'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'trafilatura', `${set}.jsonl.gz`), zlib.gzipSync(lines.join('\n') + '\n'));
}

describe('trafilatura’s given outputs', () => {
  it('reads one output per page id; a page it found nothing on is an empty text', () => {
    write('blogs', [
      JSON.stringify({ id: '001', text: 'Harbour lights', ms: 12.5 }),
      JSON.stringify({ id: '002', text: null, ms: 3 }),
    ]);
    const outputs = readTrafilatura(dir, 'blogs');
    expect(outputs?.get('001')).toEqual({ text: 'Harbour lights', ms: 12.5 });
    expect(outputs?.get('002')).toEqual({ text: '', ms: 3 });
    expect(outputs?.size).toBe(2);
  });

  it('has nothing for a set it was not run on, and names the line of a broken file', () => {
    expect(readTrafilatura(dir, 'absent')).toBeNull();
    expect(new GivenPeers(dir).trafilatura('absent', '001')).toBeUndefined();
    write('broken', [JSON.stringify({ id: '1', text: 'a' }), '{"id": ']);
    expect(() => readTrafilatura(dir, 'broken')).toThrow(/broken\.jsonl\.gz, line 2: not JSON/);
  });
});

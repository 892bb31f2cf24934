import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONCURRENCY, parseBenchArgs } from './args';

describe('parseBenchArgs', () => {
  it('has defaults: every set, the default corpus, bench/out', () => {
    const args = parseBenchArgs([]);
    expect(args).toMatchObject({ sets: null, guard: false, concurrency: DEFAULT_CONCURRENCY });
    expect(args.out.endsWith(path.join('bench', 'out'))).toBe(true);
  });

  it('reads sets, limit, corpus, method, out and concurrency', () => {
    const args = parseBenchArgs([
      '--sets',
      'wcxb, dragnet',
      '--limit=5',
      '--corpus',
      'c',
      '--method',
      'sd',
      '--out',
      'o',
    ]);
    expect(args).toMatchObject({ sets: ['wcxb', 'dragnet'], limit: 5, method: 'sd' });
    expect(args.corpus).toBe(path.resolve('c'));
    expect(args.out).toBe(path.resolve('o'));
    expect(parseBenchArgs(['--concurrency', '1']).concurrency).toBe(1);
  });

  it('turns guard maintenance flags into a guard run', () => {
    expect(parseBenchArgs(['--guard']).guard).toBe(true);
    expect(parseBenchArgs(['--write-floors']).guard).toBe(true);
  });

  it.each([
    [['--limit', '0'], /positive whole number/],
    [['--limit'], /needs a value/],
    [['--sets'], /needs a value/],
    [['--fast'], /Unknown argument --fast/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

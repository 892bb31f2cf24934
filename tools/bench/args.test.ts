import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONCURRENCY, parseBenchArgs, unknownMethods } from './args';

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

  it('reads the page types to keep', () => {
    expect(parseBenchArgs(['--page-types', 'forum, article']).pageTypes).toEqual(['forum', 'article']);
    expect(parseBenchArgs([]).pageTypes).toBeUndefined();
    expect(() => parseBenchArgs(['--page-types', ','])).toThrow(/--page-types needs at least one page type/);
  });

  it('runs both engines on one render unless --separate-renders', () => {
    expect(parseBenchArgs([]).separateRenders).toBe(false);
    expect(parseBenchArgs(['--separate-renders']).separateRenders).toBe(true);
    expect(() => parseBenchArgs(['--separate-renders', '--methods', 'sd'])).toThrow(/not with --methods/);
    expect(() => parseBenchArgs(['--separate-renders', '--guard'])).toThrow(/not with --methods or --guard/);
  });

  it('turns guard maintenance flags into a guard run', () => {
    expect(parseBenchArgs(['--guard']).guard).toBe(true);
    expect(parseBenchArgs(['--write-floors']).guard).toBe(true);
  });

  it('reads --methods as a list, in the order given', () => {
    expect(parseBenchArgs([]).methods).toBeUndefined();
    expect(parseBenchArgs(['--methods', 'cs2, cs2+lbs,,sd']).methods).toEqual(['cs2', 'cs2+lbs', 'sd']);
    expect(parseBenchArgs(['--methods=cs1']).methods).toEqual(['cs1']);
  });

  it('names the methods the engine does not have', () => {
    expect(unknownMethods(['cs2', 'cs3', 'sd'], ['sd', 'cs2'])).toEqual(['cs3']);
    expect(unknownMethods([], ['sd'])).toEqual([]);
  });

  it.each([
    [['--methods'], /needs a value/],
    [['--methods', ' , '], /at least one method/],
    [['--methods', 'cs1,sd,cs1'], /lists cs1 twice/],
    [['--methods', 'cs1', '--method', 'sd'], /--method or --methods, not both/],
    [['--guard', '--methods', 'cs1'], /guard runs one method/],
    [['--limit', '0'], /positive whole number/],
    [['--limit'], /needs a value/],
    [['--sets'], /needs a value/],
    [['--fast'], /Unknown argument --fast/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

describe('--comment-gold', () => {
  it('selects the per-comment gold pages, and not with the guard or page types', () => {
    expect(parseBenchArgs([]).commentGold).toBe(false);
    expect(parseBenchArgs(['--comment-gold', '--sets', 'dragnet']).commentGold).toBe(true);
    expect(() => parseBenchArgs(['--comment-gold', '--guard'])).toThrow(/chooses the pages itself/);
    expect(() => parseBenchArgs(['--comment-gold', '--page-types', 'forum'])).toThrow(/chooses the pages/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseExtractArgs } from './args';

describe('parseExtractArgs', () => {
  it('reads pages with the default text format', () => {
    expect(parseExtractArgs(['a.html', 'b.html.gz'])).toEqual({
      mode: 'pages',
      pages: ['a.html', 'b.html.gz'],
      format: 'text',
      method: undefined,
      url: undefined,
    });
  });

  it('reads --format, --method and --url in both spellings', () => {
    const args = parseExtractArgs([
      '--format=md',
      '--method',
      'sd',
      'https://x.test/a',
      '--url',
      'https://y.test/',
    ]);
    expect(args).toMatchObject({ mode: 'pages', format: 'md', method: 'sd', pages: ['https://x.test/a'] });
    expect(args).toMatchObject({ url: 'https://y.test/' });
  });

  it('reads a corpus run', () => {
    expect(
      parseExtractArgs(['--corpus', 'c/dragnet', '--out', 'o.jsonl', '--limit', '5', '--method', 'cs']),
    ).toEqual({
      mode: 'corpus',
      corpus: 'c/dragnet',
      out: 'o.jsonl',
      limit: 5,
      method: 'cs',
    });
  });

  it('asks for help', () => {
    expect(parseExtractArgs(['x.html', '--help'])).toEqual({ mode: 'help' });
  });

  it.each([
    [[], /No page given/],
    [['--format', 'pdf', 'a.html'], /--format must be one of/],
    [['--format'], /--format needs a value/],
    [['--corpus', 'c'], /needs --out/],
    [['--corpus', 'c', '--out', 'o', '--limit', '0'], /positive whole number/],
    [['--corpus', 'c', '--out', 'o', '--limit', 'ten'], /positive whole number/],
    [['--corpus', 'c', '--out', 'o', 'a.html'], /either --corpus or pages/],
    [['--out', 'o', 'a.html'], /--out only applies with --corpus/],
    [['--frobnicate', 'a.html'], /Unknown option --frobnicate/],
  ])('rejects %j with a readable message', (argv, message) => {
    expect(() => parseExtractArgs(argv)).toThrow(message);
  });
});

// A pattern of word lists in either case that is cheap to compile in a fresh page.
//
// With the `i` flag (and `u`), V8 compiles a pattern of long word lists slowly: the bylines' yearless dates
// (src/assemble/byline.ts, YEARLESS: the month and weekday names of seven languages, 3,400 characters) took a
// fresh Chromium page 11 to 17 ms to compile, where the same pattern without `i` took about 3 ms. The engine
// is injected fresh for every extraction, so it paid that on every page whose comment headers may print such
// a date. A CaselessPattern is written in lower case, compiled without `i`, and run on a lower-cased copy of
// the text; what it finds is given back as the text prints it. Compiling and running YEARLESS and SHORT_YEAR
// so over the texts of four comment pages took 6 to 10 ms against 19 to 34 ms with `iu` (bench/LEARNED.md).
//
// Not a rule for every pattern: DATE_TEXT, whose words are few and whose `\p{L}{3,9}` runs are most of it,
// compiles faster without `i` but ran 3 to 5 times slower over a comment page's texts, and keeps its `iu`.

export class CaselessPattern {
  private readonly lower: RegExp;
  private folded: RegExp | null = null;

  /**
   * `source` in lower case (its literal letters: escapes such as `\d` and `\p{L}` are not literals), `flags`
   * without `i`.
   */
  constructor(
    readonly source: string,
    private readonly flags: string,
  ) {
    if (flags.includes('i')) throw new Error('A CaselessPattern is compiled without the i flag.');
    this.lower = new RegExp(source, flags);
  }

  /**
   * The first match in `text`, its [0] as `text` prints it, its groups lower-cased. Lower-casing makes a few
   * letters longer ("İ" becomes "i̇"): in such a text the places would not map back, so the pattern is
   * compiled with `i` and run on the text itself, once some text needs it.
   */
  exec(text: string): RegExpExecArray | null {
    const lower = text.toLowerCase();
    if (lower.length !== text.length) return this.withCase().exec(text);
    this.lower.lastIndex = 0;
    const m = this.lower.exec(lower);
    if (!m) return null;
    m[0] = text.slice(m.index, m.index + m[0].length);
    m.input = text;
    return m;
  }

  /**
   * `text` with its first match (every match, for a pattern with the `g` flag) replaced by `by`, as it is
   * (a `$` in it is not a pattern of String.replace).
   */
  replace(text: string, by: string): string {
    const lower = text.toLowerCase();
    if (lower.length !== text.length) return text.replace(this.withCase(), () => by);
    const every = this.lower.global;
    this.lower.lastIndex = 0;
    let out = '';
    let at = 0;
    for (let m = this.lower.exec(lower); m; m = every ? this.lower.exec(lower) : null) {
      out += text.slice(at, m.index) + by;
      at = m.index + m[0].length;
      // An empty match: step past it, by a whole character in a `u` pattern, as String.replace does.
      if (!m[0])
        this.lower.lastIndex += this.lower.unicode && (lower.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1;
    }
    return out + text.slice(at);
  }

  private withCase(): RegExp {
    const re = (this.folded ??= new RegExp(this.source, `${this.flags}i`));
    re.lastIndex = 0;
    return re;
  }
}

// Progress for long corpus runs on stderr: a redrawn bar on a terminal, a periodic line otherwise (CI logs).

/** How often a non-terminal run prints a line; often enough to see life in CI, rare enough to stay short. */
const LINE_EVERY_MS = 15_000;
const BAR_WIDTH = 24;

export class Progress {
  private readonly start = Date.now();
  private lastLine = 0;
  private done = 0;
  private errors = 0;

  constructor(
    private readonly total: number,
    private readonly label: string,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  tick(ok: boolean, detail = ''): void {
    this.done++;
    if (!ok) this.errors++;
    if (this.stream.isTTY) this.stream.write(`\r${this.render(detail)}\x1b[K`);
    else if (Date.now() - this.lastLine >= LINE_EVERY_MS || this.done === this.total) {
      this.lastLine = Date.now();
      this.stream.write(`${this.render(detail)}\n`);
    }
  }

  finish(): string {
    if (this.stream.isTTY) this.stream.write('\n');
    return `${this.label}: ${this.done} pages, ${this.errors} errors, ${this.rate().toFixed(2)} pages/s`;
  }

  rate(): number {
    return this.done / Math.max((Date.now() - this.start) / 1000, 1e-3);
  }

  private render(detail: string): string {
    const filled = Math.round((this.done / Math.max(this.total, 1)) * BAR_WIDTH);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`;
    const eta = Math.round((this.total - this.done) / Math.max(this.rate(), 1e-3));
    return `${this.label} ${bar} ${this.done}/${this.total} errors ${this.errors} ${this.rate().toFixed(1)}/s eta ${eta}s ${detail}`;
  }
}

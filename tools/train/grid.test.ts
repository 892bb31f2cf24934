import { describe, expect, it } from 'vitest';
import { gridReport } from './grid';
import { TREES_CONFIG } from './trees';

describe('gridReport', () => {
  it('has a row per configuration with its size, cost and per-set scores, the shipped one marked', () => {
    const line = (rounds: number, leaves: number, rate: number, visits: number) => ({
      rounds,
      leaves,
      rate,
      accuracy: 0.9,
      bytes: 2048 * rounds,
      nodes: rounds * 3 * (leaves - 1),
      visits,
    });
    const configs = ['60x15x0.15', TREES_CONFIG];
    const lines = { '60x15x0.15': line(60, 15, 0.15, 848), [TREES_CONFIG]: line(20, 31, 0.3, 323) };
    const score = (f1: number) => [
      { set: 'dragnet', pages: 9, metric: 'word F1' as const, learned: f1, smoothed: 0, sd: 0 },
    ];
    const report = gridReport(
      configs,
      lines,
      new Map([
        [configs[0], score(0.919)],
        [configs[1], score(0.918)],
      ]),
    );
    const rows = report.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| rounds'));
    expect(rows).toHaveLength(3); // the separator and two configurations
    expect(report).toContain('| 60 x 15 (0.15) | 180 | 2520 | 120 | 848 | 0.9000 | 0.919 |');
    expect(report).toContain('| 20 x 31 (0.3) **shipped** | 60 | 1800 | 40 | 323 | 0.9000 | 0.918 |');
    expect(report).toContain('| dragnet |');
  });
});

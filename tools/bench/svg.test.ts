import { describe, expect, it } from 'vitest';
import { binCounts, histogramSvg } from './svg';

describe('svg charts', () => {
  it('bins values, clamping the ends and ignoring NaN', () => {
    expect(binCounts([0, 0.1, 0.5, 0.99, 1, 1.5, -1, NaN], [0, 0.5, 1])).toEqual([3, 4]);
  });

  it('draws one bar per bin and series, with escaped labels', () => {
    const svg = histogramSvg({
      title: 'F1 <set>',
      xLabel: 'F1',
      edges: [0, 0.5, 1],
      series: [
        { name: 'Pith', color: '#1f77b4', values: [0.2, 0.7, 0.8] },
        { name: 'Readability', color: '#ff7f0e', values: [0.9] },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<title>/g)).toHaveLength(4);
    expect(svg).toContain('<title>Pith: 2</title>');
    expect(svg).toContain('F1 &#60;set&#62;');
  });
});

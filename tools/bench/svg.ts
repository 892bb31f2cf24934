// A tiny SVG chart writer (grouped histograms) so the report's charts open in any viewer, no dependencies.

export interface Series {
  name: string;
  color: string;
  values: number[];
}

export interface HistogramSpec {
  title: string;
  xLabel: string;
  /** Bin edges, ascending; values outside fall into the first or last bin. */
  edges: number[];
  series: Series[];
  /** How an edge is written under the axis. */
  edgeLabel?: (edge: number) => string;
}

const WIDTH = 640;
const HEIGHT = 320;
const MARGIN = { top: 40, right: 20, bottom: 50, left: 50 };

export function binCounts(values: number[], edges: number[]): number[] {
  const counts = new Array(edges.length - 1).fill(0);
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    let i = edges.findIndex((e, k) => k > 0 && v < e) - 1;
    if (i < 0) i = v < edges[0] ? 0 : counts.length - 1;
    counts[i]++;
  }
  return counts;
}

export function histogramSvg(spec: HistogramSpec): string {
  const bins = spec.edges.length - 1;
  const counts = spec.series.map((s) => binCounts(s.values, spec.edges));
  const max = Math.max(1, ...counts.flat());
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const binW = plotW / bins;
  const barW = (binW * 0.8) / spec.series.length;
  const y = (n: number) => MARGIN.top + plotH - (n / max) * plotH;
  const label = spec.edgeLabel ?? ((e: number) => String(Math.round(e * 100) / 100));
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>`,
    text(WIDTH / 2, 22, spec.title, 'middle', 15),
    text(WIDTH / 2, HEIGHT - 10, spec.xLabel, 'middle', 12),
    text(14, MARGIN.top + plotH / 2, 'pages', 'middle', 12, -90),
    line(MARGIN.left, MARGIN.top + plotH, MARGIN.left + plotW, MARGIN.top + plotH),
    line(MARGIN.left, MARGIN.top, MARGIN.left, MARGIN.top + plotH),
    text(MARGIN.left - 6, MARGIN.top + 4, String(max), 'end', 11),
    text(MARGIN.left - 6, MARGIN.top + plotH, '0', 'end', 11),
  ];
  spec.edges.forEach((e, i) =>
    parts.push(text(MARGIN.left + i * binW, MARGIN.top + plotH + 16, label(e), 'middle', 10)),
  );
  counts.forEach((series, s) =>
    series.forEach((n, i) => {
      const x = MARGIN.left + i * binW + binW * 0.1 + s * barW;
      const h = MARGIN.top + plotH - y(n);
      parts.push(
        `<rect x="${r(x)}" y="${r(y(n))}" width="${r(barW)}" height="${r(h)}" fill="${spec.series[s].color}">`,
      );
      parts.push(`<title>${escapeXml(spec.series[s].name)}: ${n}</title></rect>`);
    }),
  );
  spec.series.forEach((s, i) => {
    const x = MARGIN.left + 10 + i * 150;
    parts.push(`<rect x="${x}" y="${MARGIN.top - 12}" width="10" height="10" fill="${s.color}"/>`);
    parts.push(text(x + 14, MARGIN.top - 3, `${s.name} (n=${s.values.length})`, 'start', 11));
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif">\n${parts.join('\n')}\n</svg>\n`;
}

function text(x: number, y: number, s: string, anchor: string, size: number, rotate = 0): string {
  const transform = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : '';
  return `<text x="${r(x)}" y="${r(y)}" text-anchor="${anchor}" font-size="${size}"${transform}>${escapeXml(s)}</text>`;
}

function line(x1: number, y1: number, x2: number, y2: number): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#333"/>`;
}

function r(n: number): number {
  return Math.round(n * 10) / 10;
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

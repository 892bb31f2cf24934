// Draws the toolbar/store icons into public/icons/{16,32,48,128}.png (committed: small source assets).
// The picture: a blue rounded square with a white page of text on it, the last line short, as in a reader.
// `npx tsx tools/make-icons.ts` redraws them; PNG is encoded here with fflate's zlib, no image library needed.
import fs from 'node:fs';
import path from 'node:path';
import { zlibSync } from 'fflate';
import { ROOT } from './lib/paths';

const SIZES = [16, 32, 48, 128];
const SUPERSAMPLE = 4;
const BLUE = [31, 95, 191];
const WHITE = [255, 255, 255];

type Rect = [x: number, y: number, w: number, h: number, radius: number];
/** Shapes in a 0..1 unit square: the tile, then the text lines (title line thicker). */
const TILE: Rect = [0, 0, 1, 1, 0.22];
const LINES: Rect[] = [
  [0.22, 0.22, 0.56, 0.12, 0.04],
  [0.22, 0.44, 0.56, 0.08, 0.03],
  [0.22, 0.6, 0.56, 0.08, 0.03],
  [0.22, 0.76, 0.34, 0.08, 0.03],
];

function inside([x, y, w, h, r]: Rect, px: number, py: number): boolean {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

function pixel(size: number, x: number, y: number): number[] {
  let tile = 0;
  let line = 0;
  for (let sy = 0; sy < SUPERSAMPLE; sy++) {
    for (let sx = 0; sx < SUPERSAMPLE; sx++) {
      const px = (x + (sx + 0.5) / SUPERSAMPLE) / size;
      const py = (y + (sy + 0.5) / SUPERSAMPLE) / size;
      if (inside(TILE, px, py)) tile++;
      if (LINES.some((l) => inside(l, px, py))) line++;
    }
  }
  const n = SUPERSAMPLE * SUPERSAMPLE;
  const mix = line / Math.max(tile, 1);
  return [...BLUE.map((c, i) => Math.round(c + (WHITE[i] - c) * mix)), Math.round((255 * tile) / n)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), Buffer.from(data)]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function png(size: number): Buffer {
  const raw = new Uint8Array(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) raw.set(pixel(size, x, y), y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const dir = path.join(ROOT, 'public', 'icons');
fs.mkdirSync(dir, { recursive: true });
for (const size of SIZES) fs.writeFileSync(path.join(dir, `${size}.png`), png(size));
console.log(`wrote ${SIZES.map((s) => `public/icons/${s}.png`).join(', ')}`);

// Zips a built extension folder (the store upload / sideload artifact) with fflate: no native zip needed.
import fs from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';

function collect(dir: string, prefix = ''): Zippable {
  const out: Zippable = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(out, collect(full, rel));
    else out[rel] = new Uint8Array(fs.readFileSync(full));
  }
  return out;
}

export function zipDir(dir: string, zipFile: string): void {
  fs.writeFileSync(zipFile, zipSync(collect(dir), { level: 9 }));
}

// A file with the given text in a fresh temporary directory: for tests of the readers of the bench's and the
// corpus's JSON files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes `text` to `name` in a new directory under the system's temporary one, and returns its path. */
export function tempFile(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pith-')), name);
  fs.writeFileSync(file, text);
  return file;
}

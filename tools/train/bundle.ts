// Bundles one engine module as an injectable IIFE (globalThis[name]) with esbuild: the training tools run the
// very feature code that ships, without depending on the rest of the engine being built.
import { build } from 'esbuild';
import crypto from 'node:crypto';

export interface Bundle {
  code: string;
  /** Content hash: caches of page dumps are keyed by it, so changing the feature code invalidates them. */
  hash: string;
}

export async function bundleModule(entry: string, globalName: string): Promise<Bundle> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName,
    write: false,
    target: 'es2022',
  });
  // Assign explicitly: page.evaluate() of a script does not keep its top-level `var` as a global.
  const code = `${out.outputFiles[0].text}\nglobalThis.${globalName} = ${globalName};`;
  return { code, hash: crypto.createHash('sha1').update(code).digest('hex').slice(0, 12) };
}

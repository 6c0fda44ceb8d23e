// The version of a generated corpus: a hash of its generator's sources, so a cached corpus is
// written again when (and only when) the code that draws it changes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** 16 hex digits of the SHA-256 of every `.ts` file (name and bytes) in `dirs`. */
export function generatorVersion(dirs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .sort()) {
      hash.update(file).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

// Small helpers for what builds keep in node_modules/.cache/groomsite: a key that changes with any
// edit to a set of source folders, and the removal of entries that older sources left behind.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A day: an entry older than this was made from sources long gone, and no build still reads it. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** Names every file under `dirs` (relative to `root`) with its size and modification time, plus `extra`. */
export function sourcesKey(root: string, dirs: readonly string[], extra = ''): string {
  const hash = createHash('sha256').update(`${root}\n${extra}\n`);
  for (const dir of dirs) {
    if (!existsSync(join(root, dir))) continue;
    for (const name of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      const stat = statSync(join(root, dir, name));
      if (stat.isFile()) hash.update(`${dir}/${name} ${stat.size} ${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Removes entries of `dir` whose names match `pattern`, other than `keep`, once they are a day old. */
export function removeStale(dir: string, pattern: RegExp, keep: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (pattern.test(name) && path !== keep && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

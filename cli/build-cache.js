// What builds keep in node_modules/.cache/groomsite: a key that changes with any edit to a set of
// source folders, whole-or-nothing writes, and the removal of entries older sources left behind.
// Plain JavaScript (typed by build-cache.d.ts) because bin/cli-bundle.js, which runs before any
// TypeScript can load, uses it too.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A day: an entry older than this was made from sources long gone, and no build still reads it. */
const STALE_MS = 24 * 60 * 60 * 1000;

export function sourcesKey(root, dirs, extra = '') {
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

export function writeCacheFile(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file); // whole or not at all, even with two builds at once
}

export function removeStale(dir, pattern, keep) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (pattern.test(name) && path !== keep && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

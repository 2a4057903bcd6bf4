// What builds keep in node_modules/.cache/groomsite: a key that changes with any edit to a set of
// source folders and files, whole-or-nothing writes, and the removal of entries older sources left behind.
// Plain JavaScript (typed by build-cache.d.ts) because bin/cli-bundle.js, which runs before any
// TypeScript can load, uses it too.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The one place that names the cache folder, inside the package so bundles' imports resolve. */
export function cacheFolder(packageRoot) {
  return join(packageRoot, 'node_modules', '.cache', 'groomsite');
}

/** A day: an entry older than this was made from sources long gone, and no build still reads it. */
const STALE_MS = 24 * 60 * 60 * 1000;

export function sourcesKey(root, paths, extra = '') {
  const hash = createHash('sha256').update(`${root}\n${extra}\n`);
  const add = (name, stat) => hash.update(`${name} ${stat.size} ${stat.mtimeMs}\n`);
  for (const path of paths) {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isDirectory()) add(path, stat);
    else for (const name of readdirSync(join(root, path), { recursive: true, encoding: 'utf8' }).sort()) {
      const inner = statSync(join(root, path, name));
      if (inner.isFile()) add(`${path}/${name}`, inner);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export function writeCacheFile(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  // Unique per writer: render workers are threads of one process, and may keep the same entry at once.
  const temp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file); // whole or not at all, even with two builds at once
}

export function removeStale(dir, pattern, keep) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // Another build may remove the same stale entry first.
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat && pattern.test(name) && path !== keep && Date.now() - stat.mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

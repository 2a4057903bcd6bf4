// What builds keep in node_modules/.cache/groomsite: a key that changes with any edit to a set of
// source folders and files (and only with an edit: not with a fresh checkout's new file times),
// whole-or-nothing writes, and the removal of entries older sources left behind.
// Plain JavaScript (typed by build-cache.d.ts) because bin/cli-bundle.js, which runs before any
// TypeScript can load, uses it too.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The one place that names the cache folder, inside the package so bundles' imports resolve. */
export function cacheFolder(packageRoot) {
  return join(packageRoot, 'node_modules', '.cache', 'groomsite');
}

/** A day: an entry older than this was made from sources long gone, and no build still reads it. */
const STALE_MS = 24 * 60 * 60 * 1000;

export function sourcesKey(root, paths, extra = '') {
  const hash = createHash('sha256').update(`${root}\n${extra}\n`);
  const digests = sourceDigests(root);
  const add = (name, stat) => hash.update(`${name} ${digests.of(name, stat)}\n`);
  for (const path of paths) {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isDirectory()) add(path, stat);
    else for (const name of readdirSync(join(root, path), { recursive: true, encoding: 'utf8' }).sort()) {
      const inner = statSync(join(root, path, name));
      if (inner.isFile()) add(`${path}/${name}`, inner);
    }
  }
  digests.save();
  return hash.digest('hex').slice(0, 16);
}

/**
 * The digest of each source file's bytes, remembered with the size and time it had: a key names
 * what the files hold, not when they were written, so a fresh checkout (every file new, as on CI)
 * whose build cache was restored finds its bundles, code keys and checked pages again. A file is
 * read only when its size or time is not the remembered one. One list per package, in its cache
 * folder, read once per process.
 */
const digestLists = new Map();

function sourceDigests(root) {
  let list = digestLists.get(root);
  if (!list) {
    const file = join(cacheFolder(root), 'source-digests.json');
    let files = new Map();
    try {
      const read = JSON.parse(readFileSync(file, 'utf8'));
      if (Array.isArray(read?.files)) files = new Map(read.files);
    } catch {
      /* none yet, or unreadable: every file is read once */
    }
    let changed = false;
    list = {
      of(name, stat) {
        const known = files.get(name);
        if (Array.isArray(known) && known[0] === stat.size && known[1] === stat.mtimeMs) return known[2];
        const digest = createHash('sha256').update(readFileSync(join(root, name))).digest('base64');
        files.set(name, [stat.size, stat.mtimeMs, digest]);
        changed = true;
        return digest;
      },
      save() {
        if (!changed) return;
        changed = false;
        try {
          writeCacheFile(file, JSON.stringify({ files: [...files] }));
        } catch {
          /* a read-only cache: the digests are made again next time */
        }
      },
    };
    digestLists.set(root, list);
  }
  return list;
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

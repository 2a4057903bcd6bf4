// The post files kept by the last build (pipeline/load/matter-cache.ts) are trusted only when they
// last changed well before the cache was written; a test's files were written a moment ago. This
// moves the cache's writing a minute later, as if the build had run then, so that a test can see
// a rebuild take unchanged files from it without waiting.
import { readFileSync, writeFileSync } from 'node:fs';

export function trustKeptFiles(cacheFile: string): void {
  const kept = JSON.parse(readFileSync(cacheFile, 'utf8')) as { savedAt: number };
  writeFileSync(cacheFile, JSON.stringify({ ...kept, savedAt: Date.now() + 60_000 }));
}

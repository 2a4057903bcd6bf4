/** node_modules/.cache/groomsite of the package at `packageRoot`: the one place that names it. */
export function cacheFolder(packageRoot: string): string;
/** Names the bytes of each file of `paths` (files, or folders walked whole; relative to `root`, missing ones skipped), plus `extra`; a file is read again only when its size or time changed. */
export function sourcesKey(root: string, paths: readonly string[], extra?: string): string;
/** Writes a cache file whole or not at all (a temporary file renamed into place), making its folder. */
export function writeCacheFile(file: string, content: string | Uint8Array): void;
/** Removes entries of `dir` whose names match `pattern`, other than `keep`, once they are a day old. */
export function removeStale(dir: string, pattern: RegExp, keep: string): void;

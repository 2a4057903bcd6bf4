// Where the package's own files are (site.schema.json, islands/, templates/, the caches),
// whatever site is being built. The only module that reads import.meta.url: the command's bundle
// (bin/cli-bundle.js) gives every bundled module this file's URL, so it must stay the only one.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cacheFolder } from './cache/build-cache.js';

export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const cacheDir = cacheFolder(packageRoot);
/** require() for packages loaded only now and then (CommonJS, or to keep them out of the bundle). */
export const requireFromPackage = createRequire(import.meta.url);

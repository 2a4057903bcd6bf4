import type { BuildOptions } from 'esbuild';

/** The folders of TypeScript sources a Node bundle may take in. */
export const sourceDirs: readonly string[];
/** What a bundle is made from besides its sources: paths for sourcesKey (build-cache.js). */
export const bundleInputs: readonly string[];
/** esbuild options for an ESM bundle run by this Node version; `banner` is put first in each file. */
export function nodeBundleOptions(banner?: string): BuildOptions;

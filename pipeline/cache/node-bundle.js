// How the command (bin/cli-bundle.js) and the render worker (render-pool.ts) are bundled for
// Node. The packages every build loads (React, Markdown, YAML, the command line) are bundled in:
// loaded from their own files, Node reads each CommonJS package a second time only to find its
// exports, and resolves every import through package.json files (about 30 ms of a cold start).
// Packages a build loads only now and then (ajv, sharp, yaml, esbuild) and native ones stay
// imports. Plain JavaScript, typed by node-bundle.d.ts, because bin/ uses it before TypeScript can load.
import { dirname, join } from 'node:path';

const INLINED = ['react', 'react-dom', 'marked', 'js-yaml', 'commander'];
const inlined = new RegExp(`^(${INLINED.join('|')})(/|$)`);

/** What a bundle is made from besides its sources: this file and the installed versions of the packages it takes in. */
/** The folders of TypeScript sources a Node bundle may take in (missing ones are skipped by sourcesKey). */
export const sourceDirs = ['cli', 'pipeline', 'model', 'templates', 'islands', 'leads', 'hosting', 'http', 'store', 'desk', 'editor', 'dev', 'server'];

export const bundleInputs = ['pipeline/cache/node-bundle.js', ...INLINED.map((name) => `node_modules/${name}/package.json`)];

/** esbuild options for an ESM bundle run by this Node version; `banner` is put first in each file. */
export function nodeBundleOptions(banner = '') {
  return {
    bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'silent',
    plugins: [{
      name: 'bundle-only-inlined-packages',
      setup(build) {
        // renderToString is all the command renders with, and it comes from React's legacy server
        // renderer; react-dom/server takes in its streaming renderer too (some 300 KB that every
        // start of the command parsed and ran for nothing).
        build.onResolve({ filter: /^react-dom\/server$/ }, async (args) => {
          const manifest = await build.resolve('react-dom/package.json', { kind: args.kind, resolveDir: args.resolveDir });
          return manifest.errors.length ? undefined : { path: join(dirname(manifest.path), 'cjs', 'react-dom-server-legacy.node.production.js') };
        });
        build.onResolve({ filter: /^[^./]/ }, (args) => (inlined.test(args.path) ? undefined : { external: true }));
      },
    }],
    // Only React's production build is taken in: the command renders for visitors (bin/groomsite.js
    // has always set NODE_ENV=production), and the development build would double the bundle.
    define: { 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS packages require Node's own modules.
    banner: { js: `${banner}import { createRequire as groomsiteCreateRequire } from 'node:module';\nconst require = groomsiteCreateRequire(import.meta.url);` },
  };
}

// Step 5: the browser runtime and the stylesheet, bundled by esbuild with content hashes in
// their names so hosts can cache them forever.
import type { Metafile } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cacheFolder, removeStale, sourcesKey, writeCacheFile } from '../cache/build-cache.js';
import { packageRoot } from '../project.ts';
import { minifyChunks } from './minify-chunks.ts';
import type { Assets } from '../../templates/context.tsx';
import { entryGroups, groupModules, islandGroupOf, onDemandGroups } from '../../islands/registry.ts';

export interface AssetFile { file: string; content: Uint8Array }
export interface BuiltAssets { assets: Assets; files: AssetFile[] }


/**
 * The bundles, from the cache when no source they could come from has changed since they were
 * made: islands/ (the browser entry is islands/client/; they import model/), templates/ (styles), the
 * installed packages and how they are bundled (this file, minify-chunks.ts).
 */
export async function buildAssets(root = packageRoot): Promise<BuiltAssets> {
  const dir = cacheFolder(root);
  // This file and the minifier's say how the bundles are made: an edit to either makes them anew.
  const file = join(dir, `assets-${sourcesKey(root, ['islands', 'model', 'templates', 'package-lock.json', 'pipeline/outputs/assets.ts', 'pipeline/outputs/minify-chunks.ts'])}.json`);
  const cached = readCached(file);
  if (cached) return cached;
  const built = await bundleAssets(root);
  try {
    writeCacheFile(file, JSON.stringify({ assets: built.assets, files: built.files.map((f) => ({ file: f.file, content: Buffer.from(f.content).toString('base64') })) }));
    removeStale(dir, /^assets-\w+\.json$/, file);
  } catch {
    // No writable cache: the next build bundles again.
  }
  return built;
}

function readCached(file: string): BuiltAssets | undefined {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { assets: Assets; files: { file: string; content: string }[] };
    return { assets: saved.assets, files: saved.files.map((f) => ({ file: f.file, content: new Uint8Array(Buffer.from(f.content, 'base64')) })) };
  } catch {
    return undefined; // none yet, or damaged: bundled again
  }
}

async function bundleAssets(root: string): Promise<BuiltAssets> {
  const [js, field, css] = await Promise.all([bundleRuntime(root), bundleFieldData(root), bundleStyles(root)]);
  return {
    assets: { js: js.entry, css: css.entry, noscriptCss: css.noscript, islandChunks: js.islandChunks, fieldJs: field.entry },
    files: [...js.files, ...field.files, ...css.files],
  };
}

/**
 * For each island loaded with the page, the chunk files the browser will fetch for it (its
 * group's chunk and the shared chunks that one imports), so a page can preload them all at once
 * instead of discovering them one round trip at a time. Islands of an on-demand group (the forms,
 * islands/registry.ts) are left out: their chunk is fetched only when the visitor wants one. An
 * island of a group bundled with the runtime (the chrome) needs the chunks the entry imports, which
 * the browser would otherwise find only once the entry has arrived.
 * The registry is this package's own, loaded with the build: `groomsite dev` picks up an edit of
 * it on its next start.
 */
export function islandChunkMap(root: string, metafile: Metafile, outdir: string): Record<string, string[]> {
  // esbuild names entry points (the group chunks among them) by their path from the working folder.
  const chunkBySource = new Map(Object.entries(metafile.outputs).filter(([, o]) => o.entryPoint).map(([file, o]) => [resolve(o.entryPoint!), file]));
  const withImports = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of metafile.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') withImports(i.path, seen);
    return seen;
  };
  const url = (file: string) => `/assets/${relative(outdir, resolve(root, file))}`;
  const entry = chunkBySource.get(join(root, 'islands', 'client', 'app.ts'));
  if (!entry) throw new Error('no entry (islands/client/app.ts) in the browser bundle');
  const entryImports = [...withImports(entry)].filter((f) => f !== entry).map(url);
  return Object.fromEntries(Object.entries(islandGroupOf).flatMap(([name, group]) => {
    if (onDemandGroups.includes(group)) return [];
    if (entryGroups.includes(group)) return [[name, entryImports]];
    const chunk = chunkBySource.get(join(root, 'islands', groupModules[group]));
    if (!chunk) throw new Error(`no chunk for ${groupModules[group]} (islands/registry.ts) in the browser bundle`);
    return [[name, [...withImports(chunk)].map(url)]];
  }));
}

async function bundleRuntime(root: string) {
  const { build: esbuild } = await import('esbuild'); // loaded only when the cache above misses
  const result = await esbuild({
    entryPoints: { app: join(root, 'islands', 'client', 'app.ts') },
    bundle: true, splitting: true, format: 'esm', minify: true, write: false, metafile: true,
    target: ['es2020'], outdir: join(root, 'dist-assets'), entryNames: '[name].[hash]', chunkNames: '[name].[hash]',
    // The islands are React components; in the browser they run on Preact (islands/client/react.ts says why not preact/compat).
    alias: { react: join(root, 'islands', 'client', 'react.ts'), 'react/jsx-runtime': 'preact/jsx-runtime' },
    jsx: 'automatic', jsxImportSource: 'preact', tsconfig: join(root, 'islands', 'client', 'tsconfig.json'),
    // The islands' shared modules, reached from every entry point so they share Preact's chunk (the file says why).
    inject: [join(root, 'islands', 'client', 'shared-chunk.ts')],
    // Preact's internal fields (vnode.__k, options.__b...) are named `__x` so that a build like this one
    // can shorten them: 102 bytes gzip off its chunk. Only its own code and the islands' reach them,
    // all bundled here; the islands use no `__` names but React's `__html`, which Preact reads as is.
    // `__proto__` is the language's own and is never renamed, should any code ever name it.
    mangleProps: /^__/, reserveProps: /^__(html|proto__)$/,
    logLevel: 'silent', legalComments: 'none',
  });
  const outdir = join(root, 'dist-assets');
  return { ...collect(root, await minifyChunks(result.outputFiles), (f) => /\/app\.[A-Z0-9]+\.js$/i.test(f)), islandChunks: islandChunkMap(root, result.metafile, outdir) };
}

/**
 * The field-data beacon script (islands/client/field-data.ts) with web-vitals inside: a build of
 * its own, sharing no chunk with the islands, so it is one file that the runtime imports after
 * the page's load event and that no page lists among what it loads (nor counts in its 12 KB).
 */
async function bundleFieldData(root: string) {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: { field: join(root, 'islands', 'client', 'field-data.ts') },
    bundle: true, format: 'esm', minify: true, write: false, target: ['es2020'],
    outdir: join(root, 'dist-assets'), entryNames: '[name].[hash]', tsconfig: join(root, 'islands', 'client', 'tsconfig.json'),
    logLevel: 'silent', legalComments: 'none',
  });
  return collect(root, await minifyChunks(result.outputFiles), (f) => /\/field\.[A-Z0-9]+\.js$/i.test(f));
}

async function bundleStyles(root: string) {
  const dir = join(root, 'templates', 'styles');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.css')).sort();
  const noscript = await bundleCss(join(dir, 'noscript'), (await readdir(join(dir, 'noscript'))).filter((n) => n.endsWith('.css')).sort(), 'noscript.[hash]', root);
  const site = await bundleCss(dir, names, 'site.[hash]', root);
  return { entry: site.entry, noscript: noscript.entry, files: [...site.files, ...noscript.files] };
}

async function bundleCss(dir: string, names: string[], entryNames: string, root: string) {
  // Files are concatenated in name order (00-base.css first), then minified as one sheet.
  const source = (await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')))).join('\n');
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    stdin: { contents: source, loader: 'css', resolveDir: dir, sourcefile: 'site.css' },
    bundle: true, minify: true, write: false, outdir: join(root, 'dist-assets'), entryNames,
    logLevel: 'silent', target: ['chrome100', 'safari15', 'firefox100'],
  });
  return collect(root, result.outputFiles, (f) => f.endsWith('.css'));
}

function collect(root: string, outputs: { path: string; contents: Uint8Array }[], isEntry: (f: string) => boolean) {
  const files = outputs.map((o) => ({ file: `assets/${relative(join(root, 'dist-assets'), o.path)}`, content: o.contents }));
  const entry = files.find((f) => isEntry(`/${f.file}`));
  if (!entry) throw new Error('esbuild produced no entry file');
  return { entry: `/${entry.file}`, files };
}

// The groomsite command runs from a bundle of its TypeScript sources (cli/, pipeline/, templates/, leads/...),
// made by esbuild on the first run after a change and kept in node_modules/.cache. Loading a
// few bundled files starts the command about half a second sooner than compiling some 80
// sources through tsx on every start. Which npm packages are bundled in: pipeline/cache/node-bundle.js.
// Each entry is one CommonJS file whose modules run only when first imported, so `check` still
// never runs React. It runs through vm.Script with V8's code cache, one per command, written
// when the command first ends after the bundle was made: V8 then neither parses the bundle nor
// compiles the functions that command ran again (some 0.1 s of a build's 1 s of CPU in a new
// process; Node 20 caches no ES module's code, hence CommonJS).
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { cacheFolder, removeStale, sourcesKey, writeCacheFile } from '../pipeline/cache/build-cache.js';
import { bundleInputs, nodeBundleOptions, sourceDirs } from '../pipeline/cache/node-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECT_FILE = 'pipeline/project.ts';
// main: the command line; build and serve: what the benchmark's child processes run, as the command would.
const entries = { main: 'cli/main.ts', build: 'pipeline/build.ts', serve: 'server/site-server.ts' };
const cacheDir = cacheFolder(root);

/**
 * A bundled entry (see `entries`), bundling first if a source changed, compiled with the code
 * cache of `command`: `run()` runs it and returns its exports. It throws, and the caller runs the
 * sources instead, where the bundle cannot be made or run: no writable cache, or a Node that
 * cannot require() the ES modules some packages are (before 20.19).
 */
export async function cliBundle(entry = 'main', command = entry) {
  if (!process.features.require_module) throw new Error(`Node ${process.version} cannot require() ES modules`);
  const dir = bundleFolder();
  const file = join(dir, `${entry}.cjs`);
  if (!existsSync(file)) await bundleInto(dir, entry);
  return compiled(file, join(dir, `${entry}.${command.replace(/[^\w-]/g, '_')}.v8`));
}

/** The folder of the bundles of the sources as they are, and of this Node (a bundle targets the runtime that made it). */
export function bundleFolder() {
  return join(cacheDir, `cli-${sourcesKey(root, [...sourceDirs, 'bin/cli-bundle.js', ...bundleInputs], process.version)}`);
}

/** The bundle at `file` compiled with the code cache at `cacheFile`, which is (re)written when the process ends if V8 had none it could use. */
function compiled(file, cacheFile) {
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file, cachedData });
  // Once the command has run, the cache holds the functions it compiled, not the bundle's top level alone.
  if (!cachedData || script.cachedDataRejected) {
    process.once('exit', () => {
      try {
        writeCacheFile(cacheFile, script.createCachedData());
      } catch {
        // No writable cache: the next start compiles the bundle again, that is all.
      }
    });
  }
  return {
    run() {
      const module = { exports: {} };
      script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
      return module.exports;
    },
  };
}

/**
 * Bundles one entry into `dir`, the folder of this version of the sources: only the entry this
 * start needs (the command's own first start after a change bundled all three in 300 to 360 ms,
 * its entry alone in 190 to 230 ms; a build's alone, 110 to 160 ms).
 */
async function bundleInto(dir, entry) {
  assertImportMetaOnlyInProjectFile();
  const { build } = await import('esbuild');
  const temp = `${dir}.${entry}.${process.pid}.tmp`;
  const options = nodeBundleOptions();
  await build({
    ...options,
    entryPoints: { [entry]: join(root, entries[entry]) },
    outdir: temp, format: 'cjs', outExtension: { '.js': '.cjs' },
    // import() of a package left out (esbuild, sharp, ajv) as require(): in a vm.Script, import()
    // needs a loader of its own (Node 20: behind --experimental-vm-modules, and lost with the code cache).
    supported: { 'dynamic-import': false },
    // One source reads import.meta.url, pipeline/project.ts, and finds the package's files from it
    // (site.schema.json, islands/client/, the render worker): in the bundle it keeps seeing its own URL.
    banner: { js: `const groomsiteSourceUrl = ${JSON.stringify(pathToFileURL(join(root, PROJECT_FILE)).href)};` },
    define: { ...options.define, 'import.meta.url': 'groomsiteSourceUrl' },
  });
  const first = !existsSync(dir);
  mkdirSync(dir, { recursive: true });
  // Whole or not at all: another command may bundle the same entry at once, and takes its place.
  renameSync(join(temp, `${entry}.cjs`), join(dir, `${entry}.cjs`));
  rmSync(temp, { recursive: true, force: true });
  if (first) removeStale(cacheDir, /^cli-/, dir);
}

/** The bundle gives every module the import.meta.url of pipeline/project.ts: another source that reads its own would be wrong. */
function assertImportMetaOnlyInProjectFile() {
  for (const dir of sourceDirs.filter((d) => existsSync(join(root, d)))) {
    for (const name of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const file = `${dir}/${name}`;
      if (/\.tsx?$/.test(name) && file !== PROJECT_FILE && readFileSync(join(root, file), 'utf8').includes('import.meta')) {
        throw new Error(`${file} reads import.meta, which the command's bundle gives only to ${PROJECT_FILE}`);
      }
    }
  }
}

// The groomsite command runs from a bundle of its TypeScript sources (cli/, templates/, leads/),
// made by esbuild on the first run after a change and kept in node_modules/.cache. Loading a
// few bundled files starts the command about half a second sooner than compiling some 80
// sources through tsx on every start. Which npm packages are bundled in: cli/node-bundle.js.
// Each command is its own chunk, so `check` still never loads React.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { removeStale, sourcesKey } from '../cli/build-cache.js';
import { bundleInputs, nodeBundleOptions } from '../cli/node-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceDirs = ['cli', 'templates', 'islands', 'leads'];
// main: the command line; build and serve: what the benchmark's child processes run, as the command would.
const entries = { main: 'cli/main.ts', build: 'cli/build.ts', serve: 'leads/serve.ts' };
const cacheDir = join(root, 'node_modules', '.cache', 'groomsite');

/** The file URL of a bundled entry (see `entries`), bundling first if a source changed. */
export async function cliBundle(entry = 'main') {
  // Node's version too: a bundle targets the runtime that made it.
  const dir = join(cacheDir, `cli-${sourcesKey(root, [...sourceDirs, 'bin/cli-bundle.js', ...bundleInputs], process.version)}`);
  if (!existsSync(dir)) await bundleInto(dir);
  return pathToFileURL(join(dir, `${entry}.js`)).href;
}

async function bundleInto(dir) {
  assertImportMetaOnlyInCli();
  const { build } = await import('esbuild');
  const temp = `${dir}.${process.pid}.tmp`;
  // Every source that reads import.meta.url lives in cli/ and finds files relative to it
  // (site.schema.json, the templates, the render worker): they keep seeing their own folder.
  const options = nodeBundleOptions(`const groomsiteSourceUrl = ${JSON.stringify(pathToFileURL(join(root, 'cli', 'main.ts')).href)};\n`);
  await build({
    ...options,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(root, file)])),
    outdir: temp, splitting: true, chunkNames: 'chunk-[hash]',
    define: { ...options.define, 'import.meta.url': 'groomsiteSourceUrl' },
  });
  try {
    renameSync(temp, dir);
  } catch {
    rmSync(temp, { recursive: true, force: true }); // another command made the same bundle first
  }
  removeStale(cacheDir, /^cli-/, dir);
}

/** The bundle gives every module cli/'s import.meta.url: a source elsewhere that reads its own would be wrong. */
function assertImportMetaOnlyInCli() {
  for (const dir of sourceDirs.filter((d) => d !== 'cli')) {
    for (const name of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (/\.tsx?$/.test(name) && readFileSync(join(root, dir, name), 'utf8').includes('import.meta')) {
        throw new Error(`${dir}/${name} reads import.meta, which the command's bundle gives only to cli/`);
      }
    }
  }
}

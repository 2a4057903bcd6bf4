// The groomsite command runs from a bundle of its TypeScript sources (cli/, pipeline/, templates/, leads/...),
// made by esbuild on the first run after a change and kept in node_modules/.cache. Loading a
// few bundled files starts the command about half a second sooner than compiling some 80
// sources through tsx on every start. Which npm packages are bundled in: pipeline/cache/node-bundle.js.
// Each command is its own chunk, so `check` still never loads React.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheFolder, removeStale, sourcesKey } from '../pipeline/cache/build-cache.js';
import { bundleInputs, nodeBundleOptions, sourceDirs } from '../pipeline/cache/node-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECT_FILE = 'pipeline/project.ts';
// main: the command line; build and serve: what the benchmark's child processes run, as the command would.
const entries = { main: 'cli/main.ts', build: 'pipeline/build.ts', serve: 'server/site-server.ts' };
const cacheDir = cacheFolder(root);

/** The file URL of a bundled entry (see `entries`), bundling first if a source changed. */
export async function cliBundle(entry = 'main') {
  // Node's version too: a bundle targets the runtime that made it.
  const dir = join(cacheDir, `cli-${sourcesKey(root, [...sourceDirs, 'bin/cli-bundle.js', ...bundleInputs], process.version)}`);
  if (!existsSync(dir)) await bundleInto(dir);
  return pathToFileURL(join(dir, `${entry}.js`)).href;
}

async function bundleInto(dir) {
  assertImportMetaOnlyInProjectFile();
  const { build } = await import('esbuild');
  const temp = `${dir}.${process.pid}.tmp`;
  // One source reads import.meta.url, pipeline/project.ts, and finds the package's files from it
  // (site.schema.json, islands/client/, the render worker): in the bundle it keeps seeing its own URL.
  const options = nodeBundleOptions(`const groomsiteSourceUrl = ${JSON.stringify(pathToFileURL(join(root, PROJECT_FILE)).href)};\n`);
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

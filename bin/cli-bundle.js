// The groomsite command runs from a bundle of its TypeScript sources (cli/, templates/, leads/),
// made by esbuild on the first run after a change and kept in node_modules/.cache. Loading a
// few bundled files starts the command about half a second sooner than compiling some 80
// sources through tsx on every start. npm packages stay ordinary imports, and each command is
// its own chunk, so `check` still never loads React.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceDirs = ['cli', 'templates', 'leads'];
const entries = { main: 'cli/main.ts', build: 'cli/build.ts' };
const cacheDir = join(root, 'node_modules', '.cache', 'groomsite');
/** Older bundles are removed once they are this old: a command started from one may still be running. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** The file URL of a bundled entry (`main`, the command line, or `build`), bundling first if a source changed. */
export async function cliBundle(entry = 'main') {
  const dir = join(cacheDir, `cli-${sourcesKey()}`);
  if (!existsSync(dir)) await bundleInto(dir);
  return pathToFileURL(join(dir, `${entry}.js`)).href;
}

/** Names every source file with its size and modification time: any edit gives a new key. */
function sourcesKey() {
  const hash = createHash('sha256').update(`${root}\n${process.version}\n`);
  for (const dir of sourceDirs) {
    for (const name of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      const stat = statSync(join(root, dir, name));
      if (stat.isFile()) hash.update(`${dir}/${name} ${stat.size} ${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function bundleInto(dir) {
  assertImportMetaOnlyInCli();
  const { build } = await import('esbuild');
  const temp = `${dir}.${process.pid}.tmp`;
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(root, file)])),
    outdir: temp, bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20',
    packages: 'external', chunkNames: 'chunk-[hash]', logLevel: 'silent',
    // Every source that reads import.meta.url lives in cli/ and finds files relative to it
    // (site.schema.json, the templates, the render worker): they keep seeing their own folder.
    define: { 'import.meta.url': 'groomsiteSourceUrl' },
    banner: { js: `const groomsiteSourceUrl = ${JSON.stringify(pathToFileURL(join(root, 'cli', 'main.ts')).href)};` },
  });
  try {
    renameSync(temp, dir);
  } catch {
    rmSync(temp, { recursive: true, force: true }); // another command made the same bundle first
  }
  removeStaleBundles(dir);
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

function removeStaleBundles(keep) {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (!name.startsWith('cli-') || path === keep) continue;
    if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

// Step 5: the browser runtime and the stylesheet, bundled by esbuild with content hashes in
// their names so hosts can cache them forever.
import { build as esbuild } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Assets } from '../templates/context.tsx';

export interface AssetFile { file: string; content: Uint8Array }
export interface BuiltAssets { assets: Assets; files: AssetFile[] }

/** The package's own folder: runtime/ and templates/ live here, whatever site is being built. */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export async function buildAssets(root = packageRoot): Promise<BuiltAssets> {
  const [js, css] = await Promise.all([bundleRuntime(root), bundleStyles(root)]);
  return { assets: { js: js.entry, css: css.entry }, files: [...js.files, ...css.files] };
}

async function bundleRuntime(root: string) {
  const result = await esbuild({
    entryPoints: { app: join(root, 'runtime', 'main.ts') },
    bundle: true, splitting: true, format: 'esm', minify: true, write: false, metafile: true,
    target: ['es2020'], outdir: join(root, 'dist-assets'), entryNames: '[name].[hash]', chunkNames: '[name].[hash]',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
    jsx: 'automatic', jsxImportSource: 'preact', tsconfig: join(root, 'runtime', 'tsconfig.json'),
    logLevel: 'silent', legalComments: 'none',
  });
  return collect(root, result.outputFiles, (f) => /\/app\.[A-Z0-9]+\.js$/i.test(f));
}

async function bundleStyles(root: string) {
  const dir = join(root, 'templates', 'styles');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.css')).sort();
  // Files are concatenated in name order (00-base.css first), then minified as one sheet.
  const source = (await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')))).join('\n');
  const result = await esbuild({
    stdin: { contents: source, loader: 'css', resolveDir: dir, sourcefile: 'site.css' },
    bundle: true, minify: true, write: false, outdir: join(root, 'dist-assets'), entryNames: 'site.[hash]',
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

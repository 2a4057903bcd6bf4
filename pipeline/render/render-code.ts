// Which source code renders which kind of page, for the page memo (page-memo.ts): a page renders
// again when a source its rendering can run changed, and only then. esbuild bundles the renderer
// (render.tsx, with the worker and the writer beside it) and its metafile says which module imports
// which. Every module the renderer reaches without going through a page component is common to all
// pages (the head, the header and footer, the writer); each page component's own modules count
// only for the templates it renders (templates/pages/index.tsx says which). A page's code key is
// the hash of the bytes of all its modules and the versions of the npm packages they import.
// The graph is kept in the build cache, made again (some 0.2 s) only when a source changed.
import { hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeStale, sourcesKey, writeCacheFile } from '../cache/build-cache.js';
import { bundleInputs, sourceDirs } from '../cache/node-bundle.js';
import { cacheDir, packageRoot } from '../project.ts';
import type { Route } from '../../model/routes.ts';

const ENTRIES = ['pipeline/render/render.tsx', 'pipeline/render/worker.ts', 'pipeline/in-place.ts'];
const PAGE_INDEX = 'templates/pages/index.tsx';

/** The modules behind each kind of page, by the project's paths, and the npm packages each imports. */
export interface RenderGraph {
  common: string[];
  templates: Record<string, string[]>;
  /** Each module's npm imports ("react-dom/server"), whose installed versions count too. */
  packages: Record<string, string[]>;
}

/** Each template's code key; a template the index does not name gets the key of every page module. */
export async function renderCodeKeys(): Promise<Record<string, string>> {
  const graph = await renderGraph();
  const fileHashes = new Map<string, string>();
  const hashOf = (file: string) => {
    let h = fileHashes.get(file);
    if (h === undefined) fileHashes.set(file, (h = hash('sha1', readFileSync(join(packageRoot, file)))));
    return h;
  };
  const versions = new Map<string, string>();
  const versionOf = (specifier: string) => {
    const name = packageName(specifier);
    let v = versions.get(name);
    if (v === undefined) {
      const manifest = join(packageRoot, 'node_modules', name, 'package.json');
      versions.set(name, (v = existsSync(manifest) ? String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version) : 'builtin'));
    }
    return v;
  };
  const keyOf = (files: readonly string[]) => hash('sha1', [...new Set(files)].sort().map((f) => {
    const pkgs = (graph.packages[f] ?? []).map((p) => `${packageName(p)}@${versionOf(p)}`).join(',');
    return `${f} ${hashOf(f)} ${pkgs}`;
  }).join('\n'));
  const keys: Record<string, string> = {};
  for (const [template, files] of Object.entries(graph.templates)) keys[template] = keyOf([...graph.common, ...files]);
  keys['*'] = keyOf([...graph.common, ...Object.values(graph.templates).flat()]);
  return keys;
}

/** The code key of a route's page, from renderCodeKeys. */
export function codeKeyOf(keys: Readonly<Record<string, string>>, route: Route): string | undefined {
  return keys[route.page.template] ?? keys['*'];
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

async function renderGraph(): Promise<RenderGraph> {
  const file = join(cacheDir, `render-graph.${sourcesKey(packageRoot, [...sourceDirs, ...bundleInputs])}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RenderGraph;
  const graph = await graphFromBundle();
  try {
    writeCacheFile(file, JSON.stringify(graph));
    removeStale(cacheDir, /^render-graph\.\w+\.json$/, file);
  } catch {
    // No writable cache (a read-only install): the graph is made again next time, that is all.
  }
  return graph;
}

async function graphFromBundle(): Promise<RenderGraph> {
  const { build } = await import('esbuild');
  const { metafile } = await build({
    entryPoints: ENTRIES.map((e) => join(packageRoot, e)), absWorkingDir: packageRoot,
    bundle: true, write: false, metafile: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'silent', outdir: 'graph',
    // Packages are counted by their versions, not their files.
    plugins: [{ name: 'packages-by-version', setup(b) { b.onResolve({ filter: /^[^./]/ }, () => ({ external: true })); } }],
  });
  const imports = new Map<string, string[]>();
  const packages: Record<string, string[]> = {};
  for (const [path, input] of Object.entries(metafile.inputs)) {
    imports.set(path, input.imports.filter((i) => !i.external).map((i) => i.path));
    const external = input.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path);
    if (external.length) packages[path] = [...new Set(external)];
  }
  const byTemplate = templateModules(readFileSync(join(packageRoot, PAGE_INDEX), 'utf8'));
  const pageModules = new Set(Object.values(byTemplate).flat());
  const reach = (starts: readonly string[], stopAtPages: boolean) => {
    const seen = new Set<string>();
    const visit = (m: string) => {
      if (seen.has(m)) return;
      seen.add(m);
      for (const next of imports.get(m) ?? []) if (!(stopAtPages && m === PAGE_INDEX && pageModules.has(next))) visit(next);
    };
    starts.forEach(visit);
    return seen;
  };
  const common = reach(ENTRIES, true);
  const templates: Record<string, string[]> = {};
  for (const [template, modules] of Object.entries(byTemplate)) templates[template] = [...reach(modules, false)].filter((m) => !common.has(m)).sort();
  return { common: [...common].sort(), templates, packages };
}

/**
 * The page modules of each template, read from the index: each `case 'x':` up to the next names
 * the components it may render, each imported from one module.
 */
function templateModules(index: string): Record<string, string[]> {
  const moduleOf = new Map<string, string>();
  for (const m of index.matchAll(/import\s*\{([^}]+)\}\s*from\s*'\.\/([^']+)'/g)) {
    for (const name of m[1].split(',').map((n) => n.trim()).filter(Boolean)) moduleOf.set(name, `templates/pages/${m[2]}`);
  }
  const out: Record<string, string[]> = {};
  const cases = [...index.matchAll(/case '([\w-]+)':/g)];
  cases.forEach((c, i) => {
    const body = index.slice(c.index + c[0].length, cases[i + 1]?.index ?? index.length);
    out[c[1]] = [...new Set([...body.matchAll(/<(\w+)/g)].map((m) => moduleOf.get(m[1])).filter((m): m is string => !!m))];
  });
  return out;
}

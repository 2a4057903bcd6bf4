// Incremental builds after an edit of the code that renders pages (pipeline/render/render-code.ts):
// a template or a shared component edited renders again exactly the pages whose rendering runs
// it, and dist/ is byte for byte what a build from nothing makes. The edits are made to a copy of
// the package (its sources; node_modules linked), built in child processes, since this process
// has loaded the templates already.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceDirs } from '../../pipeline/cache/node-bundle.js';
import { edit, filesIn } from '../helpers/fixture.ts';
import { projectRoot } from '../helpers/site.ts';
import { syntheticSite } from '../../bench/synthetic.ts';

const today = '2026-11-25';
interface Built { pages: number; reused: number; templates: Record<string, number> }

/** A copy of the package's sources, with the project's node_modules, that builds sites in a child process. */
function packageCopy(): { dir: string; build: (root: string, outDir: string, renderAll?: boolean) => Built } {
  const dir = mkdtempSync(join(tmpdir(), 'groomsite-package-'));
  for (const name of [...sourceDirs, 'bin', 'content', 'strings', 'site.schema.json', 'package.json', 'tsconfig.json']) cpSync(join(projectRoot, name), join(dir, name), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  const child = join(dir, 'build-child.mts');
  writeFileSync(child, `
    import { build } from './pipeline/build.ts';
    import { writesPage } from './model/routes.ts';
    const [root, outDir, all] = process.argv.slice(2);
    const r = await build({ root, outDir, workers: 0, today: '${today}', renderAll: all === 'all' });
    const templates = {};
    for (const route of r.routes.filter(writesPage)) templates[route.page.template] = (templates[route.page.template] ?? 0) + 1;
    process.stdout.write(JSON.stringify({ pages: r.routes.filter(writesPage).length, reused: r.reused, templates }));
  `);
  return {
    dir,
    build: (root, outDir, renderAll = false) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', child, root, outDir, renderAll ? 'all' : ''], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })) as Built,
  };
}

describe.each([
  { name: 'the real site', posts: 0 },
  { name: 'a synthetic site of 20 posts', posts: 20 },
])('incremental builds of $name after a code edit', ({ posts }) => {
  const pkg = packageCopy();
  const root = syntheticSite(projectRoot, posts);
  const dist = join(root, 'dist');
  pkg.build(root, dist);

  /** Builds into the last dist/, then from nothing; the two must match. */
  function rebuild(): Built & { rendered: number } {
    const again = pkg.build(root, dist);
    const fresh = join(mkdtempSync(join(tmpdir(), 'groomsite-fresh-')), 'dist');
    pkg.build(root, fresh, true);
    const a = filesIn(dist);
    const b = filesIn(fresh);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    expect([...a].filter(([f, bytes]) => !bytes.equals(b.get(f)!)).map(([f]) => f)).toEqual([]);
    rmSync(join(fresh, '..'), { recursive: true, force: true });
    return { ...again, rendered: again.pages - again.reused };
  }

  it('a page template edited renders again the pages of its templates, and no other', () => {
    // Company.tsx renders the about, contact, gallery and privacy pages (templates/pages/index.tsx).
    edit(join(pkg.dir, 'templates', 'pages', 'Company.tsx'), '<Counters />', '<Counters /><div data-edited="about" />');
    const again = rebuild();
    const { about, contact, gallery } = again.templates;
    expect(again.rendered).toBe(about + contact + gallery + again.templates['privacy-policy']);
    expect(again.rendered).toBeGreaterThan(0);
  });

  it('a shared component edited renders again the pages that show it: the footer, on every page with one', () => {
    edit(join(pkg.dir, 'templates', 'chrome', 'Footer.tsx'), '<footer className="site-footer">', '<footer className="site-footer" data-edited="footer">');
    const again = rebuild();
    const pages = [...filesIn(dist)].filter(([f]) => f.endsWith('.html'));
    const showing = pages.filter(([, bytes]) => bytes.includes('data-edited="footer"')).length;
    expect(showing).toBeGreaterThan(0);
    // Every page that shows the edited footer rendered again; every page that did not, did not.
    expect(again.rendered).toBe(showing);
  });

  it('an edit of a module no page runs renders nothing again', () => {
    edit(join(pkg.dir, 'leads', 'handlers.ts'), '', '// an edit of the lead API, which no page runs\n');
    const again = rebuild();
    expect(again.rendered).toBe(0);
  });
});

// Building a site: the output, the sitemap, and that a failed build leaves dist/ as it was.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { GroomsiteError } from '../../pipeline/errors.ts';
import { copyFixture, edit, filesIn } from '../helpers/fixture.ts';
import { projectRoot } from '../helpers/site.ts';
import { writesPage } from '../../model/routes.ts';

const run = promisify(execFile);
const cli = join(projectRoot, 'bin', 'groomsite.js');

function snapshot(dir: string): Map<string, string> {
  return new Map([...filesIn(dir)].map(([file, bytes]) => [file, createHash('sha1').update(bytes).digest('hex')]));
}

describe('building the tiny fixture site', async () => {
  const root = copyFixture('tiny');
  const out = join(root, 'dist');
  const result = await build({ root, outDir: out });
  const read = (f: string) => readFileSync(join(out, f), 'utf8');

  it('writes a page for every route but the legacy addresses, which are redirects only', () => {
    expect(result.pages).toBe(result.routes.length);
    for (const r of result.routes) expect(existsSync(join(out, r.file)), r.file).toBe(writesPage(r));
    expect(result.routes.some((r) => !writesPage(r))).toBe(true);
  });
  it('writes nginx.conf beside dist/, in dist.host/, and the files static hosts read into dist/', () => {
    expect(result.hostDir).toBe(`${out}.host`);
    expect(readdirSync(result.hostDir).sort()).toEqual(['nginx.conf', 'site-definition.json']);
    expect(existsSync(join(out, 'nginx.conf'))).toBe(false);
    for (const name of ['_redirects', '_headers']) expect(existsSync(join(out, name)), name).toBe(true);
  });
  it('renders a complete HTML document with title, description, canonical and Open Graph', () => {
    const html = read('pet-grooming-at-home/delhi.html');
    expect(html).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>Pet Grooming at Home in Delhi from ₹599 for Dog &amp; Cat | Tiny Paws</title>');
    expect(html).toContain('<link rel="canonical" href="https://tiny.example/pet-grooming-at-home/delhi"/>');
    expect(html).toContain('<meta property="og:url" content="https://tiny.example/pet-grooming-at-home/delhi"/>');
  });
  it('gives aliases their target content and a canonical link to the target', () => {
    const alias = read('pet-spa.html');
    expect(alias).toContain('<link rel="canonical" href="https://tiny.example/"/>');
    expect(alias.replace(/<head>.*<\/head>/, '')).toBe(read('index.html').replace(/<head>.*<\/head>/, ''));
  });
  it('writes a sitemap of indexable pages only', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://tiny.example/pet-grooming-at-home/delhi</loc>');
    expect(sitemap).toContain('<loc>https://tiny.example/blog/first-post</loc><lastmod>2024-07-04</lastmod>');
    for (const hidden of ['/pet-spa', '/contact.php', '/gurgaon', '/booking-confirm', '/thank-you', '/thanks', '/404']) {
      expect(sitemap).not.toContain(`https://tiny.example${hidden}<`);
    }
  });
  it('writes robots.txt pointing at the sitemap, and a 404 page', () => {
    expect(read('robots.txt')).toContain('Sitemap: https://tiny.example/sitemap.xml');
    expect(read('404.html')).toContain('Your visited page not found. You may go home page.');
  });
  it('preloads the chunks of the islands a page starts with, not the forms\' chunk, and only files that exist', () => {
    const html = read('pet-grooming-at-home/delhi.html');
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]);
    // The chrome islands (menu, back to top) ship inside the entry; what the entry imports (Preact's
    // chunk) is preloaded with it, so the page does not wait a round trip to find it.
    const entry = html.match(/<script type="module" src="(\/assets\/app\.[A-Z0-9]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    const entryImports = [...read(entry!.slice(1)).matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
    expect(entryImports.length).toBeGreaterThan(0);
    for (const chunk of entryImports) expect(preloads, chunk).toContain(chunk);
    // The quick offer is on the page, but its chunk loads only when the visitor wants a form.
    expect(html).toContain('data-island="quick-offer"');
    expect(preloads.some((p) => /^\/assets\/forms\.[A-Z0-9]+\.js$/.test(p))).toBe(false);
    for (const p of preloads) expect(existsSync(join(out, p)), p).toBe(true);
    expect(read('blog/first-post.html')).not.toContain('quick-offer');
  });
  it('fingerprints the stylesheet and script', () => {
    expect(readdirSync(join(out, 'assets')).some((f) => /^site\.[A-Z0-9]{8}\.css$/.test(f))).toBe(true);
    expect(readdirSync(join(out, 'assets')).some((f) => /^app\.[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
  });
});

describe('a failing build', () => {
  it('leaves the previous dist/ exactly as it was and writes nothing else', async () => {
    const root = copyFixture('tiny');
    const out = join(root, 'dist');
    await build({ root, outDir: out });
    const before = [snapshot(out), snapshot(`${out}.host`)];
    edit(join(root, 'site.yaml'), 'listPrice: 1499', 'listPrice: "1,499"');
    await expect(build({ root, outDir: out })).rejects.toBeInstanceOf(GroomsiteError);
    expect([snapshot(out), snapshot(`${out}.host`)]).toEqual(before);
    expect(readdirSync(root).filter((n) => n.startsWith('dist.'))).toEqual(['dist.host']);
  });

  it('exits 1 from the command line with file, line, column and a hint', async () => {
    const root = copyFixture('tiny');
    const line = edit(join(root, 'site.yaml'), 'listPrice: 1499', 'listPrice: "1,499"');
    const err = await run(process.execPath, [cli, '--root', root, 'build', '--out', mkdtempSync(join(tmpdir(), 'gs-out-'))]).catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toContain('1 problem found');
    expect(err.stderr).toContain(`site.yaml:${line}:16  packages[3].listPrice`);
    expect(err.stderr).toContain('expected a whole number, got text "1,499"');
    expect(err.stderr).toContain('hint: write the number without quotes, currency signs or commas');
    expect(err.stderr).toContain('Nothing was written.');
  });
});

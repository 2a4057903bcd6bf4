// Valid HTML, as the Nu HTML Checker (vnu.jar from npm, run by Debian's Java) reads it: no error
// on any page type. One checker run over one page of every shape (each template, a city and a
// landing page, a locality, a post, blog pages 1 and 2, each pet's packages, the 404, and an
// alias of each kind of target), which takes some ten seconds where all 360 pages take thirty.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildRealSite, projectRoot } from '../helpers/site.ts';
import type { Route } from '../../model/routes.ts';

const vnu = join(projectRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** What makes two routes' HTML differ in structure rather than in words. */
function shapeOf(r: Route): string {
  const p = r.page;
  const detail = p.template === 'pet-packages' ? p.pet
    : p.template === 'city' ? (p.city.landing ? 'landing' : 'city')
      : p.template === 'blog' ? (p.pageNumber === 1 ? 'first' : p.pageNumber === p.pageCount ? 'last' : 'middle')
        : '';
  // A page in another language is a shape of its own: its lang, its switch, its hreflang links.
  return `${r.kind} ${p.template} ${detail} ${r.noindex ? 'noindex' : ''} ${r.lang ?? ''}`;
}

interface VnuMessage { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

describe('the Nu HTML Checker', () => {
  it('finds no error on any page type', async () => {
    const { outDir, routes } = await buildRealSite();
    const sample = new Map<string, Route>();
    for (const r of routes) if (!sample.has(shapeOf(r))) sample.set(shapeOf(r), r);
    expect(sample.size).toBeGreaterThan(15);
    // A post's Hindi version (content/hi/posts) is a shape of its own.
    expect([...sample.values()].some((r) => r.lang === 'hi' && r.page.template === 'post')).toBe(true);
    // A page with the mistake the forms once had, checked in the same run: proof the checker
    // read the files and reports what it finds.
    const control = join(mkdtempSync(join(tmpdir(), 'groomsite-vnu-')), 'control.html');
    writeFileSync(control, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title></head><body>' +
      '<form><label>Phone <input name="phone" type="tel" autocomplete="tel-national"></label></form></body></html>');
    const files = [control, ...[...sample.values()].map((r) => join(outDir, r.file))];

    // vnu exits 1 when it reports an error; its JSON report goes to standard error either way.
    // A deep stack for its schema; the quick compiler and serial GC: a short run, less CPU.
    const report = await promisify(execFile)('java', ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', vnu, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 << 20, timeout: 90_000 })
      .then((r) => r.stderr, (e: { stderr?: string; code?: unknown }) => {
        if (typeof e.stderr === 'string' && e.stderr.startsWith('{')) return e.stderr;
        throw e;
      });
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error');
    const [controlErrors, pageErrors] = [errors.filter((m) => m.url.endsWith('/control.html')), errors.filter((m) => !m.url.endsWith('/control.html'))];
    expect(controlErrors.map((m) => m.message)).toEqual([expect.stringContaining('Bad value “tel-national” for attribute “autocomplete”')]);
    const readable = pageErrors.map((m) => `${m.url.slice(m.url.indexOf(outDir) + outDir.length)}:${m.lastLine ?? '?'} ${m.message}`);
    expect(readable).toEqual([]);
  }, 120_000);
});

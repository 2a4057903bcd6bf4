// `groomsite check` passes a good site and names every broken link and anchor of a bad one.
import { describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { check, formatReport } from '../../pipeline/check/check.ts';
import { auditPage } from '../../pipeline/check/page-audit.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';
import { buildRealSite, projectRoot } from '../helpers/site.ts';

describe('check', () => {
  it('passes the tiny fixture site', async () => {
    const root = copyFixture('tiny');
    await build({ root });
    const report = await check({ root });
    expect(formatReport(report)).toMatch(/^check passed/);
  });

  // What CI runs before upload: every page of the real site within its budgets, every link resolving.
  // (The customer's visit page once loaded 14 KB of script and nothing but this command said so.)
  it('passes the real site, budgets included', async () => {
    const { outDir } = await buildRealSite();
    const report = await check({ root: projectRoot, dir: outDir });
    expect(formatReport(report)).toMatch(/^check passed/);
  });

  it('names a broken link and a missing anchor, with the page they are on', async () => {
    const root = copyFixture('tiny');
    appendFileSync(join(root, 'content/posts/first-post.md'), '\nSee [our prices](/prices) and [the FAQ](/#no-such-anchor).\n');
    await build({ root });
    const report = await check({ root });
    expect(report.ok).toBe(false);
    const text = formatReport(report);
    expect(text).toContain('/blog/first-post: link to /prices answers 404');
    expect(text).toContain('/blog/first-post: link to /#no-such-anchor has no element with id "no-such-anchor"');
  });

  it('reports site definition problems with their line', async () => {
    const root = copyFixture('tiny');
    await build({ root });
    const line = edit(join(root, 'site.yaml'), 'galleryCount: 2', 'galleryCount: two');
    const report = await check({ root });
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toContain(`site.yaml:${line}:17  ui.galleryCount`);
  });
});

describe('the page audit', () => {
  const good = '<title>Price | Paws</title><meta name="description" content="Prices"/>';
  it('accepts a page with a title, a description and described, sized images', () => {
    expect(auditPage('/x/', `${good}<img src="/a.svg" alt="A dog" width="4" height="3"/><img src="/b.svg" alt="" width="1" height="1"/>`)).toEqual([]);
  });
  it('names an image without alt text, one without dimensions, and a page without title or description', () => {
    const issues = auditPage('/x/', '<title></title><img src="/a.svg" width="4" height="3"/><img src="/b.svg" alt="B"/>').map((i) => i.text);
    expect(issues).toEqual([
      '/x/: has no <title>',
      '/x/: has no meta description',
      '/x/: image /a.svg has no alt text (use alt="" if it is decoration)',
      '/x/: image /b.svg has no width and height (the page jumps while it loads)',
    ]);
  });
  it('fails check on a built page that lost its description and an image alt, and on a script over budget', async () => {
    const root = copyFixture('tiny');
    const { outDir } = await build({ root });
    const page = join(outDir, 'gallery.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace(/<meta name="description"[^>]*>/, '').replace(/ alt="[^"]*"/, ''));
    // A script the gallery loads with the page; one no page loads does not count.
    writeFileSync(join(outDir, 'assets', 'extra.js'), randomBytes(12 * 1024).toString('base64'));
    writeFileSync(join(outDir, 'assets', 'unused.js'), randomBytes(16 * 1024).toString('base64'));
    const withScript = readFileSync(page, 'utf8').replace('</head>', '<script type="module" src="/assets/extra.js"></script></head>');
    writeFileSync(page, withScript);
    const report = await check({ root });
    const text = formatReport(report);
    expect(text).toContain('/gallery: has no meta description');
    expect(text).toMatch(/\/gallery: image \/images\/gallery\/pet-1\.svg has no alt text/);
    expect(text).toMatch(/Budgets:\n {2}\/gallery: scripts weigh \d+\.\d KB gzip before any interaction, over the 12 KB a page may load/);
  });
});

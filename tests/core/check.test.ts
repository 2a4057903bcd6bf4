// `groomsite check` passes a good site and names every broken link and anchor of a bad one.
import { describe, expect, it } from 'vitest';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../cli/build.ts';
import { check, formatReport } from '../../cli/check.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';

describe('check', () => {
  it('passes the tiny fixture site', async () => {
    const root = copyFixture('tiny');
    await build({ root });
    const report = await check({ root });
    expect(formatReport(report)).toMatch(/^check passed/);
  });

  it('names a broken link and a missing anchor, with the page they are on', async () => {
    const root = copyFixture('tiny');
    appendFileSync(join(root, 'content/posts/first-post.md'), '\nSee [our prices](/prices) and [the FAQ](/#no-such-anchor).\n');
    await build({ root });
    const report = await check({ root });
    expect(report.ok).toBe(false);
    const text = formatReport(report);
    expect(text).toContain('/blog/first-post/: link to /prices answers 404');
    expect(text).toContain('/blog/first-post/: link to /#no-such-anchor has no element with id "no-such-anchor"');
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

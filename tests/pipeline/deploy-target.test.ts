// The build for each host (model/deploy-target.ts): nginx and `serve` get .br/.gz twins of every
// text file; Cloudflare Pages, Netlify and a plain folder get none, their _headers and _redirects
// as ever. A build for another host than the last into the same folder leaves no twin behind.
import { readdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.ts';
import { copyFixture } from '../helpers/fixture.ts';

const twinsIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(br|gz)$/.test(f));

describe('twins by host', () => {
  it('makes twins for nginx and serve, none for the hosts that compress at their edge, and none are left over from the last build', async () => {
    const root = copyFixture('tiny');
    const out = join(root, 'dist');
    await build({ root, target: 'nginx' });
    expect(twinsIn(out).length).toBeGreaterThan(0);
    for (const target of ['cloudflare-pages', 'netlify', 'folder'] as const) {
      await build({ root, target });
      expect(twinsIn(out), target).toEqual([]);
      expect(readdirSync(out)).toEqual(expect.arrayContaining(['_headers', '_redirects']));
    }
    await build({ root, target: 'serve' });
    expect(twinsIn(out).length).toBeGreaterThan(0);
  }, 120_000);

  it('reads the host from site.yaml, and the command line wins over it', async () => {
    const root = copyFixture('tiny');
    const site = join(root, 'site.yaml');
    writeFileSync(site, `${readFileSync(site, 'utf8')}\nhosting:\n  target: netlify\n`);
    await build({ root });
    expect(twinsIn(join(root, 'dist'))).toEqual([]);
    await build({ root, target: 'nginx' });
    expect(twinsIn(join(root, 'dist')).length).toBeGreaterThan(0);
  }, 120_000);
});

// `groomsite serve`'s file half (hosting/static.ts) on the real build: the same answers as the
// generated nginx and Cloudflare's Pages runtime (tests/helpers/host-answers.ts), with the
// legacy redirects read from dist/_redirects, as those hosts read them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRealSite } from '../helpers/site.ts';
import { expectedAnswers, wrongAnswers } from '../helpers/host-answers.ts';
import { createStaticHandler } from '../../hosting/static.ts';
import { parseRedirects } from '../../hosting/redirects.ts';
import type { BuildResult } from '../../pipeline/build.ts';

let built: BuildResult;
let server: Server;
let base: string;
beforeAll(async () => {
  built = await buildRealSite();
  server = createServer(createStaticHandler(built.outDir));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('serve on the build\'s file layout', () => {
  it('answers as nginx and Cloudflare Pages do', async () => {
    expect(await wrongAnswers(expectedAnswers(built), async (p) => {
      const res = await fetch(base + p, { redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location') ?? undefined, text: await res.text() };
    })).toEqual([]);
  });
  it('keeps the query on /x/ -> /x and sends a page from blog.html beside the folder blog/', async () => {
    const moved = await fetch(`${base}/about/?utm_source=x`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/about?utm_source=x']);
    expect(await (await fetch(`${base}/blog`)).text()).toContain('<link rel="canonical" href="https://');
  });
  it('reads _redirects as the hosts do: the first rule for a path wins, comments and junk are skipped', () => {
    const rules = parseRedirects('# old site\n/a /b 301\n/a /c 302\n\nserver settings\n/d /e\n');
    expect([...rules]).toEqual([['/a', { to: '/b', status: 301 }], ['/d', { to: '/e', status: 302 }]]);
  });
});

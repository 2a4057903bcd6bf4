// _redirects and _headers as Netlify reads them, through Netlify's own parsers: no error, and
// the rules they return are those we meant (the legacy redirects, unforced because no file sits
// at a legacy address to shadow them; the security headers everywhere, a year on /assets/*).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { parseAllHeaders } from '@netlify/headers-parser';
import fs from 'node:fs';
import { buildRealSite } from '../helpers/site.ts';
import { IMMUTABLE, securityHeaders } from '../../hosting/headers.ts';
import { headerPolicy } from '../../hosting/site-policy.ts';
import { fileForPath } from '../../model/routes.ts';
import type { BuildResult } from '../../pipeline/build.ts';

let built: BuildResult;
beforeAll(async () => {
  built = await buildRealSite();
});

describe('Netlify\'s parsers on the built _redirects and _headers', () => {
  it('read every legacy redirect, 301 to its page, the customer links\' rewrite and the Hindi 404 page, with no error', async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [path.join(built.outDir, '_redirects')], configRedirects: [], minimal: false });
    expect(errors).toEqual([]);
    const legacy = built.routes.filter((r) => r.legacy);
    const rules = redirects as { from: string; to: string; status: number; force: boolean; proxy: boolean }[];
    expect(rules.map((r) => [r.from, r.to, r.status, r.force, r.proxy]))
      .toEqual([...legacy.map((r) => [r.path, r.canonicalPath, 301, false, false]), ['/b/*', '/b', 200, false, false], ['/hi/b/*', '/hi/b', 200, false, false], ['/hi/*', '/hi/404.html', 404, false, false]]);
    // Netlify serves a file that exists before an unforced rule: there must be none at these addresses.
    for (const r of legacy) expect(fs.existsSync(path.join(built.outDir, fileForPath(r.path))), r.path).toBe(false);
  });

  it('read the security headers for every path and the year-long cache for /assets/*, with no error', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(built.outDir, '_headers')], configHeaders: [], minimal: false });
    expect(errors).toEqual([]);
    expect(headers.map((h: { for: string; values: Record<string, string> }) => [h.for, h.values])).toEqual([
      ['/*', securityHeaders(headerPolicy(built.site), { https: true })],
      ['/assets/*', { 'Cache-Control': IMMUTABLE }],
    ]);
  });
});

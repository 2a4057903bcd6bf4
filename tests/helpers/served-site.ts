// The real site, built once per test file and served by `serve()` (static files and the lead
// API) on 127.0.0.1 with a throwaway SQLite file; and with a Chromium beside it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type RunningServer } from '../../server/site-server.ts';
import { defaultApiConfig } from '../../leads/api-config.ts';
import { buildRealSite } from './site.ts';
import { headerPolicy } from '../../hosting/site-policy.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';

export async function serveRealSite(): Promise<RunningServer> {
  const { outDir, site } = await buildRealSite();
  const db = join(mkdtempSync(join(tmpdir(), 'groomsite-served-')), 'leads.sqlite');
  // The site's own Content-Security-Policy, as `groomsite serve` sends it.
  return serve({ dir: outDir, port: 0, host: '127.0.0.1', db, api: defaultApiConfig, quiet: true, headers: headerPolicy(site) });
}

/** Registers beforeAll/afterAll for the file: the real site served, and Chromium; beforeAll fills in the object. */
export function useServedSiteInChromium(): { server: RunningServer; browser: Browser } {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    running.server = await serveRealSite();
    running.browser = await launchChromium();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.close();
  });
  return running;
}

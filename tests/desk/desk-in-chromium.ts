// What the desk's browser tests start with: the real site built and served on 127.0.0.1 with a
// fresh SQLite file and the real visit rules, an owner account and the city teams' groomers, and
// Chromium. Each test file keeps its own screenshots folder and its own pages.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { addUser } from '../../desk/users.ts';
import { defaultApiConfig } from '../../leads/api-config.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { serve, type RunningServer } from '../../server/site-server.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { buildRealSite } from '../helpers/site.ts';
import { realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { addTeam } from './dayplan-helpers.ts';
import { PASSWORD } from '../helpers/desk.ts';

export interface DeskInChromium {
  server: RunningServer; browser: Browser; settings: VisitSettings; serviceLabel: (id: string) => string;
  /** The served SQLite file, for a test to write what another server would have. */
  db: string;
}

/** `name` names the database's temporary folder; `shots` is made for the file's screenshots. */
export async function openDeskInChromium(name: string, shots: string): Promise<DeskInChromium> {
  const { outDir } = await buildRealSite();
  const { settings, serviceLabel } = await realVisitSettings();
  const db = join(mkdtempSync(join(tmpdir(), `groomsite-${name}-`)), 'leads.sqlite');
  const server = await serve({ dir: outDir, port: 0, host: '127.0.0.1', db, api: defaultApiConfig, quiet: true, brand: 'Doorstep Paws', log: () => {}, visits: settings });
  await addUser({ db, name: 'owner', password: PASSWORD, role: 'owner' });
  await addTeam(db, settings);
  const browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
  return { server, browser, settings, serviceLabel, db };
}

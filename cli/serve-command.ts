// `groomsite serve`: the server's settings from the site definition dist/ was built from, then
// dist/, the lead API and the desk served by server/site-server.ts until the process is told to stop.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqlStore } from '../store/sql.ts';
import type { ServedSite } from './served-site.ts';
import { servedSite } from './served-site.ts';
import { isPostgresUrl, resolveDbTarget } from '../store/sql.ts';

export async function serveSite(o: { root: string; port: number; host: string; dir: string; db?: string; deploy?: string }) {
  const root = resolve(o.root);
  const dir = resolve(root, o.dir);
  const db = resolveDbTarget(o.db);
  const { serve } = await import('../server/site-server.ts');
  const { siteServerSettings } = await import('../server/site-settings.ts');
  const { resolveEmailSettings } = await import('../leads/email.ts');
  // The rules of the site dist/ was built from, and again after each build (served-site.ts).
  let settings: ReturnType<typeof siteServerSettings>;
  const served = await servedSite(root, dir, (line) => console.error(line), (site) => { settings = siteServerSettings(site); });
  const site = served.current();
  settings = siteServerSettings(site);
  const email = resolveEmailSettings(
    { smtpUrl: process.env.SMTP_URL, to: process.env.LEAD_EMAIL_TO, from: process.env.LEAD_EMAIL_FROM },
    { brand: site.raw.site.name, url: site.raw.site.url },
  );
  const server = await serve({
    dir, port: o.port, host: o.host, db: isPostgresUrl(db) ? db : resolve(root, db), api: settings.api,
    webhookUrl: process.env.LEAD_WEBHOOK_URL || undefined, email, brand: settings.brand, headers: settings.policy,
    retentionMonths: settings.retentionMonths, escalation: settings.escalation,
    visits: () => settings.visits, catalogue: () => settings.catalogue,
    // The owner's editor changes site.yaml here and builds it into dir; the rules follow at once.
    editor: existsSync(join(root, 'site.yaml')) ? await siteEditorFor({ root, dir, served, deploy: o.deploy ?? (process.env.GROOMSITE_DEPLOY || undefined) }) : undefined,
  });
  const stop = async () => { served.stop(); await server.close(); process.exit(0); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

/** The editor's parts, loaded only by `serve` (the pipeline's build is loaded on the first publish). */
async function siteEditorFor(o: { root: string; dir: string; served: ServedSite; deploy?: string }) {
  const { SiteEditor } = await import('../editor/site-editor.ts');
  const checks = () => import('../editor/site-checks.ts');
  return (db: SqlStore) => {
    const editor = new SiteEditor({
      root: o.root, db, deployCommand: o.deploy, log: (line) => console.error(line),
      check: async (files) => (await checks()).checkSiteText(o.root, files),
      build: async (files) => (await checks()).buildSiteText(o.root, o.dir, files),
      published: () => o.served.refresh(),
    });
    // Servers sharing a PostgreSQL take each other's publishes (one SQLite file has one server).
    if (db.dialect === 'postgres') editor.follow();
    editor.warm();
    return editor;
  };
}

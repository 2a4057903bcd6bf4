// `groomsite serve`: the server's settings from the site definition dist/ was built from, then
// dist/, the lead API and the desk served by server/site-server.ts until the process is told to stop.
import { resolve } from 'node:path';
import { servedSite } from './served-site.ts';
import { isPostgresUrl, resolveDbTarget } from '../store/sql.ts';

export async function serveSite(o: { root: string; port: number; host: string; dir: string; db?: string }) {
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
  });
  const stop = async () => { served.stop(); await server.close(); process.exit(0); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

// `groomsite serve`: the server's settings from site.yaml, then dist/, the lead API and the desk
// served by server/site-server.ts until the process is told to stop.
import { resolve } from 'node:path';
import { loadSite } from '../pipeline/build.ts';
import { isPostgresUrl, resolveDbTarget } from '../store/sql.ts';

export async function serveSite(o: { root: string; port: number; host: string; dir: string; db?: string }) {
  const root = resolve(o.root);
  const db = resolveDbTarget(o.db);
  const site = await loadSite(root);
  const { serve } = await import('../server/site-server.ts');
  const { siteServerSettings } = await import('../server/site-settings.ts');
  const { resolveEmailSettings } = await import('../leads/email.ts');
  const email = resolveEmailSettings(
    { smtpUrl: process.env.SMTP_URL, to: process.env.LEAD_EMAIL_TO, from: process.env.LEAD_EMAIL_FROM },
    { brand: site.raw.site.name, url: site.raw.site.url },
  );
  const settings = siteServerSettings(site);
  const server = await serve({
    dir: resolve(root, o.dir), port: o.port, host: o.host, db: isPostgresUrl(db) ? db : resolve(root, db), api: settings.api,
    webhookUrl: process.env.LEAD_WEBHOOK_URL || undefined, email, brand: settings.brand, headers: settings.policy,
    retentionMonths: settings.retentionMonths, visits: settings.visits, escalation: settings.escalation,
  });
  const stop = async () => { await server.close(); process.exit(0); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

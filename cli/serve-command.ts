// `groomsite serve`: the site's lead API settings from site.yaml, then dist/ and the API served
// by server/site-server.ts until the process is told to stop.
import { resolve } from 'node:path';
import { loadSite } from '../pipeline/build.ts';
import { apiConfig } from '../leads/site-config.ts';
import { headerPolicy } from '../hosting/site-policy.ts';
import { isPostgresUrl, resolveDbTarget } from '../leads/storage/sql.ts';

export async function serveSite(o: { root: string; port: number; host: string; dir: string; db?: string }) {
  const root = resolve(o.root);
  const db = resolveDbTarget(o.db);
  const site = await loadSite(root);
  const { serve } = await import('../server/site-server.ts');
  const { resolveEmailSettings } = await import('../leads/email.ts');
  const email = resolveEmailSettings(
    { smtpUrl: process.env.SMTP_URL, to: process.env.LEAD_EMAIL_TO, from: process.env.LEAD_EMAIL_FROM },
    { brand: site.raw.site.name, url: site.raw.site.url },
  );
  const server = await serve({
    dir: resolve(root, o.dir), port: o.port, host: o.host, db: isPostgresUrl(db) ? db : resolve(root, db), api: apiConfig(site),
    webhookUrl: process.env.LEAD_WEBHOOK_URL || undefined, email, brand: site.raw.site.name, headers: headerPolicy(site),
    retentionMonths: site.raw.retention?.months,
  });
  const stop = async () => { await server.close(); process.exit(0); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

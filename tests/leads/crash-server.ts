/**
 * Child process for the crash test and the benchmark: serves DIST with the lead API on DB at a
 * free port on 127.0.0.1, prints "READY <port>" once listening, and closes cleanly on SIGTERM.
 * Usage: node --import tsx tests/leads/crash-server.ts DIST DB
 */
import { defaultApiConfig } from '../../leads/api-config.ts';
import { resolveEmailSettings } from '../../leads/email.ts';
import { serve } from '../../server/site-server.ts';

const [dir, db] = process.argv.slice(2);
if (!dir || !db) {
  console.error('usage: crash-server.ts DIST DB');
  process.exit(2);
}
const server = await serve({
  dir,
  db,
  port: 0,
  host: '127.0.0.1',
  api: { ...defaultApiConfig, rateLimit: { windowSeconds: 60, maxRequests: 0 } },
  webhookUrl: '',
  // The alert test sets SMTP_URL and LEAD_EMAIL_TO; short outbox timings keep it quick.
  email: resolveEmailSettings({ smtpUrl: process.env.SMTP_URL, to: process.env.LEAD_EMAIL_TO }, { brand: 'Doorstep Paws', url: 'https://www.example.in' }),
  webhook: process.env.SMTP_URL ? { baseDelayMs: 50, maxDelayMs: 200, pollMs: 100, timeoutMs: 10_000 } : undefined,
  quiet: true,
});
process.stdout.write(`READY ${server.port}\n`);
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});

/**
 * Child process for the read-only database test: tries to start `serve` on DIST with DB and prints
 * one JSON line, {"ok":true} or {"error":"..."}. Run as another user, so that even a test run by
 * root meets a database it may not write. Usage: node --import tsx open-child.ts DIST DB
 */
import { defaultApiConfig } from '../../leads/api-config.ts';
import { serve } from '../../server/site-server.ts';

const [dir, db] = process.argv.slice(2);
try {
  const server = await serve({ dir, db, port: 0, host: '127.0.0.1', api: defaultApiConfig, webhookUrl: '', quiet: true });
  await server.close();
  process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
}

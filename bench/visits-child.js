// The server of the availability benchmark (bench/visits.ts), in its own process as `groomsite
// serve` runs: production mode, the bundled sources, the real site.yaml's visit rules. Unlike
// `serve` the rate limit is off, since one address asks thousands of times. Prints its port.
import { cliBundle } from '../bin/cli-bundle.js';

process.env.NODE_ENV ??= 'production';
const { serve, defaultApiConfig, siteServerSettings } = (await cliBundle('serve')).run();
const { loadSite } = (await cliBundle('build')).run();

const [dir, db, root] = process.argv.slice(2);
const { visits } = siteServerSettings(await loadSite(root));
const server = await serve({
  dir, db, port: 0, host: '127.0.0.1', quiet: true, webhookUrl: '', visits,
  api: { ...defaultApiConfig, rateLimit: { windowSeconds: 60, maxRequests: 0 } },
});
process.stdout.write(`READY ${server.port}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));

// The lead API server of the load benchmark (bench/api.ts), in its own process and started the
// way `groomsite serve` starts: production mode, the bundled sources (bin/cli-bundle.js). It
// serves an empty site plus the API, with the rate limit off, and prints its port.
import { cliBundle } from '../bin/cli-bundle.js';

process.env.NODE_ENV ??= 'production';
const { serve, defaultApiConfig } = (await cliBundle('serve')).run();

const [dir, db] = process.argv.slice(2);
const server = await serve({
  dir, db, port: 0, host: '127.0.0.1', quiet: true, webhookUrl: '',
  api: { ...defaultApiConfig, rateLimit: { windowSeconds: 60, maxRequests: 0 } },
});
process.stdout.write(`READY ${server.port}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));

// The built folder on a loopback port, served by hosting/static.ts (what `serve` runs), so the
// link check follows each link as a visitor's browser would, with the build's file layout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from '../../hosting/static.ts';

export async function servedLocally(dir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(createStaticHandler(dir));
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}

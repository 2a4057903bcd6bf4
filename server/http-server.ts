import http from 'node:http';
import { LeadsUsageError } from '../model/usage-error.ts';
import type { TrustedProxies } from '../http/client-address.ts';
import type { Backend } from './backend.ts';
import { capConnections, connectionCaps, type ConnectionCaps } from '../http/connection-caps.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, ends open connections, commits queued leads, closes the database. */
  close(): Promise<void>;
}

/**
 * Listens with `listener` and closes in the one safe order: the desks' event streams first
 * (they would hold the server open), then the connections, then the backend, so a lead being
 * answered still commits. If listening fails, the backend is closed and the reason told plainly.
 */
export async function listen(
  listener: http.RequestListener, backend: Backend,
  o: { port: number; host: string; proxies?: TrustedProxies; caps?: ConnectionCaps },
): Promise<RunningServer> {
  const server = http.createServer(listener);
  // Slow clients cannot hold a connection for minutes.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // A proxy speaks for many visitors: it is exempt from the cap per address (dev has none).
  capConnections(server, o.caps ?? connectionCaps(), o.proxies ?? { has: () => false });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(o.port, o.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await backend.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new LeadsUsageError(`port ${o.port} on ${o.host} is in use: stop the other server or pass --port`);
    if (code === 'EACCES') throw new LeadsUsageError(`not allowed to listen on ${o.host}:${o.port}: pick a port above 1024`);
    throw error;
  }

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  const hostForUrl = o.host.includes(':') ? `[${o.host}]` : o.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        backend.desk.close();
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still being answered get a moment to finish their commit and reply.
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      }).then(() => backend.close());
      return closing;
    },
  };
}

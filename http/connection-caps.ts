// How many connections the server holds at once. Every connection is an open file: with the
// 1,024 files a systemd unit gets by default, 1,100 slow connections once left no file for the
// next visitor, the database or the log for 30 s. So the server keeps a margin below the
// process's file limit, and one address (not a trusted proxy, which speaks for many visitors)
// may hold only a share of it.
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import type { Socket } from 'node:net';
import { unmapped, type TrustedProxies } from './client-address.ts';

/** Files kept free for the database, the static files being read, the log and the outbox. */
const RESERVED_FILES = 128;

/** The soft limit on open files of this process (Linux: /proc/self/limits), or undefined elsewhere. */
export function openFileLimit(limits = (): string => readFileSync('/proc/self/limits', 'utf8')): number | undefined {
  try {
    const line = limits().split('\n').find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

export interface ConnectionCaps {
  /** Connections held at once in all (server.maxConnections: more are closed as they arrive). */
  total: number;
  /** Connections one address may hold at once, unless it is a trusted proxy. */
  perAddress: number;
}

export function connectionCaps(fileLimit = openFileLimit()): ConnectionCaps {
  const total = Math.max(64, Math.min(20_000, (fileLimit ?? 1024) - RESERVED_FILES));
  return { total, perAddress: Math.max(16, Math.floor(total / 8)) };
}

/** Applies the caps to `server`; connections past them are closed at once. */
export function capConnections(server: http.Server, caps: ConnectionCaps, proxies: TrustedProxies): void {
  server.maxConnections = caps.total;
  const held = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = unmapped(socket.remoteAddress ?? '');
    if (address === '' || proxies.has(address)) return;
    const n = (held.get(address) ?? 0) + 1;
    if (n > caps.perAddress) {
      socket.destroy();
      return;
    }
    held.set(address, n);
    socket.once('close', () => {
      const left = (held.get(address) ?? 1) - 1;
      if (left <= 0) held.delete(address);
      else held.set(address, left);
    });
  });
}

import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { LeadsUsageError } from '../model/usage-error.ts';

/**
 * Whose request is this? The socket's address, unless the socket is one of the proxies the site
 * names in `api.trustedProxies`: then X-Forwarded-For is read from the right (the hop our proxy
 * added) leftwards, skipping our own proxies, and the first other address is the visitor. Hops
 * further left were written by the visitor and prove nothing. A forwarded value that is not an
 * IP address is never believed: the socket's address stands.
 */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** "127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8" -> a matcher; anything else throws naming the entry. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits, extra] = String(entry).split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > max))) {
      throw new LeadsUsageError(`api.trustedProxies: "${entry}" is not an IP address or a network such as 10.0.0.0/8`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    has(address) {
      const plain = unmapped(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** "::ffff:1.2.3.4" (IPv4 on a dual-stack socket) -> "1.2.3.4". */
export function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

export interface ClientInfo {
  /** The visitor's address as best known. */
  ip: string;
  /** The request came through one of our proxies (its Host and X-Forwarded-Proto count). */
  viaTrustedProxy: boolean;
  /** Why a forwarded header was not believed, for the log. */
  ignored?: string;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

export function clientInfo(req: IncomingMessage, proxies: TrustedProxies): ClientInfo {
  const socket = unmapped(req.socket.remoteAddress ?? '');
  const forwarded = headerText(req.headers['x-forwarded-for']);
  if (!proxies.has(socket)) {
    return forwarded === undefined
      ? { ip: socket, viaTrustedProxy: false }
      : { ip: socket, viaTrustedProxy: false, ignored: `X-Forwarded-For from ${socket}, which is not in api.trustedProxies` };
  }
  if (forwarded === undefined) return { ip: socket, viaTrustedProxy: true };
  const hops = forwarded.split(',').map((hop) => unmapped(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (isIP(hop) === 0) {
      return { ip: socket, viaTrustedProxy: true, ignored: `X-Forwarded-For hop ${JSON.stringify(hop.slice(0, 60))}, which is not an IP address` };
    }
    if (!proxies.has(hop) || i === 0) return { ip: hop, viaTrustedProxy: true };
  }
  return { ip: socket, viaTrustedProxy: true };
}

/** The proxy said the visitor used HTTPS (only believed from a trusted proxy). */
export function forwardedHttps(req: IncomingMessage, info: ClientInfo): boolean {
  return info.viaTrustedProxy && headerText(req.headers['x-forwarded-proto'])?.split(',')[0].trim().toLowerCase() === 'https';
}

/**
 * The rate limit's key for an address: IPv4 as is, IPv6 by its /64 network, since one home or
 * phone gets a whole /64 and could otherwise step through fresh addresses for free.
 */
export function rateLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ("::ffff:1.2.3.4" is handled by unmapped) only ever sits in the last 32 bits.
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':')}::/64`;
}

/** Logs each distinct reason once per process, so a stream of bad headers cannot flood the log. */
export function onceLogger(log: (line: string) => void, limit = 100): (reason: string) => void {
  const seen = new Set<string>();
  return (reason) => {
    const kind = reason.replace(/ from \S+,/, ',').replace(/hop ".*",/, 'hop,');
    if (seen.has(kind) || seen.size >= limit) return;
    seen.add(kind);
    log(`ignoring ${reason}; using the connection's address (this is said once)`);
  };
}

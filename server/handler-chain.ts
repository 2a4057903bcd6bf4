import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { securityHeaders, type HeaderPolicy } from '../hosting/headers.ts';
import { clientInfo, forwardedHttps, type TrustedProxies } from '../http/client-address.ts';
import type { Backend } from './backend.ts';

/** Answers the request; what it resolves to is not looked at. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<unknown>;

export interface HandlerChainOptions {
  backend: Backend;
  /** What neither the desk nor the lead API answers: dist/ for serve (hosting/static.ts), the site in memory for dev. */
  files: Handler;
  /** Answered before everything else, resolving true when it answered: dev's event stream and page script. */
  first?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** What the Content-Security-Policy allows beyond the own origin; asked per request, as dev's site changes while it runs. */
  policy: () => HeaderPolicy;
  /** The proxies believed when they say the visitor came over HTTPS (then HSTS); none for dev, which nobody proxies. */
  proxies?: TrustedProxies;
}

/**
 * The one order in which a request is answered, for serve and dev: the security headers of
 * every host config (hosting/headers.ts), then the desk (/desk/ and {api.base}/desk/, before the
 * lead API would take its paths), then the lead API, then the files.
 */
export function handlerChain(o: HandlerChainOptions): RequestListener {
  let headersFor: HeaderPolicy | undefined;
  let plain: [string, string][] = [];
  let https: [string, string][] = [];
  const headers = (req: IncomingMessage): [string, string][] => {
    const policy = o.policy();
    if (policy !== headersFor) {
      headersFor = policy;
      plain = Object.entries(securityHeaders(policy, { https: false }));
      https = Object.entries(securityHeaders(policy, { https: true }));
    }
    // HSTS only when our own proxy says the visitor came over HTTPS.
    return o.proxies && forwardedHttps(req, clientInfo(req, o.proxies)) ? https : plain;
  };
  const { desk, leadApi } = o.backend;
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (o.first && (await o.first(req, res))) return;
    if (await desk.handle(req, res)) return;
    if (await leadApi.handle(req, res)) return;
    await o.files(req, res);
  };
  return (req, res) => {
    for (const [name, value] of headers(req)) res.setHeader(name, value);
    // Each handler answers its own errors; this is a last resort.
    answer(req, res).catch(() => res.destroy());
  };
}

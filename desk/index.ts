import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedProxies } from '../http/client-address.ts';
import { createDeskApi, type DeskApiOptions } from './api.ts';
import { createDeskPages } from './page.ts';

/**
 * The owner's desk, for `serve` and `dev` to mount in front of the lead API: the page at /desk/
 * and its JSON under `{api.base}/desk/`, on the leads database the lead API opened.
 */
export interface DeskOptions extends DeskApiOptions {
  /** The business's name, for the page title. */
  brand: string;
}

export interface Desk {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** A lead was stored here: open desks hear of it at once. */
  changed(): void;
  close(): void;
}

export function createDesk(options: DeskOptions): Desk {
  const api = createDeskApi(options);
  const pages = createDeskPages({ proxies: trustedProxies(options.api.trustedProxies), brand: options.brand, initialState: (req) => api.initialState(req) });
  // The app is bundled on the first visit to /desk/ (some 0.3-0.7 s once per process), not at
  // start: a server restarted under load takes leads at once instead of bundling first.
  return {
    async handle(req, res) {
      if (await api.handle(req, res)) return true;
      try {
        return await pages(req, res);
      } catch (error) {
        options.log(`desk page error: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The desk could not be prepared; see the server log.\n');
        return true;
      }
    },
    changed: () => api.changed(),
    close: () => api.close(),
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveChange, LiveEventName } from './wire/session.ts';

/**
 * Server-Sent Events for open desks: "something changed, fetch the list again". A lead may be
 * stored by this process or by another one on the same database, so while any desk is open the
 * database's version (newest lead id, newest staff change) is looked at twice a second; a change
 * made here is announced at once. Each stream re-checks its session now and then and ends when
 * the session has (logout, expiry, user removed).
 */
const POLL_MS = 500;
const CHECK_EVERY = 20; // polls: about every 10 s, also a keep-alive comment for proxies
/** The one event the stream sends (desk/wire/session.ts). */
const CHANGED: LiveEventName = 'changed';

export interface LiveOptions {
  /**
   * How often the database is looked at while a desk is open (default 500 ms). Tests lengthen it
   * to show that a lead stored by this process arrives through changed(), not the poll.
   */
  pollMs?: number;
}

interface Client {
  res: ServerResponse;
  token: string;
}

export class LiveEvents {
  private readonly clients = new Set<Client>();
  private timer: NodeJS.Timeout | undefined;
  private version = '';
  private ticks = 0;
  /** A poll is reading the database; the next tick is skipped rather than piled up. */
  private polling = false;

  constructor(
    private readonly readVersion: () => Promise<string>,
    private readonly sessionAlive: (token: string) => Promise<boolean>,
    private readonly options: LiveOptions = {},
  ) {}

  open(req: IncomingMessage, res: ServerResponse, token: string): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no', // nginx: pass each event on at once
      Connection: 'keep-alive',
    });
    res.write('retry: 2000\n\n');
    const client = { res, token };
    this.clients.add(client);
    req.on('close', () => {
      this.clients.delete(client);
      if (this.clients.size === 0) this.stopPolling();
    });
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? POLL_MS);
      this.timer.unref();
      this.readVersion().then((version) => (this.version ||= version), () => {});
    }
  }

  /** A change made through this process: tell everyone now rather than at the next poll. */
  changed(): void {
    if (this.clients.size === 0) return;
    this.readVersion().then(async (version) => {
      this.version = version;
      await this.broadcast();
    }, () => {}); // the next poll tries again
  }

  close(): void {
    this.stopPolling();
    for (const client of this.clients) client.res.end();
    this.clients.clear();
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      this.ticks++;
      if (this.ticks % CHECK_EVERY === 0) {
        for (const client of [...this.clients]) {
          if (await this.sessionAlive(client.token)) client.res.write(': still here\n\n');
          else this.drop(client);
        }
      }
      const version = await this.readVersion();
      if (this.version === '') this.version = version; // the first reading: nothing to announce yet
      else if (version !== this.version) {
        this.version = version;
        await this.broadcast();
      }
    } catch {
      // A locked or unreachable database: the next poll tries again.
    } finally {
      this.polling = false;
    }
  }

  private async broadcast(): Promise<void> {
    for (const client of [...this.clients]) {
      if (!(await this.sessionAlive(client.token))) this.drop(client);
      else if (this.clients.has(client)) client.res.write(`event: ${CHANGED}\ndata: ${JSON.stringify({ version: this.version } satisfies LiveChange)}\n\n`);
    }
  }

  private drop(client: Client): void {
    this.clients.delete(client);
    client.res.end();
  }

  private stopPolling(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

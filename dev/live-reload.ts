// The server half of live reload: the open pages' event streams, told "update" after a good
// rebuild and "problem" (shown over the page) while an edit is broken.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  /** The problem of the last rebuild, shown to every page until an edit fixes it. */
  problem: string | undefined;

  /** `version`: which build the pages served now come from (DevSite.version). */
  constructor(private readonly version: () => number) {}

  /**
   * A page's event stream. A change can land between a page's load and its stream connecting (a
   * rebuild takes some 30 ms): a page of an older build (its `version`) hears at once that it is stale.
   */
  open(req: IncomingMessage, res: ServerResponse, pageVersion: string | null): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.clients.add(res);
    if (this.problem) res.write(`event: problem\ndata: ${JSON.stringify({ text: this.problem })}\n\n`);
    else if (pageVersion !== String(this.version())) res.write('event: update\ndata: {}\n\n');
    req.on('close', () => this.clients.delete(res));
  }

  /** A rebuild succeeded: pages reload. */
  updated(): void {
    this.problem = undefined;
    this.send('update');
  }

  /** A rebuild failed: pages show `text` until a later one succeeds. */
  failed(text: string): void {
    this.problem = text;
    this.send('problem', { text });
  }

  /** Ends every stream, which would otherwise hold the server open. */
  close(): void {
    for (const c of this.clients) c.end();
  }

  private send(event: string, data: unknown = {}): void {
    for (const c of this.clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
}

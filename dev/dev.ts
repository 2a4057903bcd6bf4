// `groomsite dev`: serves the site from memory while you edit. Pages render when requested and
// are cached until something changes, so a price edited in site.yaml costs one reload of the
// site data and one page render. Template edits load the templates afresh (a new tsx namespace);
// island and style edits rebundle the assets. A broken edit keeps the last good site served and
// shows the problem in the terminal and over the page until it is fixed.
// The server is serve's (server/): the same headers, desk and lead API, with the site in memory
// (dev-site.ts) where serve has dist/, and two routes of its own for live reload.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describeError } from '../pipeline/errors.ts';
import { openBackend } from '../server/backend.ts';
import { handlerChain } from '../server/handler-chain.ts';
import { listen } from '../server/http-server.ts';
import { sendMemoryFile } from '../server/memory-files.ts';
import { devClientPath, devEventsPath } from './client/paths.ts';
import { devClientScript } from './client-script.ts';
import { DevSite, type Change } from './dev-site.ts';
import { LiveReload } from './live-reload.ts';
import { RebuildQueue } from './rebuild-queue.ts';
import { watchSources } from './watch.ts';
import { devMemo } from '../model/memo.ts';

export interface DevOptions { root?: string; port?: number; host?: string; log?: (line: string) => void }
export interface DevServer { url: string; close(): Promise<void>; /** Resolves after the next change has been handled. */ settled(): Promise<void> }

export async function dev(opts: DevOptions = {}): Promise<DevServer> {
  const root = resolve(opts.root ?? '.');
  devMemo.enabled = true;
  const log = opts.log ?? ((l: string) => process.stdout.write(`${l}\n`));
  const site = await DevSite.load(root);
  const reload = new LiveReload(() => site.version);
  const queue = new RebuildQueue((work) => rebuild(site, reload, work, log));

  // Forms sent while developing go to a throwaway database, removed when dev stops; the desk
  // runs on it too (add staff with: groomsite users add NAME --db <that file>).
  const leadsDir = mkdtempSync(join(tmpdir(), 'groomsite-dev-'));
  const db = join(leadsDir, 'leads.sqlite');
  const { api, brand, retentionMonths } = site.settings;
  // Visit rules as last loaded: an edited team or fee holds from the next booking on.
  const backend = await openBackend({ db, api, webhookUrl: '', brand, retentionMonths, visits: () => site.settings.visits, catalogue: () => site.settings.catalogue });
  const listener = handlerChain({
    backend,
    first: showingProblems(async (req, res) => devRoutes(req, res, reload)),
    files: showingProblems(site.answer),
    // The headers of serve and of every host config, so a page that breaks the
    // Content-Security-Policy breaks here first; from the site as last loaded.
    policy: () => site.settings.policy,
  });
  const server = await listen(listener, backend, { port: opts.port ?? 8080, host: opts.host ?? '127.0.0.1' }).catch((error: unknown) => {
    rmSync(leadsDir, { recursive: true, force: true });
    throw error;
  });
  const watchers = watchSources(root, (what) => queue.changed(what));
  log(`dev server at ${server.url} (watching site.yaml, content/, templates/, islands/)`);
  log(`desk at ${server.url}/desk/ on a throwaway database: groomsite users add NAME --db ${db}`);
  return {
    url: server.url,
    settled: () => queue.settled(),
    async close() {
      watchers.forEach((w) => w.close());
      await queue.close();
      reload.close();
      await server.close();
      rmSync(leadsDir, { recursive: true, force: true });
    },
  };
}

/** One rebuild, told to the terminal and the open pages; a broken edit keeps the last good site. */
async function rebuild(site: DevSite, reload: LiveReload, work: ReadonlySet<Change>, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  try {
    await site.rebuild(work);
    if (reload.problem) log('fixed: the site builds again');
    log(`rebuilt (${[...work].join(', ')}) in ${(performance.now() - started).toFixed(0)} ms`);
    reload.updated();
  } catch (err) {
    const problem = describeError(err);
    log(problem);
    reload.failed(problem);
  }
}

/**
 * Dev's own addresses, before the desk and the lead API: the pages' event stream and their
 * script. Every answer says it could vary by encoding, like everywhere else, though dev sends
 * everything uncompressed.
 */
async function devRoutes(req: IncomingMessage, res: ServerResponse, reload: LiveReload): Promise<boolean> {
  res.setHeader('Vary', 'Accept-Encoding');
  const url = new URL(req.url ?? '/', 'http://dev');
  const path = decodeURIComponent(url.pathname);
  if (path === devEventsPath) {
    reload.open(req, res, url.searchParams.get('version'));
    return true;
  }
  if (path === devClientPath) {
    sendMemoryFile(res, 200, '.js', await devClientScript());
    return true;
  }
  return false;
}

/** A failure while answering (a template that throws, say) is shown as text in the browser. */
function showingProblems<T>(handle: (req: IncomingMessage, res: ServerResponse) => Promise<T>): (req: IncomingMessage, res: ServerResponse) => Promise<T | true> {
  return (req, res) => handle(req, res).catch((err: unknown) => {
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(describeError(err));
    return true as const;
  });
}

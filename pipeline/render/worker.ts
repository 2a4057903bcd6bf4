// One render worker of the pool (render-pool.ts): takes the site once, then batches of routes,
// renders each with the same renderer as an in-process build and writes what it renders. Nothing
// comes back but counts and, for the page memo (page-memo.ts), each page's hashes and the names
// of what it read, so no page crosses between threads twice.
import { parentPort } from 'node:worker_threads';
import { createRenderer, renderRouteFiles, routeFiles } from './render.tsx';
import { MemoRenderer, type PageEntry, type PageReport } from './page-memo.ts';
import { FolderWriter } from '../write.ts';
import { Precompressor } from '../outputs/precompress.ts';
import { DeferredTwins } from '../outputs/deferred-twins.ts';
import { TwinCache } from '../outputs/twin-cache.ts';
import { ArticleCache } from '../load/article-cache.ts';
import { GroomsiteError } from '../errors.ts';
import { toPlainError, type PoolReply, type PoolRequest } from './protocol.ts';
import { showsUntranslated } from '../languages/pages.ts';
import { PageFacts, type PageFactProblem } from '../facts/pages.ts';
import { CheckedPages } from '../facts/checked.ts';
import type { UntranslatedPage } from './protocol.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

if (!parentPort) throw new Error('render-worker.ts runs only as a worker thread (see render-pool.ts)');
const port = parentPort;
let job: { render: ReturnType<typeof createRenderer>; writer: FolderWriter; twins: Precompressor; memo?: MemoRenderer; last?: Map<string, PageEntry>; untranslated: UntranslatedPage[]; facts: PageFactProblem[]; checked: CheckedPages; defer?: DeferredTwins } | undefined;

port.on('message', (msg: PoolRequest) => {
  try {
    if (msg.type === 'start') {
      // Twins are made here, at once, as each file is written: this worker's core compresses what it
      // renders, and no page is read back or held until the end.
      // Live first (outputs/deferred-twins.ts): the twins the cache lacks are noted, and made once the site is live.
      const defer = msg.deferTwins ? new DeferredTwins(msg.folder) : undefined;
      const twins = new Precompressor({ mode: 'sync', store: msg.twinCache ? TwinCache.open(msg.twinCache) : undefined, none: msg.noTwins, defer });
      const site = withoutPostList(msg.site);
      // A page with an untranslated text does not stop this worker: it goes back with the batch, and
      // the build lists every such text at once (as an in-process build does) without rendering
      // the pages twice. Its problems are made there, where the site's original texts are known.
      const untranslated: UntranslatedPage[] = [];
      // Each page's facts are checked here, as it is made (pipeline/facts): they go back with the
      // batch like the untranslated texts, and the build lists them all before dist/ changes.
      const facts: PageFactProblem[] = [];
      const pageFacts = new PageFacts(site);
      const checked = new CheckedPages(new Set(msg.checked));
      const render = createRenderer(site, msg.assets, new Set(msg.shared), {
        track: !!msg.memo,
        articles: msg.articleCache ? new ArticleCache(msg.articleCache) : undefined,
        onUntranslated: (route, html) => { if (showsUntranslated(html)) untranslated.push({ route, html }); },
        onPage: (route, html, own, parts) => { if (route.kind === 'page') facts.push(...pageFacts.checkRendered(route.path, html, own, parts, checked)); },
      });
      const writer = new FolderWriter(msg.folder, twins);
      const last = new Map<string, PageEntry>();
      const memo = msg.memo && new MemoRenderer(site, msg.memo.readSets && { readSets: msg.memo.readSets, pages: last }, writer, (route) => renderRouteFiles(render, route), msg.memo.codeKeys);
      job = { render, writer, twins, memo, last, untranslated, facts, checked, defer };
      return;
    }
    if (!job) throw new Error('routes arrived before the site');
    const written = job.writer.count;
    const reused = job.memo?.reused ?? 0;
    const twins = { ...job.twins.tally };
    const pages: PageReport[] = [];
    const routes = msg.routes as Route[];
    job.last?.clear();
    msg.last?.forEach((entry, i) => { if (entry) job!.last!.set(routes[i].path, entry); });
    for (const route of routes) {
      if (job.memo) pages.push(job.memo.route(route));
      else for (const f of routeFiles(job.render, route)) job.writer.write(f);
    }
    const { tally } = job.twins;
    const untranslated = job.untranslated.splice(0);
    const facts = job.facts.splice(0);
    const checked = job.checked.drain();
    // Each batch hands back what it left to make after the swap (outputs/deferred-twins.ts).
    const deferred = job.defer?.drain();
    reply({
      type: 'done', files: job.writer.count - written, twins: { files: tally.files - twins.files, compressed: tally.compressed - twins.compressed },
      ...(job.memo ? { pages, reused: job.memo.reused - reused } : {}),
      ...(untranslated.length ? { untranslated } : {}),
      ...(facts.length ? { facts } : {}),
      ...(checked.length ? { checked } : {}),
      ...(deferred && (deferred.files.length || deferred.links.length) ? { deferred } : {}),
    });
  } catch (err) {
    reply(err instanceof GroomsiteError
      ? { type: 'failed', name: err.name, detail: err.detail, cause: toPlainError(err.cause) }
      : { type: 'failed', cause: toPlainError(err) });
  }
});

function reply(msg: PoolReply): void {
  port.postMessage(msg);
}

/**
 * The pool sends the site without its list of every post (with 10,000 posts that list is most of
 * the site's memory, and each worker would hold a copy). No template reads it: a page gets the
 * posts it shows through its route (a blog page's slice, a post page's own post) or from
 * site.topPosts. Should a template ever read it, the build stops here with this message rather
 * than writing pages that differ from an in-process build.
 */
function withoutPostList(sent: Omit<Site, 'posts'>): Site {
  const site = sent.editions
    ? { ...sent, editions: Object.fromEntries(Object.entries(sent.editions).map(([code, e]) => [code, withoutPostList(e)])) }
    : sent;
  return Object.defineProperty({ ...site } as Site, 'posts', {
    get() { throw new Error('site.posts is not sent to render workers: give the page its posts through its route (pipeline/plan.ts)'); },
  });
}

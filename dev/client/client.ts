// The script `groomsite dev` adds to every page: brings in each change, shows build errors over
// the page and removes them when fixed. Served only by the dev server (bundled from this file by
// dev/client-script.ts), never written to dist/.
import { devEventsPath } from './paths.ts';
import { showProblem } from './overlay.ts';

// The page says which build it comes from; the server answers "update" at once if a newer one exists.
const version = (document.currentScript as HTMLScriptElement | null)?.dataset.version ?? '';
const events = new EventSource(`${devEventsPath}?version=${encodeURIComponent(version)}`);

// An edit that changed only pages (content, prices, templates) is swapped into the open page:
// quicker than a reload and the scroll position stays. The old islands stop as their elements
// leave the page and the entry script, imported afresh, starts the new ones. A changed script or
// stylesheet needs a real reload.
// <noscript> holds markup in the fetched page but only text in this one, so it is left out of
// the comparison and the open page keeps its own (a browser running this script never uses it).
const assetsOf = (doc: Document): string => [...doc.querySelectorAll('link[rel=stylesheet]:not(noscript *), script[src]')]
  .map((el) => el.getAttribute('href') || el.getAttribute('src')).join(' ');
const KEPT = 'link[rel=stylesheet], link[rel=modulepreload], script[src], noscript';
let swaps = 0;

async function swap(): Promise<void> {
  const res = await fetch(location.href, { cache: 'no-store' });
  const next = new DOMParser().parseFromString(await res.text(), 'text/html');
  if (assetsOf(next) !== assetsOf(document)) return location.reload();
  for (const el of [...document.head.children]) if (!el.matches(KEPT)) el.remove();
  document.head.append(...[...next.head.children].filter((el) => !el.matches(KEPT)));
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  for (const { name, value } of next.documentElement.attributes) root.setAttribute(name, value);
  const [left, top] = [scrollX, scrollY];
  document.body.replaceWith(next.body);
  // 'instant': the site's stylesheet asks for smooth scrolling, which would animate from the top.
  scrollTo({ left, top, behavior: 'instant' });
  const entry = document.querySelector('script[type=module][src]');
  if (entry) await import(`${entry.getAttribute('src')}?swap=${++swaps}`);
}

// One swap at a time; an edit that lands during one is swapped in after it.
let running: Promise<void> | undefined;
let again = false;
function update(): void {
  if (running) {
    again = true;
    return;
  }
  running = swap().catch((err) => {
    console.warn('groomsite dev: could not swap the page in, reloading', err);
    location.reload();
  }).finally(() => {
    running = undefined;
    if (again) {
      again = false;
      update();
    }
  });
}

events.addEventListener('update', update);
events.addEventListener('problem', (e) => showProblem(JSON.parse((e as MessageEvent<string>).data).text));

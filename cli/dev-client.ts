// The script `groomsite dev` adds to every page: brings in each change, shows build errors over
// the page and removes them when fixed. Served only by the dev server, never written to dist/.
export const devClientPath = '/__groomsite/client.js';
export const devEventsPath = '/__groomsite/events';

export const devClientScript = `(() => {
  // The page says which build it comes from; the server answers "update" at once if a newer one exists.
  const version = document.currentScript?.dataset.version ?? '';
  const events = new EventSource(${JSON.stringify(devEventsPath)} + '?version=' + encodeURIComponent(version));
  let overlay;
  const hide = () => { if (overlay) { overlay.remove(); overlay = undefined; } };

  // An edit that changed only pages (content, prices, templates) is swapped into the open page:
  // quicker than a reload and the scroll position stays. The old islands stop as their elements
  // leave the page (runtime/lib/dom.ts) and the entry script, imported afresh, starts the new
  // ones. A changed script or stylesheet needs a real reload.
  // <noscript> holds markup in the fetched page but only text in this one, so it is left out of
  // the comparison and the open page keeps its own (a browser running this script never uses it).
  const assetsOf = (doc) => [...doc.querySelectorAll('link[rel=stylesheet]:not(noscript *), script[src]')]
    .map((el) => el.getAttribute('href') || el.getAttribute('src')).join(' ');
  const kept = 'link[rel=stylesheet], link[rel=modulepreload], script[src], noscript';
  let swaps = 0;
  async function swap() {
    const res = await fetch(location.href, { cache: 'no-store' });
    const next = new DOMParser().parseFromString(await res.text(), 'text/html');
    if (assetsOf(next) !== assetsOf(document)) return location.reload();
    for (const el of [...document.head.children]) if (!el.matches(kept)) el.remove();
    document.head.append(...[...next.head.children].filter((el) => !el.matches(kept)));
    const root = document.documentElement;
    for (const { name } of [...root.attributes]) root.removeAttribute(name);
    for (const { name, value } of next.documentElement.attributes) root.setAttribute(name, value);
    const [left, top] = [scrollX, scrollY];
    document.body.replaceWith(next.body);
    // 'instant': the site's stylesheet asks for smooth scrolling, which would animate from the top.
    scrollTo({ left, top, behavior: 'instant' });
    const entry = document.querySelector('script[type=module][src]');
    if (entry) await import(entry.getAttribute('src') + '?swap=' + ++swaps);
  }
  // One swap at a time; an edit that lands during one is swapped in after it.
  let running, again = false;
  const update = () => {
    if (running) { again = true; return; }
    running = swap().catch((err) => {
      console.warn('groomsite dev: could not swap the page in, reloading', err);
      location.reload();
    }).finally(() => {
      running = undefined;
      if (again) { again = false; update(); }
    });
  };
  events.addEventListener('update', update);
  events.addEventListener('problem', (e) => {
    hide();
    overlay = document.createElement('div');
    overlay.id = 'groomsite-error-overlay';
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,24,28,.94);color:#fff;overflow:auto;padding:24px;font:14px/1.5 ui-monospace,monospace';
    const title = document.createElement('h2');
    title.textContent = 'The site did not build';
    title.style.cssText = 'font:600 20px system-ui,sans-serif;margin:0 0 12px;color:#ff9b85';
    const text = document.createElement('pre');
    text.textContent = JSON.parse(e.data).text;
    text.style.cssText = 'white-space:pre-wrap;margin:0';
    const note = document.createElement('p');
    note.textContent = 'The last good version is still served. Fix the file and this message goes away.';
    note.style.cssText = 'font:14px system-ui,sans-serif;color:#cfd8dc';
    overlay.append(title, note, text);
    document.body.append(overlay);
  });
})();
`;

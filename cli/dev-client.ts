// The script `groomsite dev` adds to every page: reloads on change, shows build errors over the
// page and removes them when fixed. Served only by the dev server, never written to dist/.
export const devClientPath = '/__groomsite/client.js';
export const devEventsPath = '/__groomsite/events';

export const devClientScript = `(() => {
  // The page says which build it comes from; the server answers "reload" at once if a newer one exists.
  const version = document.currentScript?.dataset.version ?? '';
  const events = new EventSource(${JSON.stringify(devEventsPath)} + '?version=' + encodeURIComponent(version));
  let overlay;
  const hide = () => { if (overlay) { overlay.remove(); overlay = undefined; } };
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('ok', hide);
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

// The build problem shown over the page while the site does not build (the last good version is
// still served underneath). Inline styles: the site's own stylesheet may be what broke.
const OVERLAY_ID = 'groomsite-error-overlay';

function styled<K extends keyof HTMLElementTagNameMap>(tag: K, css: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.style.cssText = css;
  if (text !== undefined) el.textContent = text;
  return el;
}

function hideProblem(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

export function showProblem(text: string): void {
  hideProblem();
  const overlay = styled('div', 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,24,28,.94);color:#fff;overflow:auto;padding:24px;font:14px/1.5 ui-monospace,monospace');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alert');
  overlay.append(
    styled('h2', 'font:600 20px system-ui,sans-serif;margin:0 0 12px;color:#ff9b85', 'The site did not build'),
    styled('p', 'font:14px system-ui,sans-serif;color:#cfd8dc', 'The last good version is still served. Fix the file and this message goes away.'),
    styled('pre', 'white-space:pre-wrap;margin:0', text),
  );
  document.body.append(overlay);
}

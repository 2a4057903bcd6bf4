// Go Back on the confirmation pages: the browser's back when the visitor came from a page of
// this site, otherwise the link's own target (home) rather than leaving the site or doing nothing.
import { closest } from '../lib/dom.ts';

export default function goBack(el: HTMLElement): void {
  el.addEventListener('click', (e) => {
    const cameFromSite = history.length > 1 && document.referrer.startsWith(`${location.origin}/`);
    if (!closest(e.target, '[data-go-back]') || !cameFromSite) return;
    e.preventDefault();
    history.back();
  });
}

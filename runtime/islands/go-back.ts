// Go Back on the confirmation pages: the browser's back when there is somewhere to go back to,
// otherwise the link's own target (home).
import { closest } from '../lib/dom.ts';

export default function goBack(el: HTMLElement): void {
  el.addEventListener('click', (e) => {
    if (!closest(e.target, '[data-go-back]') || history.length < 2) return;
    e.preventDefault();
    history.back();
  });
}

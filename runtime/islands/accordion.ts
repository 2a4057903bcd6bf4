// FAQ accordion (SPEC 4): the server leaves every answer readable; here they collapse, and one
// is open at a time; clicking the open question closes it.
import { closest, controlled } from '../lib/dom.ts';

export default function accordion(el: HTMLElement): void {
  const questions = [...el.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const set = (q: HTMLButtonElement, open: boolean): void => {
    q.setAttribute('aria-expanded', String(open));
    const answer = controlled(q);
    // "until-found": a closed answer stays findable with the browser's find in page, which opens it.
    if (answer) open ? answer.removeAttribute('hidden') : answer.setAttribute('hidden', 'until-found');
  };
  for (const q of questions) {
    set(q, false);
    controlled(q)?.addEventListener('beforematch', () => { for (const other of questions) set(other, other === q); });
  }
  el.addEventListener('click', (e) => {
    const clicked = closest<HTMLButtonElement>(e.target, 'button[aria-controls]');
    if (!clicked || !questions.includes(clicked)) return;
    const open = clicked.getAttribute('aria-expanded') !== 'true';
    for (const q of questions) set(q, open && q === clicked);
  });
}

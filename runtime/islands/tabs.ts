// Dog (default) / Cat / Boarding tabs (SPEC 4): the server renders the first tab selected;
// click or arrow keys select, with a roving tabindex (WAI-ARIA tabs, automatic activation).
import { closest, controlled } from '../lib/dom.ts';

export default function tabs(el: HTMLElement): void {
  const list = el.querySelector<HTMLElement>('[role=tablist]')!;
  const all = [...list.querySelectorAll<HTMLElement>('[role=tab]')];
  const select = (tab: HTMLElement, focus = false): void => {
    for (const t of all) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      const panel = controlled(t);
      if (panel) panel.hidden = !on;
    }
    if (focus) tab.focus();
  };
  list.addEventListener('click', (e) => {
    const tab = closest(e.target, '[role=tab]');
    if (tab) select(tab);
  });
  list.addEventListener('keydown', (e) => {
    const i = all.indexOf(document.activeElement as HTMLElement);
    const to = ({ ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: all.length - 1 } as Record<string, number>)[e.key];
    if (i < 0 || to === undefined) return;
    e.preventDefault();
    select(all[(to + all.length) % all.length], true);
  });
}

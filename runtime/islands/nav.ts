// The site header (SPEC 2.5, 2.6): the small-screen menu toggle, dropdowns that close on Escape
// or a click elsewhere, the sticky class after props.stickyAfter px, and on the landing page
// (props.hashScroll) a smooth scroll to the section named by the URL hash, also on hash change.
import { closest, controlled, listenOnPage, scrollBehavior } from '../lib/dom.ts';

interface Props { stickyAfter?: number; hashScroll?: boolean }

export default function nav(el: HTMLElement, props: Props): void {
  const toggle = el.querySelector<HTMLButtonElement>('.menu-toggle');
  const menu = toggle && controlled(toggle);
  const setOpen = (open: boolean): void => {
    if (!toggle || !menu) return;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('is-open', open);
  };
  const closeAll = (): void => {
    setOpen(false);
    for (const d of el.querySelectorAll('details[open]')) d.removeAttribute('open');
  };
  toggle?.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  // A followed in-page link (landing anchors) should not leave the menu covering the section.
  menu?.addEventListener('click', (e) => { if (closest(e.target, 'a')) closeAll(); });
  listenOnPage(el, document, 'click', (e) => { if (!el.contains(e.target as Node)) closeAll(); });
  listenOnPage(el, document, 'keydown', (e) => {
    const menuOpen = toggle?.getAttribute('aria-expanded') === 'true';
    const dropdown = el.querySelector('details[open]');
    if (e.key !== 'Escape' || (!dropdown && !menuOpen)) return;
    const wasInside = el.contains(document.activeElement);
    closeAll();
    // Back to what opened it: the menu button on small screens, else the dropdown's summary.
    if (wasInside) (menuOpen ? toggle : dropdown?.querySelector('summary'))?.focus();
  });
  // One dropdown at a time (toggle events do not bubble, so listen while capturing).
  el.addEventListener('toggle', (e) => {
    const opened = e.target as HTMLDetailsElement;
    if (opened.open) for (const d of el.querySelectorAll('details[open]')) if (d !== opened) d.removeAttribute('open');
  }, true);

  const stickyAfter = props.stickyAfter ?? 100;
  const onScroll = (): void => { el.classList.toggle('is-sticky', scrollY > stickyAfter); };
  listenOnPage(el, window, 'scroll', onScroll, { passive: true });
  onScroll();

  if (props.hashScroll) {
    const toHash = (): void => {
      const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      target?.scrollIntoView({ behavior: scrollBehavior() });
    };
    listenOnPage(el, window, 'hashchange', toHash);
    toHash();
  }
}

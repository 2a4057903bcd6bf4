// The site header (SPEC 2.5, 2.6): the small-screen menu toggle, dropdowns (one open at a time)
// that close on Escape or a click elsewhere, the sticky class after `stickyAfter` px, and on the
// landing page (`hashScroll`) a smooth scroll to the section named by the URL hash, also on change.
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { scrollBehavior, usePageListener } from './hooks.ts';
import { Kept, type Slot } from './Kept.tsx';

export interface MenuItem { label: string; href?: string; children?: { label: string; href: string }[] }

export interface NavProps {
  menuId: string;
  items: MenuItem[];
  /** The path of the page when the menu links to it (marked aria-current), else "". */
  current: string;
  /** The toggle's "Menu" shows beside its bars, or is for screen readers only. */
  toggleLabel: 'shown' | 'spoken';
  logo: { href: string; label: string; art: Slot };
  call: { href: string; content: Slot };
  stickyAfter: number;
  hashScroll?: boolean;
  /** The toggle's word and the menu's name, on pages in another language than the default (English: Menu, Main). */
  words?: string[];
}

export default function Nav({ menuId, items, current, toggleLabel, logo, call, stickyAfter, hashScroll, words: w }: NavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [dropdown, setDropdown] = useState<number | null>(null);
  const [sticky, setSticky] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const closeAll = () => { setMenuOpen(false); setDropdown(null); };

  usePageListener('document', 'click', (e) => { if (!header.current?.contains(e.target as Node)) closeAll(); });
  usePageListener('document', 'keydown', (e) => {
    if (e.key !== 'Escape' || (dropdown === null && !menuOpen)) return;
    const wasInside = header.current?.contains(document.activeElement);
    closeAll();
    // Back to what opened it: the menu button on small screens, else the dropdown's summary.
    if (wasInside) (menuOpen ? toggle.current : summaries.current[dropdown!])?.focus();
  });
  const onScroll = () => setSticky(scrollY > stickyAfter);
  usePageListener('window', 'scroll', onScroll, { passive: true });
  useLayoutEffect(onScroll, []);
  const toHash = () => {
    if (!hashScroll || location.hash.length < 2) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: scrollBehavior() });
  };
  usePageListener('window', 'hashchange', toHash);
  useLayoutEffect(toHash, []);

  // A followed in-page link (landing anchors) should not leave the menu covering the section.
  const onMenuClick = (e: MouseEvent) => { if ((e.target as Element).closest('a')) closeAll(); };
  const onToggle = (i: number, details: HTMLDetailsElement) => {
    if (details.open) setDropdown(i);
    else setDropdown((d) => (d === i ? null : d));
  };
  const currentIf = (href: string) => (href === current ? 'page' : undefined);
  return (
    <header ref={header} className={sticky ? 'site-header is-sticky' : 'site-header'}>
      <div className="container site-header__inner">
        <Kept as="a" className="site-header__logo" href={logo.href} aria-label={logo.label} content={logo.art} />
        <button ref={toggle} className="menu-toggle" type="button" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen(!menuOpen)}>
          <span className="menu-toggle__bar" aria-hidden="true" />
          <span className={toggleLabel === 'shown' ? 'menu-toggle__label' : 'visually-hidden'}>{w?.[0] ?? 'Menu'}</span>
        </button>
        <nav id={menuId} className={menuOpen ? 'main-menu is-open' : 'main-menu'} aria-label={w?.[1] ?? 'Main'} onClick={onMenuClick}>
          <ul>
            {items.map((item, i) => (
              <li key={item.label} className={item.children ? 'has-children' : undefined}>
                {item.href ? <a href={item.href} aria-current={currentIf(item.href)}>{item.label}</a> : (
                  <details open={dropdown === i} onToggle={(e) => onToggle(i, e.currentTarget)}>
                    <summary ref={(el) => { summaries.current[i] = el; }}>{item.label}</summary>
                    <ul>{item.children!.map((c) => <li key={c.href}><a href={c.href} aria-current={currentIf(c.href)}>{c.label}</a></li>)}</ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
          <Kept as="a" className="button button--accent main-menu__call" href={call.href} content={call.content} />
        </nav>
      </div>
    </header>
  );
}

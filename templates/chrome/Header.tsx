// Top bar (e-mail, phone, messaging app), logo and the main menu with its dropdowns.
import { useRoute, useSite } from '../context.tsx';
import { Island } from '../islands/Island.tsx';
import { mailHref, telHref, whatsappHref } from '../../model/format.ts';
import { Logo } from '../art/Logo.tsx';
import { Icon } from '../art/Icons.tsx';

export interface MenuItem { label: string; href?: string; children?: { label: string; href: string }[] }

export const mainMenu: MenuItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Price', children: [{ label: 'Pet Grooming', href: '/pet-grooming' }, { label: 'Pet Designer Haircut', href: '/pet-hair-cutting' }] },
  { label: 'Grooming', children: [{ label: 'Dog Grooming', href: '/dog-grooming' }, { label: 'Cat Grooming', href: '/cat-grooming' }] },
  { label: 'Company', children: [{ label: 'About us', href: '/about' }, { label: 'Gallery', href: '/gallery' }] },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact us', href: '/contact' },
];

/** What the header depends on besides the site: which menu item, if any, is the current page (reuse.tsx). */
export function headerKey(canonicalPath: string): string {
  const inMenu = mainMenu.some((m) => m.href === canonicalPath || m.children?.some((c) => c.href === canonicalPath));
  return `header:${inMenu ? canonicalPath : '-'}`;
}

export function TopBar() {
  const site = useSite();
  const { contact, offers } = site.raw;
  return (
    <aside className="topbar" aria-label="Offer and contacts">
      <div className="container topbar__inner">
        <p className="topbar__offer"><Icon name="spark" size={18} /> {offers.heading}</p>
        <ul className="topbar__links">
          <li><a href={mailHref(site)}><Icon name="mail" size={18} /><span className="topbar__text">{contact.email}</span></a></li>
          <li><a href={telHref(site)}><Icon name="phone" size={18} /><span className="topbar__text">{contact.phoneDisplay}</span></a></li>
          <li><a href={whatsappHref(site)} rel="noopener"><Icon name="chat" size={18} /><span className="topbar__text">WhatsApp us</span></a></li>
        </ul>
      </div>
    </aside>
  );
}

export function Header() {
  const site = useSite();
  const route = useRoute();
  const current = route.canonicalPath;
  const { stickyNavAfterPx } = site.raw.ui;
  return (
    <Island name="nav" as="header" className="site-header" props={{ stickyAfter: stickyNavAfterPx }}>
      <div className="container site-header__inner">
        <a className="site-header__logo" href="/" aria-label={`${site.raw.site.name} home`}><Logo /></a>
        <button className="menu-toggle" type="button" aria-expanded="false" aria-controls="main-menu">
          <span className="menu-toggle__bar" aria-hidden="true" />
          <span className="menu-toggle__label">Menu</span>
        </button>
        <nav id="main-menu" className="main-menu" aria-label="Main">
          <ul>
            {mainMenu.map((item) => (
              <li key={item.label} className={item.children ? 'has-children' : undefined}>
                {item.href ? (
                  <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>{item.label}</a>
                ) : (
                  <details>
                    <summary>{item.label}</summary>
                    <ul>
                      {item.children!.map((c) => (
                        <li key={c.href}><a href={c.href} aria-current={c.href === current ? 'page' : undefined}>{c.label}</a></li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
          <a className="button button--accent main-menu__call" href={telHref(site)}><Icon name="phone" size={18} /> Book Now / Book On Call</a>
        </nav>
      </div>
    </Island>
  );
}

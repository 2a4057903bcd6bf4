// Top bar (e-mail, phone, messaging app), logo and the main menu with its dropdowns.
import { useSite } from '../context.tsx';
import { SiteNav, menuHas, type MenuItem } from '../../islands/server/widgets.tsx';
import { mailHref, businessTelHref, whatsappHref } from '../../model/format.ts';
import { Logo } from '../art/Logo.tsx';
import { Icon } from '../art/Icons.tsx';

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
  return `header:${menuHas(mainMenu, canonicalPath) ? canonicalPath : '-'}`;
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
          <li><a href={businessTelHref(site)}><Icon name="phone" size={18} /><span className="topbar__text">{contact.phoneDisplay}</span></a></li>
          <li><a href={whatsappHref(site)} rel="noopener"><Icon name="chat" size={18} /><span className="topbar__text">WhatsApp us</span></a></li>
        </ul>
      </div>
    </aside>
  );
}

export function Header() {
  return (
    <SiteNav menuId="main-menu" items={mainMenu} toggleLabel="shown" logoArt={<Logo />}
      call={<><Icon name="phone" size={18} /> Book Now / Book On Call</>} />
  );
}

// Top bar (e-mail, phone, messaging app), logo and the main menu with its dropdowns.
import { useSite, useT, type Translate } from '../context.tsx';
import { SiteNav, menuHas, type MenuItem } from '../../islands/server/widgets.tsx';
import { mailHref, businessTelHref, whatsappHref, rupees } from '../../model/format.ts';
import type { PlaceOffer } from '../place-offer.ts';
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

/** The page's own offer (templates/place-offer.ts), or where none holds the price and pay-after promise. */
export function TopBar({ offer }: { offer: PlaceOffer }) {
  const site = useSite();
  const t = useT();
  const { contact } = site.raw;
  return (
    <aside className="topbar" aria-label={t('Offer and contacts')}>
      <div className="container topbar__inner">
        <p className="topbar__offer"><Icon name="spark" size={18} />
          {offer.heading
            ? <span><strong>{offer.heading}</strong>{offer.detail ? <span className="topbar__detail"> {offer.detail}</span> : null}</span>
            : <span><strong>{t.nodes('From {price}', { price: rupees(site.fromPrice) })}</strong><span className="topbar__detail">{` · ${t('pay after the service')}`}</span></span>}
        </p>
        <ul className="topbar__links">
          <li><a href={mailHref(site)}><Icon name="mail" size={18} /><span className="topbar__text">{contact.email}</span></a></li>
          <li><a href={businessTelHref(site)}><Icon name="phone" size={18} /><span className="topbar__text">{contact.phoneDisplay}</span></a></li>
          <li><a href={whatsappHref(site)} rel="noopener"><Icon name="chat" size={18} /><span className="topbar__text">{t('WhatsApp us')}</span></a></li>
        </ul>
      </div>
    </aside>
  );
}

export function Header() {
  const t = useT();
  return (
    <SiteNav menuId="main-menu" items={translatedMenu(mainMenu, t)} toggleLabel="shown" logoArt={<Logo />}
      call={<><Icon name="phone" size={18} />{` ${t('Book Now / Book On Call')}`}</>} />
  );
}

const translatedMenu = (items: readonly MenuItem[], t: Translate): MenuItem[] =>
  items.map((i) => ({ ...i, label: t(i.label), ...(i.children ? { children: i.children.map((c) => ({ ...c, label: t(c.label) })) } : {}) }));

// Footer: social links, information, cities, explore links, corporate office, app-store badge.
import { useSite, useT } from '../context.tsx';
import { mailHref, businessTelHref, whatsappHref } from '../../model/format.ts';
import { StoreBadge } from '../art/StoreBadge.tsx';
import { Logo } from '../art/Logo.tsx';
import { Icon } from '../art/Icons.tsx';

const information = [
  { label: 'About us', href: '/about' }, { label: 'Price list', href: '/price' }, { label: 'Gallery', href: '/gallery' },
  { label: 'Privacy policy', href: '/privacy-policy' }, { label: 'Contact us', href: '/contact' },
];
const explore = [
  { label: 'Dog grooming', href: '/dog-grooming' }, { label: 'Cat grooming', href: '/cat-grooming' },
  { label: 'Pet grooming prices', href: '/pet-grooming' }, { label: 'Designer haircuts', href: '/pet-hair-cutting' },
  { label: 'Blog', href: '/blog' },
];

function LinkList({ id, title, links }: { id: string; title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <section className="site-footer__col" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>{links.map((l) => <li key={l.href}><a href={l.href}>{l.label}</a></li>)}</ul>
    </section>
  );
}

export function Footer() {
  const site = useSite();
  const t = useT();
  const { contact, site: brand } = site.raw;
  const office = contact.office;
  const cities = site.cities.filter((c) => !c.landing).map((c) => ({ label: t('Pet grooming in {city}', { city: c.name }), href: c.path }));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">{t.nodes('About {brand}', { brand: brand.name })}</h2>
          <a href="/" className="site-footer__logo" aria-label={t('{brand} home', { brand: brand.name })}><Logo /></a>
          <p>{t.nodes('{tagline}. Trained groomers, branded products and a calm hour at home for your dog or cat.', { tagline: brand.tagline })}</p>
          <ul className="social" aria-label={t('Follow us')}>
            {contact.social.map((s) => <li key={s.name}><a href={s.url} rel="noopener">{s.name}</a></li>)}
          </ul>
        </section>
        <LinkList id="footer-info" title={t('Information')} links={information.map((l) => ({ ...l, label: t(l.label) }))} />
        <LinkList id="footer-cities" title={t('Cities')} links={cities} />
        <LinkList id="footer-explore" title={t('Explore')} links={explore.map((l) => ({ ...l, label: t(l.label) }))} />
        <section className="site-footer__col site-footer__office" aria-labelledby="footer-office">
          <h2 id="footer-office">{office.name}</h2>
          <address>
            <p><Icon name="pin" size={18} /><span>{office.street}, {office.locality}, {office.region} {office.postalCode}</span></p>
            <p><Icon name="phone" size={18} /><a href={businessTelHref(site)}>{contact.phoneDisplay}</a></p>
            <p><Icon name="mail" size={18} /><a href={mailHref(site)}>{contact.email}</a></p>
            <p><Icon name="chat" size={18} /><a href={whatsappHref(site)} rel="noopener">{t('Chat on WhatsApp')}</a></p>
          </address>
          <a className="store-badge" href={contact.app.url} rel="noopener" aria-label={t('Get it on {store}: the {app}', { store: contact.app.store, app: contact.app.name })}>
            <StoreBadge store={contact.app.store} />
          </a>
        </section>
      </div>
      <div className="site-footer__legal">
        <p className="container">{t.nodes('© {year} {brand}. All rights reserved. ', { year: brand.copyrightYear, brand: brand.name })}<a href="/privacy-policy">{t('Privacy policy')}</a></p>
      </div>
    </footer>
  );
}

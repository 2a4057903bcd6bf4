// Footer: social links, information, cities, explore links, corporate office, app-store badge.
import { useSite } from '../context.tsx';
import { mailHref, telHref, whatsappHref } from '../format.ts';
import { StoreBadge } from '../art/StoreBadge.tsx';

export function Footer() {
  const site = useSite();
  const { contact, site: brand } = site.raw;
  const cities = site.cities.filter((c) => !c.landing);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{brand.name}</h2>
          <p>{brand.tagline}. {site.raw.banner.noVan}</p>
          <ul className="social">
            {contact.social.map((s) => <li key={s.name}><a href={s.url} rel="noopener">{s.name}</a></li>)}
          </ul>
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info">Information</h2>
          <ul>
            <li><a href="/about">About us</a></li>
            <li><a href="/price">Price list</a></li>
            <li><a href="/gallery">Gallery</a></li>
            <li><a href="/privacy-policy">Privacy policy</a></li>
            <li><a href="/contact">Contact us</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-cities">
          <h2 id="footer-cities">Cities</h2>
          <ul>{cities.map((c) => <li key={c.slug}><a href={c.path}>Pet grooming in {c.name}</a></li>)}</ul>
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore">Explore</h2>
          <ul>
            <li><a href="/dog-grooming">Dog grooming</a></li>
            <li><a href="/cat-grooming">Cat grooming</a></li>
            <li><a href="/pet-hair-cutting">Designer haircuts</a></li>
            <li><a href="/blog">Blog</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-office">
          <h2 id="footer-office">{contact.office.name}</h2>
          <address>
            {contact.office.street}, {contact.office.locality}, {contact.office.region} {contact.office.postalCode}<br />
            <a href={telHref(site)}>{contact.phoneDisplay}</a><br />
            <a href={mailHref(site)}>{contact.email}</a><br />
            <a href={whatsappHref(site)} rel="noopener">WhatsApp</a>
          </address>
          <a className="store-badge" href={contact.app.url} rel="noopener" aria-label={`Get the ${contact.app.name} on ${contact.app.store}`}>
            <StoreBadge store={contact.app.store} />
          </a>
        </section>
      </div>
      <p className="site-footer__legal container">© {brand.copyrightYear} {brand.name}. All rights reserved.</p>
    </footer>
  );
}

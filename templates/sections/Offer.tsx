// The offer band (the page's own offer: "Get Upto 30% OFF" with where each offer holds on pages
// of no city), the street-dog feeding note with the donation offer, and the no-van banner.
// Texts and figures come from site.yaml; the offers from its promo rules (templates/place-offer.ts).
import { useSite, useT } from '../context.tsx';
import { usePlaceOffer } from '../place-offer.ts';
import { rupees, businessTelHref, whatsappHref } from '../../model/format.ts';
import { Icon } from '../art/Icons.tsx';
import { OpenForm } from '../../islands/server/widgets.tsx';

/** A bold call to action; `form` names the booking form on the page the button opens. */
export function OfferBand({ form = 'package', id = 'offer' }: { form?: 'package' | 'appointment'; id?: string }) {
  const site = useSite();
  const offer = usePlaceOffer();
  const t = useT();
  return (
    <section className="offer-band" id={id} aria-labelledby={`${id}-title`}>
      <div className="container offer-band__inner">
        <div>
          <h2 id={`${id}-title`}>{offer.heading ?? t('A groomer at your door')}</h2>
          {offer.key === 'general'
            ? <p>{t.nodes('Offers by city: {offers}. Offers do not add up: your booking gets the one that saves you most.', { offers: offer.all.join('; ') })}</p>
            : <p>{offer.all.length ? `${offer.all.join('; ')}.` : t('Grooming at home from {price}; you pay after the service.', { price: rupees(site.fromPrice) })}</p>}
        </div>
        <p className="offer-band__actions">
          <OpenForm form={form} className="button button--light" text={t('Book an Appointment')} />
          <a className="button button--outline-light" href={businessTelHref(site)}><Icon name="phone" size={18} />{` ${t('Book by Call')}`}</a>
        </p>
      </div>
    </section>
  );
}

export function DonationNote() {
  const site = useSite();
  const d = site.raw.donation;
  const t = useT();
  return (
    <aside className="donation-note" aria-labelledby="donation-title">
      <span className="donation-note__icon"><Icon name="heart" size={28} /></span>
      <h3 id="donation-title">{t.nodes('Feeding {count} street dogs in {city}, every day', { count: d.dogsFedDaily, city: d.city })}</h3>
      <p>{site.donationText}</p>
      <p className="donation-note__amount"><strong>{rupees(d.dailyAmount)}</strong>{t.nodes(' a day, billed {billing}', { billing: t(d.billing) })}</p>
      <p className="donation-note__actions">
        <a className="button button--accent" href={whatsappHref(site, t('Hello {brand}! I would like to help feed street dogs in {city}.', { brand: site.raw.site.name, city: d.city }))} rel="noopener">{t('Donate via WhatsApp')}</a>
        <a className="button button--ghost" href={businessTelHref(site)}>{t('Call to donate')}</a>
      </p>
    </aside>
  );
}

export function NoVanBanner() {
  const site = useSite();
  return (
    <div className="banner" role="note">
      <p className="container"><Icon name="towel" size={20} /> <span>{site.raw.banner.noVan}</span></p>
    </div>
  );
}

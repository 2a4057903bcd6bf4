// The trust sections: figures counters, ratings on review listings, and testimonials with the
// headline rating claim and the link to leave a review. Every figure comes from site.yaml.
import { useSite, useT } from '../context.tsx';
import { Icon, Stars } from '../art/Icons.tsx';
import { Avatar } from '../art/Avatar.tsx';
import { Section } from './Section.tsx';
import { indianNumber, rupees } from '../../model/format.ts';

const counterIcons = ['clock', 'star', 'pin', 'heart'];

export function Counters() {
  const site = useSite();
  const t = useT();
  return (
    <section className="counters" aria-label={t('Our figures')}>
      <ul className="container counters__list">
        {site.counters.map((c, i) => (
          <li key={c.label} className="counter">
            <Icon name={counterIcons[i % counterIcons.length]} />
            <strong className="counter__value">{indianNumber(c.value)}{c.suffix}</strong>
            <span className="counter__label">{c.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "search-engine" becomes "Search engine". */
const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');

export function Ratings() {
  const site = useSite();
  const t = useT();
  return (
    <Section id="ratings" title={t('What our clients rate us')} intro={t("Honest reviews from pet parents, on listings we don't control.")}>
      <ul className="ratings">
        {site.raw.reviews.listings.map((l) => (
          <li key={l.name} className={`rating rating--${l.kind}`}>
            <a href={l.url} rel="noopener">
              <span className="rating__kind">{t(kindLabel(l.kind))}</span>
              <strong className="rating__value">{l.rating}<small>/5</small></strong>
              <Stars rating={l.rating} />
              <span className="rating__name">{t.nodes('Rated {rating} on {listing}', { rating: l.rating, listing: l.name })}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Testimonials({ id = 'testimonials' }: { id?: string }) {
  const site = useSite();
  const top = site.raw.reviews.listings[0];
  const t = useT();
  return (
    <Section id={id} title={t('Happy pets, happy parents')} className="section--soft">
      <div className="testimonials__summary">
        <strong className="testimonials__score">{top.rating}/5</strong>
        <span><Stars rating={top.rating} /><br />{t.nodes('Rated {rating}/5 on {listing} by pet parents across Delhi NCR', { rating: top.rating, listing: top.name })}</span>
      </div>
      <ul className="testimonials">
        {site.raw.testimonials.map((r) => (
          <li key={r.reviewer} className="testimonial">
            <Stars rating={r.rating} />
            <blockquote><p>{r.text}</p></blockquote>
            <p className="testimonial__by">
              <Avatar name={r.reviewer} initial={r.avatar} />
              <span><strong>{r.reviewer}</strong><br /><span className="testimonial__when">{r.when}</span></span>
            </p>
          </li>
        ))}
      </ul>
      <p className="center">
        <a className="button button--ghost" href={site.raw.reviews.writeReviewUrl} rel="noopener">
          <Icon name="star" size={18} />{t.nodes(' Leave us a review on {listing}', { listing: top.name })}
        </a>
      </p>
    </Section>
  );
}

/** The first screen's proof on a phone: the from-price and the rating, in one line under the title. */
export function PriceAndRating({ from }: { from?: number }) {
  const site = useSite();
  const t = useT();
  const top = site.raw.reviews.listings[0];
  return (
    <p className="first-proof">
      <span>{`${t('From')} `}<strong>{rupees(from ?? site.fromPrice)}</strong></span>
      <span><Stars rating={top.rating} /> <strong>{top.rating}/5</strong>{t.nodes(' on {listing}', { listing: top.name })}</span>
    </p>
  );
}

// Sections made of site.yaml lists: how it works, why choose us, services, counters, ratings,
// testimonials, cities, welcome.
import { useSite } from '../context.tsx';
import type { City } from '../../cli/types.ts';

export function Section({ id, title, children, className }: { id: string; title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`section ${className ?? ''}`.trim()} id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

export function HowItWorks({ id = 'how-it-works' }: { id?: string }) {
  const site = useSite();
  return (
    <Section id={id} title="How it works">
      <ol className="steps">
        {site.raw.howItWorks.map((s) => <li key={s.title}><h3>{s.title}</h3><p>{s.text}</p></li>)}
      </ol>
    </Section>
  );
}

export function WhyChooseUs({ id = 'why-us' }: { id?: string }) {
  const site = useSite();
  return (
    <Section id={id} title="Why choose us">
      <ul className="card-grid">
        {site.raw.whyChooseUs.map((w) => <li key={w.title} className="card"><h3>{w.title}</h3><p>{w.text}</p></li>)}
      </ul>
    </Section>
  );
}

export function ServicesGrid({ id = 'services' }: { id?: string }) {
  const site = useSite();
  return (
    <Section id={id} title="Grooming services">
      <ul className="card-grid">
        {site.raw.services.map((s) => <li key={s.id} className={`card card--icon icon-${s.icon}`}><h3>{s.name}</h3><p>{s.text}</p></li>)}
      </ul>
    </Section>
  );
}

export function Counters() {
  const site = useSite();
  return (
    <section className="counters" aria-label="Our figures">
      <ul className="container counters__list">
        {site.raw.claims.counters.map((c) => (
          <li key={c.label}><strong>{c.value.toLocaleString('en-IN')}{c.suffix}</strong><span>{c.label}</span></li>
        ))}
      </ul>
    </section>
  );
}

export function Ratings() {
  const site = useSite();
  return (
    <Section id="ratings" title="What our clients rate us">
      <ul className="ratings">
        {site.raw.reviews.listings.map((l) => (
          <li key={l.name}><a href={l.url} rel="noopener"><strong>{l.rating}</strong> / 5 on {l.name}</a></li>
        ))}
      </ul>
    </Section>
  );
}

export function Testimonials({ id = 'testimonials' }: { id?: string }) {
  const site = useSite();
  const top = site.raw.reviews.listings[0];
  return (
    <Section id={id} title="Happy pets, happy parents">
      <p className="lead">Rated {top.rating}/5 on {top.name} by pet parents across Delhi NCR.</p>
      <ul className="testimonials">
        {site.raw.testimonials.map((t) => (
          <li key={t.reviewer} className="testimonial">
            <blockquote><p>{t.text}</p></blockquote>
            <p className="testimonial__by">
              <span className="avatar" aria-hidden="true">{t.avatar}</span>
              <span><strong>{t.reviewer}</strong><br /><span aria-label={`${t.rating} out of 5 stars`}>{'★'.repeat(t.rating)}</span> · {t.when}</span>
            </p>
          </li>
        ))}
      </ul>
      <p><a className="button button--ghost" href={site.raw.reviews.writeReviewUrl} rel="noopener">Leave us a review</a></p>
    </Section>
  );
}

export function CityList({ hidden = [] }: { hidden?: readonly string[] }) {
  const site = useSite();
  const cities: readonly City[] = site.cities.filter((c) => !c.landing && !hidden.includes(c.slug));
  return (
    <Section id="cities" title="Cities we serve">
      <ul className="city-list">
        {cities.map((c) => <li key={c.slug}><a href={c.path}>{c.name}</a></li>)}
      </ul>
    </Section>
  );
}

export function Welcome() {
  const site = useSite();
  const w = site.raw.home.welcome;
  return (
    <Section id="welcome" title={w.title}>
      {w.text.map((p) => <p key={p}>{p}</p>)}
      <p>{site.donationText}</p>
      <a className="button button--ghost" href="/about">Read More</a>
    </Section>
  );
}

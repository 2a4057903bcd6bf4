// Sections made of site.yaml lists: how it works, why choose us, services, cities, welcome.
// The trust sections (counters, ratings, testimonials) live in Trust.tsx.
import { useSite, useT } from '../context.tsx';
import type { City } from '../../model/types.ts';
import { Icon } from '../art/Icons.tsx';
import { DonationNote } from './Offer.tsx';

import { Section } from './Section.tsx';

export function HowItWorks({ id = 'how-it-works' }: { id?: string }) {
  const site = useSite();
  const t = useT();
  return (
    <Section id={id} title={t('How it works')} intro={t('From booking to a fresh, happy pet in five easy steps.')}>
      <ol className="steps">
        {site.raw.howItWorks.map((s) => <li key={s.title} className="step"><h3>{s.title}</h3><p>{s.text}</p></li>)}
      </ol>
    </Section>
  );
}

/** Picks an icon from a reason's title, so editors can reword or reorder reasons freely. */
function reasonIcon(title: string): string {
  const t = title.toLowerCase();
  if (/train|professional|expert/.test(t)) return 'users';
  if (/equip|tool/.test(t)) return 'tools';
  if (/brand|product|shampoo/.test(t)) return 'spark';
  if (/love|care/.test(t)) return 'heart';
  if (/door|home/.test(t)) return 'home';
  if (/24|avail|hour|time/.test(t)) return 'clock';
  return 'paw';
}

export function WhyChooseUs({ id = 'why-us' }: { id?: string }) {
  const site = useSite();
  const t = useT();
  return (
    <Section id={id} title={t('Why choose us')} intro={t('Pet parents across Delhi NCR trust us with their dogs and cats for good reasons.')}>
      <ul className="card-grid card-grid--3">
        {site.raw.whyChooseUs.map((w) => (
          <li key={w.title} className="card card--icon">
            <span className="card__icon"><Icon name={reasonIcon(w.title)} /></span>
            <h3>{w.title}</h3><p>{w.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ServicesGrid({ id = 'services' }: { id?: string }) {
  const site = useSite();
  const t = useT();
  return (
    <Section id={id} title={t('Grooming services')} intro={t('Everything your pet needs to look and feel good, done gently at home.')}>
      <ul className="card-grid card-grid--4">
        {site.raw.services.map((s) => (
          <li key={s.id} className={`card card--icon icon-${s.icon}`}>
            <span className="card__icon"><Icon name={s.icon} /></span>
            <h3>{s.name}</h3><p>{s.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CityList({ hidden = [] }: { hidden?: readonly string[] }) {
  const site = useSite();
  const cities: readonly City[] = site.cities.filter((c) => !c.landing && !hidden.includes(c.slug));
  const t = useT();
  return (
    <Section id="cities" title={t('Cities we serve')} className="section--soft" intro={t('Our groomers visit homes across Delhi NCR every day. Pick your city to see local areas, hours and offers.')}>
      <ul className="city-list">
        {cities.map((c) => (
          <li key={c.slug}>
            <a href={c.path}><Icon name="pin" /><span>{c.name}{c.alsoKnownAs ? <small> ({c.alsoKnownAs})</small> : null}</span></a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Welcome() {
  const site = useSite();
  const w = site.raw.home.welcome;
  const t = useT();
  return (
    <section className="section section--soft welcome" id="welcome" aria-labelledby="welcome-title">
      <div className="container welcome__grid">
        <div>
          <p className="eyebrow">{t.nodes('Welcome to {brand}', { brand: site.raw.site.name })}</p>
          <h2 id="welcome-title">{w.title}</h2>
          {w.text.map((p) => <p key={p}>{p}</p>)}
          <a className="button button--ghost" href="/about">{t('Read More')}<span className="visually-hidden">{t(' about us')}</span></a>
        </div>
        <DonationNote />
      </div>
    </section>
  );
}

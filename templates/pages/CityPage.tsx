// City and locality pages (SPEC 2.2): hero with the same-day tagline and rotating headline,
// booking buttons, dog/cat selector, the city's own terms, service areas, FAQ, long text,
// services, how it works, grooming packages with a Boarding tab, designer haircut packages.
import type { City, PageText } from '../../cli/types.ts';
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { RotatingHeadline } from '../islands/motion.tsx';
import { BoardingForm, BookingForm, QuickOffer } from '../islands/forms.tsx';
import { PackageTabs } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { HowItWorks, Section, ServicesGrid } from '../sections/Info.tsx';
import { rupees, telHref } from '../format.ts';

export function CityTerms({ city }: { city: City }) {
  const site = useSite();
  const o = site.raw.offers;
  return (
    <Section id="terms" title={`Grooming in ${city.name}: good to know`}>
      <dl className="terms">
        <dt>Hours</dt><dd>{city.hoursText}, every day</dd>
        <dt>Session length</dt><dd>{city.sessionSmall}; {city.sessionLarge}</dd>
        <dt>Cancelling or rescheduling</dt><dd>{city.cancellation}</dd>
        <dt>Payment</dt><dd>{city.payment}</dd>
        {city.promos.length ? <><dt>Offers</dt><dd><ul>{city.promos.map((p) => <li key={p}>{p}</li>)}</ul></dd></> : null}
        {city.fees.length ? <><dt>Fees</dt><dd><ul>{city.fees.map((p) => <li key={p}>{p}</li>)}</ul></dd></> : null}
        <dt>Discounts</dt><dd>Students {o.studentPercent}% off; senior citizens ({o.seniorAge}+) {o.seniorPercent}% off.</dd>
        <dt>Add-ons</dt><dd><ul>{site.cityAddOns.map((a) => <li key={a.id}>{a.label}: {rupees(a.price)}</li>)}</ul></dd>
      </dl>
    </Section>
  );
}

export function CityPage({ city, place, text, heading }: { city: City; place: string; text?: PageText; heading: string }) {
  const site = useSite();
  const grooming = site.packages.filter((p) => p.kind === 'grooming');
  const haircut = site.packages.filter((p) => p.kind === 'haircut');
  return (
    <Layout>
      <div className="hero hero--city">
        <div className="container">
          <RotatingHeadline />
          <h1>{heading}</h1>
          <p className="lead">{city.tagline}</p>
          <p className="hero__actions">
            <button type="button" className="button button--accent" data-open="package-modal">Book Appointment</button>{' '}
            <a className="button" href={telHref(site)}>Book by Call</a>
          </p>
          <p className="pet-select" role="group" aria-label="Choose your pet">
            <a className="button button--ghost" href="#grooming" data-pet="Dog">For Dog</a>{' '}
            <a className="button button--ghost" href="#grooming" data-pet="Cat">For Cat</a>
          </p>
        </div>
      </div>
      <Section id="areas" title={`Areas we cover in ${place}`}>
        <ul className="area-list">{city.serviceAreas.map((a) => <li key={a}>{a}</li>)}</ul>
      </Section>
      <Section id="grooming" title="Grooming packages">
        <PackageTabs id="city-grooming" packages={grooming} extrasOpen boarding={<BoardingPlans />} />
      </Section>
      <Section id="haircut" title="Designer haircut packages"><PackageTabs id="city-haircut" packages={haircut} /></Section>
      <CityTerms city={city} />
      <FaqSection faqs={city.faqs} />
      {text ? (
        <section className="section prose-section" aria-labelledby="about-city">
          <div className="container prose">
            <h2 id="about-city">{text.title}</h2>
            <div dangerouslySetInnerHTML={{ __html: text.html }} />
          </div>
        </section>
      ) : null}
      <ServicesGrid />
      <HowItWorks />
      <BookingForm variant="package" successPath="/booking-confirm" />
      <BoardingForm />
      <QuickOffer autoOpenAfterMs={site.raw.ui.cityPopupDelayMs} />
    </Layout>
  );
}

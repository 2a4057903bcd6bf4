// City and locality pages (SPEC 2.2): hero with the same-day tagline and rotating headline,
// booking buttons, dog/cat selector, grooming packages with a Boarding tab, designer haircuts,
// the city's own terms, service areas, how it works, services, FAQ and the long text.
// A locality page is its city's page for one neighbourhood: its city's terms, its own text, and
// links to the other localities of the same city.
import type { City, Locality, PageText } from '../../model/types.ts';
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { RotatingHeadline } from '../islands/motion.tsx';
import { BoardingForm, BookingForm, QuickOffer } from '../islands/forms.tsx';
import { ChoosePet, OpenForm } from '../islands/widgets.tsx';
import { PackageTabs } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { HowItWorks, Section, ServicesGrid } from '../sections/Info.tsx';
import { rupees, telHref } from '../../model/format.ts';
import { Icon } from '../art/Icons.tsx';
import { slideImage } from '../art/files.ts';

/** Everything a pet parent should know before booking in this city, from site.yaml. */
export function CityTerms({ city, title }: { city: City; title?: string }) {
  const site = useSite();
  const o = site.raw.offers;
  const term = (name: string, value: React.ReactNode) => <div className="term"><dt>{name}</dt><dd>{value}</dd></div>;
  const list = (items: readonly string[]) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;
  return (
    <Section id="terms" title={title ?? `Grooming in ${city.name}: good to know`} className="section--soft">
      <dl className="terms">
        {term('Hours', `${city.hoursText}, every day of the week`)}
        {term('Session length', list([capitaliseFirst(city.sessionSmall), capitaliseFirst(city.sessionLarge)]))}
        {term('Cancelling or rescheduling', city.cancellation)}
        {term('Payment', city.payment)}
        {city.promos.length ? term('Offers', list(city.promos)) : null}
        {city.fees.length ? term('Fees', list(city.fees)) : null}
        {term('Discounts', list([`Students: ${o.studentPercent}% off`, `Senior citizens (${o.seniorAge}+): ${o.seniorPercent}% off`]))}
        {term('Add-ons', list(site.cityAddOns.map((a) => `${a.label}: ${rupees(a.price)}`)))}
      </dl>
    </Section>
  );
}

const capitaliseFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The location hero: rotating headline, h1, tagline, quick facts, booking buttons, pet choice. */
export function CityHero({ city, heading, crumbs, actions }: {
  city: City; heading: string; crumbs?: [string, string][]; actions?: React.ReactNode;
}) {
  const site = useSite();
  return (
    <div className="city-hero">
      <div className="container city-hero__grid">
        <div>
        {crumbs ? (
          <nav aria-label="Breadcrumb" className="breadcrumb breadcrumb--light">
            <ol>{crumbs.map(([name, href], i) => (
              <li key={href}>{i === crumbs.length - 1 ? <span aria-current="page">{name}</span> : <a href={href}>{name}</a>}</li>
            ))}</ol>
          </nav>
        ) : null}
        <RotatingHeadline />
        <h1>{heading}</h1>
        <p className="city-hero__tagline">{city.tagline}</p>
        <ul className="city-hero__facts">
          <li><Icon name="clock" size={20} /> <span><strong>{city.hoursText}</strong> every day</span></li>
          <li><Icon name="spark" size={20} /> <span>From <strong>{rupees(site.cityFromPrice)}</strong></span></li>
          <li><Icon name="check" size={20} /> <span><strong>Pay after</strong> the service</span></li>
        </ul>
        <p className="city-hero__actions">
          {actions ?? (
            <>
              <OpenForm form="package" className="button button--accent" text="Book Appointment" />
              <a className="button button--light" href={telHref(site)}>Book by Call</a>
            </>
          )}
        </p>
        <PetChoice />
        </div>
        {/* Decorative, desktop only (hidden below 900px); lazy so phones never fetch it. */}
        <img className="city-hero__art" src={slideImage(site.raw.home.heroSlides[0].id)} alt="" width={640} height={420} loading="lazy" decoding="async" />
      </div>
    </div>
  );
}

/** FOR DOG / FOR CAT: the grooming tabs switch to that pet before the link jumps to them. */
export function PetChoice() {
  return (
    <div className="pet-choice" role="group" aria-label="Choose your pet">
      <ChoosePet pet="Dog" href="#grooming" className="pet-choice__option" text="FOR DOG" />
      <ChoosePet pet="Cat" href="#grooming" className="pet-choice__option" text="FOR CAT" />
    </div>
  );
}

export function LongText({ id, text }: { id: string; text?: PageText }) {
  if (!text) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container prose prose--measure">
        <h2 id={id} className="long-text__title">{text.title}</h2>
        <div dangerouslySetInnerHTML={{ __html: text.html }} />
      </div>
    </section>
  );
}

/** The service areas, and links to the localities of this city that have their own page. */
function Areas({ city, locality }: { city: City; locality?: Locality }) {
  const site = useSite();
  const siblings = site.localities.filter((l) => l.city.slug === city.slug && l.slug !== locality?.slug);
  return (
    <Section id="areas" title={locality ? `Serving ${locality.place} and nearby` : `Areas we cover in ${city.name}`}>
      <ul className="chips">{city.serviceAreas.map((a) => <li key={a}>{a}</li>)}</ul>
      {siblings.length || locality ? (
        <>
          <h3 className="areas__sub">{locality ? 'Other localities nearby' : `Localities in ${city.name}`}</h3>
          <ul className="link-chips">
            {siblings.map((l) => <li key={l.slug}><a href={l.path}>{l.place}</a></li>)}
            {locality ? <li><a href={city.path}>All of {city.name}</a></li> : null}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

export function CityPage({ city, locality }: { city: City; locality?: Locality }) {
  const site = useSite();
  const grooming = site.packageGroups.groomingAtHome;
  const haircut = site.packageGroups.haircut;
  const heading = locality?.title ?? city.title;
  const crumbs: [string, string][] = [['Home', '/'], [city.name, city.path]];
  if (locality) crumbs.push([locality.name, locality.path]);
  return (
    <Layout>
      <CityHero city={city} heading={heading} crumbs={crumbs} />
      {locality ? (
        <p className="container locality-note">
          {locality.place} is looked after by our {city.name} team, so {city.name}'s hours, prices and terms below apply.
        </p>
      ) : null}
      <Section id="grooming" title={`Grooming packages in ${locality?.name ?? city.name}`}>
        <PackageTabs id="city-grooming" packages={grooming} extrasOpen boarding={<BoardingPlans />} answersPetChoice />
      </Section>
      <Section id="haircut" title="Designer haircut packages" className="section--soft">
        <PackageTabs id="city-haircut" packages={haircut} />
      </Section>
      <CityTerms city={city} />
      <Areas city={city} locality={locality} />
      <HowItWorks />
      <ServicesGrid />
      <FaqSection faqs={city.faqs} />
      <LongText id="about-place" text={locality ? locality.text : city.text} />
      <BookingForm variant="package" successPath="/booking-confirm" />
      <BoardingForm />
      <QuickOffer autoOpenAfterMs={site.raw.ui.cityPopupDelayMs} />
    </Layout>
  );
}

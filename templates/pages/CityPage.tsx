// City and locality pages (SPEC 2.2): hero with the same-day tagline and rotating headline,
// booking buttons, dog/cat selector, grooming packages with a Boarding tab, designer haircuts,
// the city's own terms, service areas, how it works, services, FAQ and the long text.
// A locality page is its city's page for one neighbourhood: its own facts and text first, then its
// city's terms and links to the other localities of the same city. A place outside the cities
// (visits: on-request) names no city team: call and WhatsApp first, the general terms, no same-day promise.
import type { City, Locality, PageText } from '../../model/types.ts';
import { useSite, useT } from '../context.tsx';
import { usePlaceOffer, quickOfferWords } from '../place-offer.ts';
import { Layout } from '../chrome/Layout.tsx';
import { Reused } from '../reuse.tsx';
import { RotatingHeadline } from '../../islands/server/motion.tsx';
import { BoardingForm, BookingForm, QuickOffer } from '../../islands/server/forms.tsx';
import { addOnsForPackages } from '../../model/booking-wire.ts';
import { ChoosePet, OpenForm } from '../../islands/server/widgets.tsx';
import { PackageTabs } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { HowItWorks, ServicesGrid } from '../sections/Info.tsx';
import { Section } from '../sections/Section.tsx';
import { rupees, businessTelHref, whatsappHref } from '../../model/format.ts';
import { LocalSection, OnRequestPlaces } from '../sections/Locality.tsx';
import { Icon } from '../art/Icons.tsx';
import { PriceAndRating } from '../sections/Trust.tsx';
import { CityGroomers } from '../sections/Groomers.tsx';
import { VisitReviews } from '../sections/VisitReviews.tsx';
import { slideImage } from '../../model/paths.ts';

/** Everything a pet parent should know before booking in this city, from site.yaml. */
export function CityTerms({ city, title, onRequest = false }: { city: City; title?: string; onRequest?: boolean }) {
  const site = useSite();
  const t = useT();
  const term = (name: string, value: React.ReactNode) => <div className="term"><dt>{name}</dt><dd>{value}</dd></div>;
  const list = (items: readonly string[]) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;
  return (
    <Section id="terms" title={title ?? (onRequest ? t('Visits to {city} on request: good to know', { city: city.name }) : t('Grooming in {city}: good to know', { city: city.name }))} className="section--soft">
      <dl className="terms">
        {onRequest
          ? term(t('Hours'), t('Visits are arranged on request: call or message us, and we will agree a day and time with you.'))
          : city.landing
            ? term(t('Hours'), t('Our teams visit from {hours}, depending on the city: {cities}.', { hours: city.hoursText, cities: site.hoursByCityText }))
            : term(t('Hours of our {city} team', { city: city.name }), t('{hours}, every day of the week', { hours: city.hoursText }))}
        {city.sessionSmall && city.sessionLarge ? term(t('Session length'), list([capitaliseFirst(city.sessionSmall), capitaliseFirst(city.sessionLarge)])) : null}
        {term(t('Cancelling or rescheduling'), city.termsByCity ? list(city.termsByCity) : city.cancellation)}
        {term(t('Payment'), city.payment)}
        {city.promos.length ? term(t('Offers'), list(city.promos)) : null}
        {city.fees.length ? term(t('Fees'), list(city.fees)) : null}
        {city.landing ? term(t('Fees'), list(site.cities.filter((c) => c.fees.length).map((c) => `${c.name}: ${c.fees.join(' ')}`))) : null}
        {city.discounts.length ? term(t('Discounts'), list(city.discounts)) : null}
        {term(t('Add-ons'), <CityAddOns />)}
      </dl>
    </Section>
  );
}

/**
 * The add-ons the page's booking form offers (the one list, site.yaml addOns), each with its price,
 * what it is and, where not every package may take it, the packages that may.
 */
function CityAddOns() {
  const site = useSite();
  const t = useT();
  const packages = site.packages; // the form offers every package
  const nameOf = (id: string) => packages.find((p) => p.id === id)?.name ?? id;
  return (
    <ul className="addon-list">
      {addOnsForPackages(site.addOns, packages.map((p) => p.id)).map((a) => (
        <li key={a.id}>
          <strong>{`${a.label}: ${rupees(a.price)}`}</strong>{` ${a.description}`}
          {a.packages ? t(' With {packages} only.', { packages: a.packages.filter((id) => packages.some((p) => p.id === id)).map(nameOf).join(', ') }) : null}
        </li>
      ))}
    </ul>
  );
}

const capitaliseFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The location hero: rotating headline, h1, tagline, quick facts, booking buttons, pet choice. */
export function CityHero({ city, heading, crumbs, actions, onRequest = false }: {
  city: City; heading: string; crumbs?: [string, string][]; actions?: React.ReactNode; onRequest?: boolean;
}) {
  const site = useSite();
  const t = useT();
  return (
    <div className="city-hero">
      <div className="container city-hero__grid">
        <div>
        {crumbs ? (
          <nav aria-label={t('Breadcrumb')} className="breadcrumb breadcrumb--light">
            <ol>{crumbs.map(([name, href], i) => (
              <li key={href}>{i === crumbs.length - 1 ? <span aria-current="page">{name}</span> : <a href={href}>{name}</a>}</li>
            ))}</ol>
          </nav>
        ) : null}
        <RotatingHeadline />
        <h1>{heading}</h1>
        <PriceAndRating from={site.fromPrice} />
        <p className="city-hero__actions">
          {actions ?? (
            <>
              <OpenForm form="package" className="button button--accent" text={t('Book Appointment')} />
              <a className="button button--light" href={businessTelHref(site)}>{t('Book by Call')}</a>
            </>
          )}
        </p>
        <p className="city-hero__tagline">{onRequest
          ? t("We visit {city} on request: call or WhatsApp us first, and we'll tell you when a groomer can come.", { city: city.name })
          : city.tagline}</p>
        <ul className="city-hero__facts">
          <li><Icon name="clock" size={20} /> {onRequest
            ? <span>{t('Visits arranged on request')}</span>
            : <span>{city.landing ? t('All our teams, depending on the city') : t('{city} team', { city: city.name })}: <strong>{city.hoursText}</strong>{` ${t('every day')}`}</span>}</li>
          <li><Icon name="check" size={20} /> <span><strong>{t('Pay after')}</strong>{` ${t('the service')}`}</span></li>
        </ul>
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
  const t = useT();
  return (
    <div className="pet-choice" role="group" aria-label={t('Choose your pet')}>
      <ChoosePet pet="Dog" href="#grooming" className="pet-choice__option" text={t('FOR DOG')} />
      <ChoosePet pet="Cat" href="#grooming" className="pet-choice__option" text={t('FOR CAT')} />
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
  const t = useT();
  const siblings = site.localities.filter((l) => l.city.slug === city.slug && l.slug !== locality?.slug);
  return (
    <Section id="areas" title={locality ? t('Serving {place} and nearby', { place: locality.place }) : t('Areas we cover in {city}', { city: city.name })}>
      <ul className="chips">{city.serviceAreas.map((a) => <li key={a}>{a}</li>)}</ul>
      {siblings.length || locality ? (
        <>
          <h3 className="areas__sub">{locality ? t('Other localities nearby') : t('Localities in {city}', { city: city.name })}</h3>
          <ul className="link-chips">
            {siblings.map((l) => <li key={l.slug}><a href={l.path}>{l.place}</a></li>)}
            {locality ? <li><a href={city.path}>{t.nodes('All of {city}', { city: city.name })}</a></li> : null}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/** Call and WhatsApp first, then the request form: for a place visited on request. */
function OnRequestActions() {
  const site = useSite();
  const t = useT();
  return (
    <>
      <a className="button button--light" href={businessTelHref(site)}><Icon name="phone" size={18} />{` ${t('Call us')}`}</a>
      <a className="button button--light" href={whatsappHref(site)} rel="noopener"><Icon name="chat" size={18} /> WhatsApp</a>
      <OpenForm form="package" className="button button--outline-light" text={t('Request a visit')} />
    </>
  );
}

export function CityPage({ city, locality }: { city: City; locality?: Locality }) {
  const site = useSite();
  const t = useT();
  const grooming = site.packageGroups.grooming;
  const haircut = site.packageGroups.haircut;
  const heading = locality?.title ?? city.title;
  const onRequest = locality?.onRequest ?? false;
  const offer = usePlaceOffer();
  const crumbs: [string, string][] = [[t('Home'), '/']];
  if (!onRequest) crumbs.push([city.name, city.path]);
  if (locality) crumbs.push([onRequest ? locality.place : locality.name, locality.path]);
  return (
    <Layout>
      <CityHero city={city} heading={heading} crumbs={crumbs} onRequest={onRequest} actions={onRequest ? <OnRequestActions /> : undefined} />
      {locality ? <LocalSection locality={locality} /> : null}
      <Section id="grooming" title={t('Grooming packages in {place}', { place: locality?.name ?? city.name })}>
        {/* The packages, the how-to, the services and the boarding form are the same on every city and
            locality page of a language (the site's prices, not the place's): rendered once and pasted
            (templates/reuse.tsx); they are well over half of such a page. */}
        <Reused partKey="city:grooming-tabs"><PackageTabs id="city-grooming" packages={grooming} extrasOpen boarding={<BoardingPlans />} answersPetChoice /></Reused>
      </Section>
      <Section id="haircut" title={t('Designer haircut packages')} className="section--soft">
        <Reused partKey="city:haircut-tabs"><PackageTabs id="city-haircut" packages={haircut} /></Reused>
      </Section>
      <CityTerms city={city} onRequest={onRequest} />
      {locality && onRequest ? <OnRequestPlaces locality={locality} /> : <Areas city={city} locality={locality} />}
      {locality ? null : <CityGroomers city={city} />}
      {onRequest ? null : <VisitReviews city={city.slug} locality={locality?.name} />}
      <Reused partKey="city:how-it-works"><HowItWorks /></Reused>
      <Reused partKey="city:services"><ServicesGrid /></Reused>
      <FaqSection faqs={city.faqs} />
      {locality ? null : <LongText id="about-place" text={city.text} />}
      <BookingForm variant="package" successPath="/booking-confirm" city={city} />
      <Reused partKey="boarding-form"><BoardingForm /></Reused>
      {/* The pop-up speaks of the place's offer: one per offer (usePlaceOffer's key). */}
      <Reused partKey={`city:quick-offer:${offer.key}`}><QuickOffer autoOpenAfterMs={site.raw.ui.cityPopupDelayMs} {...quickOfferWords(offer, site)} /></Reused>
    </Layout>
  );
}

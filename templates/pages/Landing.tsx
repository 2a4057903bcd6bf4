// The delhi-ncr landing variant (SPEC 2.5): its own top bar with the offer and a nav of in-page
// anchors, a location header (Book Package Now, Book an Appointment, call, FOR DOG / FOR CAT),
// the city tiles without the hidden ones (Gurugram), package cards that state the page's 20% offer
// (SPEC 9.2: "20% off all packages") in place of their usual saving, a locality list, the meet-the-experts banner,
// no floating call/chat buttons, and a booking form whose address is optional and whose success
// page is /thank-you.
import type { City } from '../../model/types.ts';
import type { Promo } from '../../model/visits/rules.ts';
import { useSite } from '../context.tsx';
import { OpenForm, SiteNav, type MenuItem } from '../../islands/server/widgets.tsx';
import { Logo } from '../art/Logo.tsx';
import { BookingForm, BoardingForm } from '../../islands/server/forms.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { QuickActions } from '../chrome/Layout.tsx';
import { Reused } from '../reuse.tsx';
import { PackageTabs, PageOfferNote } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { HowItWorks, WhyChooseUs } from '../sections/Info.tsx';
import { Section } from '../sections/Section.tsx';
import { Testimonials } from '../sections/Trust.tsx';
import { CityHero, CityTerms, LongText } from './CityPage.tsx';
import { businessTelHref, rupees } from '../../model/format.ts';
import { pagePromo } from '../../model/offers.ts';

const landingMenu: MenuItem[] = [
  { label: 'Packages', children: [{ label: 'Grooming', href: '#grooming' }, { label: 'Haircut', href: '#haircut' }] },
  { label: 'How we work', href: '#how-we-work' },
  { label: 'Why us', href: '#why-us' },
  { label: 'Faqs', href: '#faq' },
  { label: 'Testimonials', href: '#testimonials' },
];

function LandingHeader() {
  const site = useSite();
  const phone = site.raw.contact.phoneDisplay;
  return (
    <>
      {/* An aside, so that everything on the page sits inside a landmark. */}
      <aside className="topbar landing-topbar" aria-label="Offer">
        <div className="container topbar__inner">
          <p className="topbar__offer">{site.offers.landingText}</p>
          <a className="landing-topbar__call" href={businessTelHref(site)} aria-label={`Call ${phone}`}>Call<span className="landing-topbar__num"> {phone}</span></a>
        </div>
      </aside>
      <SiteNav menuId="landing-menu" items={landingMenu} toggleLabel="spoken" logoArt={<Logo />} call={phone} hashScroll />
    </>
  );
}

export function LandingPage({ city }: { city: City }) {
  const site = useSite();
  const grooming = site.packageGroups.groomingAtHome;
  const haircut = site.packageGroups.haircut;
  const tiles = site.cities.filter((c) => !c.landing && !city.hiddenCityTiles.includes(c.slug));
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <LandingHeader />
      <main id="main">
        <div id="book-now" className="landing-anchor">
          <CityHero city={city} heading={city.title} actions={(
            <>
              <a className="button button--accent" href="#grooming">Book Package Now</a>
              <OpenForm form="package" className="button button--light" text="Book an Appointment" />
              <a className="button button--outline-light" href={businessTelHref(site)}>Book by Call</a>
            </>
          )} />
        </div>
        {/* The page's own offer is the one discount its package cards state (boarding plans are not packages). */}
        <PageOfferNote.Provider value={pageOfferNote(site.visits && pagePromo(site.visits, city.slug))}>
          <Section id="grooming" title="Grooming packages" intro={`${site.offers.landingText}. The prices below are before the discount.`}>
            <PackageTabs id="landing-grooming" packages={grooming} extrasOpen boarding={<PageOfferNote.Provider value={undefined}><BoardingPlans /></PageOfferNote.Provider>} answersPetChoice />
          </Section>
          <Section id="haircut" title="Designer haircut packages" className="section--soft">
            <PackageTabs id="landing-haircut" packages={haircut} />
          </Section>
        </PageOfferNote.Provider>
        <HowItWorks id="how-we-work" />
        <Section id="areas" title="Serviced areas" className="section--soft">
          <ul className="city-tiles">
            {tiles.map((c) => <li key={c.slug}><a href={c.path}><strong>{c.name}</strong><span>Pet grooming at home</span></a></li>)}
          </ul>
          <h3 className="areas__sub">Localities with their own page</h3>
          <ul className="link-chips">{site.localities.map((l) => <li key={l.slug}><a href={l.path}>{l.place}</a></li>)}</ul>
          <h3 className="areas__sub">Also serving</h3>
          <ul className="chips">{city.serviceAreas.map((a) => <li key={a}>{a}</li>)}</ul>
        </Section>
        <section className="experts" aria-labelledby="experts-title">
          <div className="container experts__inner">
            <div>
              <h2 id="experts-title">Meet our grooming experts</h2>
              <p>Trained, patient groomers who treat your pet like their own, with branded products and proper tools, right in your home.</p>
            </div>
            <OpenForm form="package" className="button button--accent" text="Book Groomer" />
          </div>
        </section>
        <WhyChooseUs id="why-us" />
        <CityTerms city={city} title="Booking terms" />
        <FaqSection faqs={city.faqs} id="faq" />
        <Testimonials id="testimonials" />
        <LongText id="about-region" text={city.text} />
      </main>
      <Reused partKey="footer"><Footer /></Reused>
      <BookingForm variant="package" addressRequired={false} successPath="/thank-you" withLocationOnly city={city} />
      <BoardingForm />
      <QuickActions floating={false} />
    </>
  );
}

/** What a package card says in place of its usual saving: the page's own promo rule. */
function pageOfferNote(promo: Promo | undefined): string | undefined {
  if (!promo) return undefined;
  const off = promo.discount.kind === 'percent' ? `${promo.discount.value}%` : rupees(promo.discount.value);
  return `${off} off this price with this page's offer`;
}

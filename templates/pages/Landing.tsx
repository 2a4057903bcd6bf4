// The delhi-ncr landing variant (SPEC 2.5): its own top bar with the offer and a nav of in-page
// anchors, a location header (Book Package Now, Book an Appointment, call, FOR DOG / FOR CAT),
// the city tiles without the hidden ones (Gurugram), package cards that state the page's 20% offer
// (SPEC 9.2: "20% off all packages") in place of their usual saving, a locality list, the meet-the-experts banner,
// no floating call/chat buttons, and a booking form whose address is optional and that confirms,
// as every booking form does, on /booking-confirm.
import type { City } from '../../model/types.ts';
import type { Promo } from '../../model/visits/rules.ts';
import { useSite, useT, type Translate } from '../context.tsx';
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

const landingMenu = (t: Translate): MenuItem[] => [
  { label: t('Packages'), children: [{ label: t('Grooming'), href: '#grooming' }, { label: t('Haircut'), href: '#haircut' }] },
  { label: t('How we work'), href: '#how-we-work' },
  { label: t('Why us'), href: '#why-us' },
  { label: t('Faqs'), href: '#faq' },
  { label: t('Testimonials'), href: '#testimonials' },
];

function LandingHeader() {
  const site = useSite();
  const t = useT();
  const phone = site.raw.contact.phoneDisplay;
  return (
    <>
      {/* An aside, so that everything on the page sits inside a landmark. */}
      <aside className="topbar landing-topbar" aria-label={t('Offer')}>
        <div className="container topbar__inner">
          {/* Empty once the page's own promo has ended (its until): the bar then offers only the call. */}
          {site.offers.landingText ? <p className="topbar__offer">{site.offers.landingText}</p> : null}
          <a className="landing-topbar__call" href={businessTelHref(site)} aria-label={t('Call {phone}', { phone })}>{t('Call')}<span className="landing-topbar__num"> {phone}</span></a>
        </div>
      </aside>
      <SiteNav menuId="landing-menu" items={landingMenu(t)} toggleLabel="spoken" logoArt={<Logo />} call={phone} hashScroll />
    </>
  );
}

export function LandingPage({ city }: { city: City }) {
  const site = useSite();
  const t = useT();
  const grooming = site.packageGroups.grooming;
  const haircut = site.packageGroups.haircut;
  const tiles = site.cities.filter((c) => !c.landing && !city.hiddenCityTiles.includes(c.slug));
  return (
    <>
      <a className="skip-link" href="#main">{t('Skip to content')}</a>
      <LandingHeader />
      <main id="main">
        <div id="book-now" className="landing-anchor">
          <CityHero city={city} heading={city.title} actions={(
            <>
              <a className="button button--accent" href="#grooming">{t('Book Package Now')}</a>
              <OpenForm form="package" className="button button--light" text={t('Book an Appointment')} />
              <a className="button button--outline-light" href={businessTelHref(site)}>{t('Book by Call')}</a>
            </>
          )} />
        </div>
        {/* The page's own offer is the one discount its package cards state (boarding plans are not packages). */}
        <PageOfferNote.Provider value={pageOfferNote(t, site.visits && pagePromo(site.visits, city.slug))}>
          <Section id="grooming" title={t('Grooming packages')} intro={site.offers.landingText ? t('{offer}. The prices below are before the discount.', { offer: site.offers.landingText }) : undefined}>
            <PackageTabs id="landing-grooming" packages={grooming} extrasOpen boarding={<PageOfferNote.Provider value={undefined}><BoardingPlans /></PageOfferNote.Provider>} answersPetChoice />
          </Section>
          <Section id="haircut" title={t('Designer haircut packages')} className="section--soft">
            <PackageTabs id="landing-haircut" packages={haircut} />
          </Section>
        </PageOfferNote.Provider>
        <HowItWorks id="how-we-work" />
        <Section id="areas" title={t('Serviced areas')} className="section--soft">
          <ul className="city-tiles">
            {tiles.map((c) => <li key={c.slug}><a href={c.path}><strong>{c.name}</strong><span>{t('Pet grooming at home')}</span></a></li>)}
          </ul>
          <h3 className="areas__sub">{t('Localities with their own page')}</h3>
          <ul className="link-chips">{site.localities.map((l) => <li key={l.slug}><a href={l.path}>{l.place}</a></li>)}</ul>
          <h3 className="areas__sub">{t('Also serving')}</h3>
          <ul className="chips">{city.serviceAreas.map((a) => <li key={a}>{a}</li>)}</ul>
        </Section>
        <section className="experts" aria-labelledby="experts-title">
          <div className="container experts__inner">
            <div>
              <h2 id="experts-title">{t('Meet our grooming experts')}</h2>
              <p>{t('Trained, patient groomers who treat your pet like their own, with branded products and proper tools, right in your home.')}</p>
            </div>
            <OpenForm form="package" className="button button--accent" text={t('Book Groomer')} />
          </div>
        </section>
        <WhyChooseUs id="why-us" />
        <CityTerms city={city} title={t('Booking terms')} />
        <FaqSection faqs={city.faqs} id="faq" />
        <Testimonials id="testimonials" />
        <LongText id="about-region" text={city.text} />
      </main>
      <Reused partKey="footer"><Footer /></Reused>
      <BookingForm variant="package" addressRequired={false} successPath="/booking-confirm" city={city} />
      <BoardingForm />
      <QuickActions floating={false} />
    </>
  );
}

/** What a package card says in place of its usual saving: the page's own promo rule. */
function pageOfferNote(t: Translate, promo: Promo | undefined): string | undefined {
  if (!promo) return undefined;
  const off = promo.discount.kind === 'percent' ? `${promo.discount.value}%` : rupees(promo.discount.value);
  return t("{off} off this price with this page's offer", { off });
}

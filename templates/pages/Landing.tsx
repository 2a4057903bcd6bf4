// The delhi-ncr landing variant (SPEC 2.5): its own top bar and nav with anchors, a location
// header with FOR DOG / FOR CAT, locality list, meet-the-experts banner, no floating buttons,
// no Gurugram tile, and Book Package Now instead of the booking buttons.
import type { City } from '../../cli/types.ts';
import { useSite } from '../context.tsx';
import { Island } from '../islands/Island.tsx';
import { BookingForm, BoardingForm } from '../islands/forms.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { PackageTabs } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { HowItWorks, Section, Testimonials, WhyChooseUs } from '../sections/Info.tsx';
import { CityTerms } from './CityPage.tsx';
import { Logo } from '../art/Logo.tsx';
import { telHref } from '../format.ts';

export function LandingPage({ city }: { city: City }) {
  const site = useSite();
  const grooming = site.packages.filter((p) => p.kind === 'grooming');
  const haircut = site.packages.filter((p) => p.kind === 'haircut');
  const tiles = site.cities.filter((c) => !c.landing && !city.hiddenCityTiles.includes(c.slug));
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <div className="topbar"><div className="container topbar__inner"><p className="topbar__offer">{site.offers.landingText}</p></div></div>
      <Island name="nav" as="header" className="site-header" props={{ stickyAfter: site.raw.ui.stickyNavAfterPx, hashScroll: true }}>
        <div className="container site-header__inner">
          <a className="site-header__logo" href="/" aria-label={`${site.raw.site.name} home`}><Logo /></a>
          <button className="menu-toggle" type="button" aria-expanded="false" aria-controls="landing-menu">
            <span className="menu-toggle__bar" aria-hidden="true" /><span className="visually-hidden">Menu</span>
          </button>
          <nav id="landing-menu" className="main-menu" aria-label="Main">
            <ul>
              <li className="has-children"><details><summary>Packages</summary><ul>
                <li><a href="#grooming">Grooming</a></li><li><a href="#haircut">Haircut</a></li>
              </ul></details></li>
              <li><a href="#how-we-work">How we work</a></li>
              <li><a href="#why-us">Why us</a></li>
              <li><a href="#faq">Faqs</a></li>
              <li><a href="#testimonials">Testimonials</a></li>
            </ul>
            <a className="button button--accent main-menu__call" href={telHref(site)}>{site.raw.contact.phoneDisplay}</a>
          </nav>
        </div>
      </Island>
      <main id="main">
        <div className="hero hero--city" id="book-now">
          <div className="container">
            <h1>{city.title}</h1>
            <p className="lead">{city.tagline}</p>
            <p className="hero__actions">
              <a className="button button--accent" href="#grooming">Book Package Now</a>{' '}
              <a className="button" href={telHref(site)}>Book by Call</a>
            </p>
            <p className="pet-select" role="group" aria-label="Choose your pet">
              <a className="button button--ghost" href="#grooming" data-pet="Dog">FOR DOG</a>{' '}
              <a className="button button--ghost" href="#grooming" data-pet="Cat">FOR CAT</a>
            </p>
          </div>
        </div>
        <Section id="grooming" title="Grooming packages">
          <PackageTabs id="landing-grooming" packages={grooming} extrasOpen boarding={<BoardingPlans />} />
        </Section>
        <Section id="haircut" title="Designer haircut packages"><PackageTabs id="landing-haircut" packages={haircut} /></Section>
        <HowItWorks id="how-we-work" />
        <Section id="areas" title="Serviced areas">
          <ul className="city-list">{tiles.map((c) => <li key={c.slug}><a href={c.path}>{c.name}</a></li>)}</ul>
          <ul className="area-list">{site.localities.map((l) => <li key={l.slug}><a href={l.path}>{l.place}</a></li>)}</ul>
        </Section>
        <section className="section experts" aria-labelledby="experts-title">
          <div className="container">
            <h2 id="experts-title">Meet our grooming experts</h2>
            <p>Trained, patient groomers who treat your pet like their own, right in your home.</p>
            <a className="button button--accent" href="#grooming">Book Groomer</a>
          </div>
        </section>
        <WhyChooseUs id="why-us" />
        <CityTerms city={city} />
        <FaqSection faqs={city.faqs} id="faq" />
        <Testimonials id="testimonials" />
        {city.text ? (
          <section className="section prose-section" aria-labelledby="about-region">
            <div className="container prose"><h2 id="about-region">{city.text.title}</h2><div dangerouslySetInnerHTML={{ __html: city.text.html }} /></div>
          </section>
        ) : null}
      </main>
      <Footer />
      <BookingForm variant="package" addressRequired={false} successPath="/thank-you" />
      <BoardingForm />
      <Island name="back-to-top" props={{ after: site.raw.ui.backToTopAfterPx }}>
        <a className="back-to-top" href="#top" aria-label="Back to top" hidden>↑</a>
      </Island>
    </>
  );
}

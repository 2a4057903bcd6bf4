// Home: hero with the typing headline and the six-slide slider, counters, client ratings,
// packages, services, cities, how it works, welcome (with the street-dog note), why choose us,
// the offer, testimonials, FAQ.
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { HeroSlider, TypingHeadline } from '../../islands/server/motion.tsx';
import { BookingForm } from '../../islands/server/forms.tsx';
import { OpenForm } from '../../islands/server/widgets.tsx';
import { PackageTabs } from '../sections/Packages.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { OfferBand } from '../sections/Offer.tsx';
import { CityList, HowItWorks, ServicesGrid, WhyChooseUs, Welcome } from '../sections/Info.tsx';
import { Section } from '../sections/Section.tsx';
import { Counters, Ratings, Testimonials } from '../sections/Trust.tsx';
import { Icon, Stars } from '../art/Icons.tsx';
import { indianNumber, businessTelHref } from '../../model/format.ts';

// On a phone the first screen holds the headline and both booking buttons: they come straight
// after the headlines, before the longer text, the offer and the rating.
function Hero() {
  const site = useSite();
  const top = site.raw.reviews.listings[0];
  const customers = site.raw.claims.counters.find((c) => /customer/i.test(c.label));
  return (
    <div className="hero hero--home">
      <div className="container hero__grid">
        <div className="hero__intro">
          <h1>Dog &amp; cat grooming at your doorstep</h1>
          <TypingHeadline />
          <p className="hero__actions">
            <OpenForm form="appointment" className="button button--accent button--large" text="Book an Appointment" />
            <a className="button button--ghost button--large" href={businessTelHref(site)}><Icon name="phone" size={20} /> Book by Call</a>
          </p>
          <p className="hero__lead">A trained groomer comes to your home anywhere in Delhi NCR, with professional tools and branded products, so your pet never has to leave its favourite spot.</p>
          <p className="hero__trust">
            <Stars rating={top.rating} /> <span>{top.rating}/5 on {top.name}
              {customers ? <> · {indianNumber(customers.value)}{customers.suffix} {customers.label.toLowerCase()}</> : null}</span>
          </p>
          <p className="hero__offer"><strong>{site.raw.offers.heading}</strong> <span>{site.offers.metaText}</span></p>
        </div>
        <HeroSlider />
      </div>
    </div>
  );
}

export function HomePage() {
  const site = useSite();
  const main = site.packageGroups.grooming;
  return (
    <Layout>
      <Hero />
      <Counters />
      <Ratings />
      <Section id="packages" title="Grooming packages" className="section--soft"
        intro="Clear prices, no surprises. Pick your pet to see exactly what each package includes.">
        <PackageTabs id="home-packages" packages={main} />
        <p className="center more-link"><a href="/price">See the full price list<Icon name="arrow" size={18} /></a></p>
      </Section>
      <ServicesGrid />
      <CityList />
      <HowItWorks />
      <Welcome />
      <WhyChooseUs />
      <OfferBand form="appointment" />
      <Testimonials />
      <FaqSection faqs={site.faqs.general} />
      <BookingForm variant="package" successPath="/booking-confirm" />
      <BookingForm variant="appointment" successPath="/thank-you" />
    </Layout>
  );
}

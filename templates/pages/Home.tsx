// Home: hero with the typing headline and the six-slide slider, counters, client ratings,
// packages, services, cities, how it works, welcome (with the street-dog note), why choose us,
// the offer, testimonials, FAQ.
import { useSite, useT } from '../context.tsx';
import { usePlaceOffer, quickOfferWords } from '../place-offer.ts';
import { Layout } from '../chrome/Layout.tsx';
import { HeroSlider, TypingHeadline } from '../../islands/server/motion.tsx';
import { BookingForm, QuickOffer } from '../../islands/server/forms.tsx';
import { OpenForm } from '../../islands/server/widgets.tsx';
import { PackageTabs } from '../sections/Packages.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { OfferBand } from '../sections/Offer.tsx';
import { CityList, HowItWorks, ServicesGrid, WhyChooseUs, Welcome } from '../sections/Info.tsx';
import { Section } from '../sections/Section.tsx';
import { Counters, PriceAndRating, Ratings, Testimonials } from '../sections/Trust.tsx';
import { VisitReviews } from '../sections/VisitReviews.tsx';
import { Icon } from '../art/Icons.tsx';
import { indianNumber, businessTelHref } from '../../model/format.ts';

// On a phone the first screen sells: the headline, the from-price and the rating, and both
// booking buttons come first, before the typing line, the longer text and the offer.
function Hero() {
  const site = useSite();
  const customers = { value: site.raw.claims.happyCustomers };
  const offer = usePlaceOffer();
  const t = useT();
  return (
    <div className="hero hero--home">
      <div className="container hero__grid">
        <div className="hero__intro">
          <h1>{t('Dog & cat grooming at your doorstep')}</h1>
          <PriceAndRating />
          <p className="hero__actions">
            <OpenForm form="appointment" className="button button--accent button--large" text={t('Book an Appointment')} />
            <a className="button button--ghost button--large" href={businessTelHref(site)}><Icon name="phone" size={20} />{` ${t('Book by Call')}`}</a>
          </p>
          <TypingHeadline />
          <p className="hero__lead">{t('A trained groomer comes to your home anywhere in Delhi NCR, with professional tools and branded products, so your pet never has to leave its favourite spot.')}
            {customers ? <>{t.nodes(' More than {count} happy customers so far.', { count: indianNumber(customers.value) })}</> : null}</p>
          {offer.heading ? <p className="hero__offer"><strong>{offer.heading}</strong> <span>{offer.detail}</span></p> : null}
        </div>
        <HeroSlider />
      </div>
    </div>
  );
}

export function HomePage() {
  const site = useSite();
  const main = site.packageGroups.grooming;
  const t = useT();
  return (
    <Layout>
      <Hero />
      <Counters />
      <Ratings />
      <Section id="packages" title={t('Grooming packages')} className="section--soft"
        intro={t('Clear prices, no surprises. Pick your pet to see exactly what each package includes.')}>
        <PackageTabs id="home-packages" packages={main} />
        <p className="center more-link"><a href="/price">{t('See the full price list')}<Icon name="arrow" size={18} /></a></p>
      </Section>
      <ServicesGrid />
      <CityList />
      <HowItWorks />
      <Welcome />
      <WhyChooseUs />
      <OfferBand form="appointment" />
      <Testimonials />
      <VisitReviews />
      <FaqSection faqs={site.faqs.general} />
      <BookingForm variant="package" successPath="/booking-confirm" />
      <BookingForm variant="appointment" successPath="/booking-confirm" />
      <QuickOffer afterScrollPast="#packages" {...quickOfferWords(usePlaceOffer(), site)} />
    </Layout>
  );
}

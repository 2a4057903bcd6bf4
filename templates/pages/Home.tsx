// Home: hero slider, counters, ratings, packages, services, cities, how it works, welcome,
// why choose us, testimonials, FAQ.
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { HeroSlider, TypingHeadline } from '../islands/motion.tsx';
import { BookingForm } from '../islands/forms.tsx';
import { PackageTabs } from '../sections/Packages.tsx';
import { FaqSection } from '../sections/Faq.tsx';
import { CityList, Counters, HowItWorks, Ratings, Section, ServicesGrid, Testimonials, WhyChooseUs, Welcome } from '../sections/Info.tsx';

export function HomePage() {
  const site = useSite();
  const main = site.packages.filter((p) => p.kind === 'grooming' && !p.locationOnly);
  return (
    <Layout>
      <div className="hero">
        <div className="container">
          <h1>{site.raw.site.name}: dog &amp; cat grooming at your doorstep</h1>
          <TypingHeadline />
          <p className="hero__offer">{site.raw.offers.heading} · {site.offers.metaText}</p>
        </div>
        <HeroSlider />
      </div>
      <Counters />
      <Ratings />
      <Section id="packages" title="Grooming packages">
        <PackageTabs id="home-packages" packages={main} />
      </Section>
      <ServicesGrid />
      <CityList />
      <HowItWorks />
      <Welcome />
      <WhyChooseUs />
      <Testimonials />
      <FaqSection faqs={site.faqs.general} />
      <BookingForm variant="package" successPath="/booking-confirm" />
      <BookingForm variant="appointment" successPath="/thank-you" />
    </Layout>
  );
}

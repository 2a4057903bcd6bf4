// Price pages: grooming prices, designer haircut prices, the full price list, and the dog and
// cat pages with their four packages each. Every figure comes from site.yaml.
import type { Pet } from '../../model/types.ts';
import { useRoute, useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { BookingForm, BoardingForm, QuickOffer } from '../../islands/server/forms.tsx';
import { placeOffer, quickOfferWords } from '../place-offer.ts';
import { OpenForm } from '../../islands/server/widgets.tsx';
import { AddOnsTable, PackageGrid, PackageTabs } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { OfferBand } from '../sections/Offer.tsx';
import { HowItWorks, WhyChooseUs } from '../sections/Info.tsx';
import { Section } from '../sections/Section.tsx';
import { PriceAndRating, Testimonials } from '../sections/Trust.tsx';
import { BoardingSummary, PriceSummary } from '../sections/PriceSummary.tsx';
import { Icon } from '../art/Icons.tsx';
import { rupees, businessTelHref } from '../../model/format.ts';
import { slideImage } from '../../model/paths.ts';
import { listNames } from '../../model/offers.ts';

/** The pop-up with the page's offer, once the visitor has scrolled past the packages (not on a timer). */
function PackagesOffer({ after = '#grooming' }: { after?: string }) {
  const site = useSite();
  return <QuickOffer afterScrollPast={after} {...quickOfferWords(placeOffer(site, useRoute()), site)} />;
}

/** The title band of a price page: h1, a lead, the offer and the two ways to book. */
export function PageHead({ heading, lead, art, children }: { heading: string; lead: string; art?: string; children?: React.ReactNode }) {
  const site = useSite();
  const slide = site.raw.home.heroSlides.find((s) => s.id === art) ?? site.raw.home.heroSlides[0];
  return (
    <div className="page-head page-head--price">
      <div className="container page-head__grid">
        <div>
          <h1>{heading}</h1>
          <PriceAndRating />
          <p className="lead">{lead}</p>
          {children}
          <p className="page-head__actions">
            <OpenForm form="package" className="button button--accent" text="Book Appointment" />
            <a className="button button--ghost" href={businessTelHref(site)}><Icon name="phone" size={18} /> Book by Call</a>
          </p>
        </div>
        {slide ? <img className="page-head__art" src={slideImage(slide.id)} alt="" width={640} height={420} /> : null}
      </div>
    </div>
  );
}

/** "Four" reads better than "4" at the start of a sentence. */
const countWord = (n: number) => ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'][n] ?? String(n);

function AddOns() {
  return (
    <Section id="add-ons" title="Add-ons" intro="Make any visit extra special. Tell us when you book, or ask the groomer on the day.">
      <AddOnsTable />
    </Section>
  );
}

export function PetGroomingPage({ heading }: { heading: string }) {
  const site = useSite();
  const grooming = site.packageGroups.grooming;
  return (
    <Layout>
      <PageHead heading={heading} art="spa"
        lead="Clear prices for grooming at home, paid after the service. If your city charges a fee, its page and the booking form say so before you send." />
      <Section id="grooming" title="Dog and cat grooming packages" intro="Choose your pet to see what each package includes.">
        <PackageTabs id="grooming" packages={grooming} />
      </Section>
      <AddOns />
      <OfferBand />
      <HowItWorks />
      <Testimonials />
      <PackagesOffer />
      <BookingForm variant="package" successPath="/booking-confirm" />
    </Layout>
  );
}

export function HaircutPage({ heading }: { heading: string }) {
  const site = useSite();
  const haircut = site.packageGroups.haircut;
  const cheapest = Math.min(...haircut.map((p) => p.offerPrice));
  return (
    <Layout>
      <PageHead heading={heading} art="haircut"
        lead={`Neat trims and designer cuts from ${rupees(cheapest)}, done calmly in your own home by groomers who know each breed.`} />
      <Section id="haircut" title="Designer haircut packages" intro="Choose your pet to see what each haircut includes.">
        <PackageTabs id="haircut" packages={haircut} />
      </Section>
      <AddOns />
      <OfferBand />
      <HowItWorks />
      <WhyChooseUs />
      <PackagesOffer after="#haircut" />
      <BookingForm variant="package" successPath="/booking-confirm" />
    </Layout>
  );
}

/** Every package (the doorstep-only 599 and 799 ones too), haircut and boarding plan, with prices. */
export function PriceListPage({ heading }: { heading: string }) {
  const site = useSite();
  const grooming = site.packageGroups.groomingAtHome;
  const haircut = site.packageGroups.haircut;
  return (
    <Layout>
      <PageHead heading={heading} art="same-day" lead="Every grooming package, haircut and boarding plan in one place, with what it includes." />
      <Section id="at-a-glance" title="Prices at a glance">
        <PriceSummary packages={[...grooming, ...haircut]} />
        <BoardingSummary />
      </Section>
      <Section id="grooming" title="Grooming packages" className="section--soft" intro="Bath, blow dry and more, at your home.">
        <PackageTabs id="price-grooming" packages={grooming} />
      </Section>
      <Section id="haircut" title="Designer haircuts" intro="A trim or a full designer cut, for dogs and cats.">
        <PackageTabs id="price-haircut" packages={haircut} />
      </Section>
      <Section id="boarding" title="Boarding plans" className="section--soft" intro="A safe, loving stay while you are away.">
        <BoardingPlans />
      </Section>
      <AddOns />
      <OfferBand />
      <PackagesOffer />
      <BookingForm variant="package" successPath="/booking-confirm" withLocationOnly />
      <BoardingForm />
    </Layout>
  );
}

export function PetPackagesPage({ pet, heading }: { pet: Pet; heading: string }) {
  const site = useSite();
  const grooming = site.packageGroups.grooming;
  const other: Pet = pet === 'dog' ? 'cat' : 'dog';
  const count = countWord(grooming.length);
  const lead = pet === 'dog'
    ? `${count} dog grooming packages, from a spa bath to a designer cut, all done at your home by a trained groomer.`
    : `${count} cat grooming packages, handled slowly and quietly at home by groomers who understand cats.`;
  return (
    <Layout>
      <PageHead heading={heading} lead={lead} art={pet === 'cat' ? 'cats' : 'puppy'} />
      <Section id="grooming" title={`${pet === 'dog' ? 'Dog' : 'Cat'} grooming packages`}>
        <PackageGrid packages={grooming} pet={pet} />
        {/* The city pages show more packages than these: said here, so the two counts never seem to disagree. */}
        <p className="center">{site.packageGroups.groomingAtHome.length - grooming.length > 0
          ? `These ${grooming.length} packages are offered everywhere we groom; our city pages also offer ${listNames(site.packageGroups.groomingAtHome.filter((p) => p.locationOnly).map((p) => `${p.name} (${rupees(p.offerPrice)})`))}, for a quick bath at home.`
          : null}</p>
        <p className="center more-link"><a href={`/${other}-grooming`}>Grooming a {other}? See the {other} packages<Icon name="arrow" size={18} /></a></p>
      </Section>
      <AddOns />
      <OfferBand />
      <HowItWorks />
      <Testimonials />
      <PackagesOffer />
      <BookingForm variant="package" successPath="/booking-confirm" />
    </Layout>
  );
}

// Price pages: grooming prices, designer haircut prices, the full price list, and the dog and
// cat pages with their four packages each. Every figure comes from site.yaml.
import type { Pet } from '../../model/types.ts';
import { useSite, useT } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { BookingForm, BoardingForm, QuickOffer } from '../../islands/server/forms.tsx';
import { usePlaceOffer, quickOfferWords } from '../place-offer.ts';
import { OpenForm } from '../../islands/server/widgets.tsx';
import { AddOnsTable, PackageGrid, PackageTabs } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { OfferBand } from '../sections/Offer.tsx';
import { HowItWorks, WhyChooseUs } from '../sections/Info.tsx';
import { Section } from '../sections/Section.tsx';
import { PriceAndRating, Testimonials } from '../sections/Trust.tsx';
import { BoardingSummary, PriceSummary } from '../sections/PriceSummary.tsx';
import { Icon } from '../art/Icons.tsx';
import { HeroPhoto, useHeroPhoto } from '../sections/Photo.tsx';
import { rupees, businessTelHref } from '../../model/format.ts';
import { slideImage } from '../../model/paths.ts';
import { listNames } from '../../model/offers.ts';

/** The pop-up with the page's offer, once the visitor has scrolled past the packages (not on a timer). */
function PackagesOffer({ after = '#grooming' }: { after?: string }) {
  const site = useSite();
  return <QuickOffer afterScrollPast={after} {...quickOfferWords(usePlaceOffer(), site)} />;
}

/**
 * The title band of a price page: h1, a lead, the offer and the two ways to book, beside the
 * page's photo (pages[].hero) or a drawing. `from`: the lowest price of the packages the page
 * lists, where it lists more than the general ones.
 */
export function PageHead({ heading, lead, art, from, children }: { heading: string; lead: string; art?: string; from?: number; children?: React.ReactNode }) {
  const site = useSite();
  const t = useT();
  const slide = site.raw.home.heroSlides.find((s) => s.id === art) ?? site.raw.home.heroSlides[0];
  const hero = useHeroPhoto();
  return (
    <div className="page-head page-head--price">
      <div className="container page-head__grid">
        <div>
          <h1>{heading}</h1>
          <PriceAndRating from={from} />
          <p className="lead">{lead}</p>
          {children}
          <p className="page-head__actions">
            <OpenForm form="package" className="button button--accent" text={t('Book Appointment')} />
            <a className="button button--ghost" href={businessTelHref(site)}><Icon name="phone" size={18} />{` ${t('Book by Call')}`}</a>
          </p>
        </div>
        {hero ? <HeroPhoto hero={hero} /> : slide ? <img className="page-head__art" src={slideImage(slide.id)} alt="" width={640} height={420} /> : null}
      </div>
    </div>
  );
}

/** "Four" reads better than "4" at the start of a sentence. */
const countWord = (n: number) => ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'][n] ?? String(n);

function AddOns() {
  const t = useT();
  return (
    <Section id="add-ons" title={t('Add-ons')} intro={t('Make any visit extra special. Tell us when you book, or ask the groomer on the day.')}>
      <AddOnsTable />
    </Section>
  );
}

/** What follows the packages on the grooming pages: add-ons, the offer, how a visit goes, reviews and the form. */
function GroomingTail() {
  return (
    <>
      <AddOns />
      <OfferBand />
      <HowItWorks />
      <Testimonials />
      <PackagesOffer />
      <BookingForm variant="package" successPath="/booking-confirm" />
    </>
  );
}

export function PetGroomingPage({ heading }: { heading: string }) {
  const site = useSite();
  const grooming = site.packageGroups.grooming;
  const t = useT();
  return (
    <Layout>
      <PageHead heading={heading} art="spa"
        lead={t('Clear prices for grooming at home, paid after the service. If your city charges a fee, its page and the booking form say so before you send.')} />
      <Section id="grooming" title={t('Dog and cat grooming packages')} intro={t('Choose your pet to see what each package includes.')}>
        <PackageTabs id="grooming" packages={grooming} />
      </Section>
      <GroomingTail />
    </Layout>
  );
}

export function HaircutPage({ heading }: { heading: string }) {
  const site = useSite();
  const haircut = site.packageGroups.haircut;
  const cheapest = Math.min(...haircut.map((p) => p.offerPrice));
  const t = useT();
  return (
    <Layout>
      <PageHead heading={heading} art="haircut"
        lead={t('Neat trims and designer cuts from {price}, done calmly in your own home by groomers who know each breed.', { price: rupees(cheapest) })} />
      <Section id="haircut" title={t('Designer haircut packages')} intro={t('Choose your pet to see what each haircut includes.')}>
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

/** Every package, haircut and boarding plan, with prices. */
export function PriceListPage({ heading }: { heading: string }) {
  const site = useSite();
  const grooming = site.packageGroups.grooming;
  const haircut = site.packageGroups.haircut;
  const t = useT();
  return (
    <Layout>
      <PageHead heading={heading} art="same-day" from={Math.min(...[...grooming, ...haircut].map((p) => p.offerPrice))}
        lead={t('Every grooming package, haircut and boarding plan in one place, with what it includes.')} />
      <Section id="at-a-glance" title={t('Prices at a glance')}>
        <PriceSummary packages={[...grooming, ...haircut]} />
        <BoardingSummary />
      </Section>
      <Section id="grooming" title={t('Grooming packages')} className="section--soft" intro={t('Bath, blow dry and more, at your home.')}>
        <PackageTabs id="price-grooming" packages={grooming} />
      </Section>
      <Section id="haircut" title={t('Designer haircuts')} intro={t('A trim or a full designer cut, for dogs and cats.')}>
        <PackageTabs id="price-haircut" packages={haircut} />
      </Section>
      <Section id="boarding" title={t('Boarding plans')} className="section--soft" intro={t('A safe, loving stay while you are away.')}>
        <BoardingPlans />
      </Section>
      <AddOns />
      <OfferBand />
      <PackagesOffer />
      <BookingForm variant="package" successPath="/booking-confirm" />
      <BoardingForm />
    </Layout>
  );
}

export function PetPackagesPage({ pet, heading }: { pet: Pet; heading: string }) {
  const site = useSite();
  const grooming = site.packageGroups.grooming;
  const other: Pet = pet === 'dog' ? 'cat' : 'dog';
  const t = useT();
  // "Four" in English; other languages write the digit.
  const count = site.language.stringsFile ? String(grooming.length) : countWord(grooming.length);
  const lead = pet === 'dog'
    ? t('{count} dog grooming packages, from a quick bath to a designer cut, all done at your home by a trained groomer.', { count })
    : t('{count} cat grooming packages, handled slowly and quietly at home by groomers who understand cats.', { count });
  return (
    <Layout>
      <PageHead heading={heading} lead={lead} art={pet === 'cat' ? 'cats' : 'puppy'} />
      <Section id="grooming" title={pet === 'dog' ? t('Dog grooming packages') : t('Cat grooming packages')}>
        <PackageGrid packages={grooming} pet={pet} />
        <p className="center more-link"><a href={`/${other}-grooming`}>{t.nodes('Grooming a {pet}? See the {pet} packages', { pet: t(other) })}<Icon name="arrow" size={18} /></a></p>
      </Section>
      <GroomingTail />
    </Layout>
  );
}

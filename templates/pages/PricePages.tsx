// Price pages: grooming prices, designer haircut prices, the full price list, and the dog and
// cat pages with their four packages each.
import type { Pet } from '../../cli/types.ts';
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { BookingForm, BoardingForm } from '../islands/forms.tsx';
import { PackageGrid, PackageTabs } from '../sections/Packages.tsx';
import { BoardingPlans } from '../sections/Boarding.tsx';
import { HowItWorks, Section } from '../sections/Info.tsx';

function PageHead({ heading, lead }: { heading: string; lead: string }) {
  return (
    <div className="page-head">
      <div className="container"><h1>{heading}</h1><p className="lead">{lead}</p></div>
    </div>
  );
}

export function PetGroomingPage({ heading }: { heading: string }) {
  const site = useSite();
  const grooming = site.packages.filter((p) => p.kind === 'grooming' && !p.locationOnly);
  return (
    <Layout>
      <PageHead heading={heading} lead={`Honest prices for grooming at home, from ${'₹'}${site.fromPrice.toLocaleString('en-IN')}. ${site.raw.offers.heading}.`} />
      <Section id="grooming" title="Dog and cat grooming packages"><PackageTabs id="grooming" packages={grooming} /></Section>
      <HowItWorks />
      <BookingForm variant="package" successPath="/booking-confirm" />
    </Layout>
  );
}

export function HaircutPage({ heading }: { heading: string }) {
  const site = useSite();
  const haircut = site.packages.filter((p) => p.kind === 'haircut');
  return (
    <Layout>
      <PageHead heading={heading} lead="Neat trims and designer cuts, done calmly in your own home." />
      <Section id="haircut" title="Designer haircut packages"><PackageTabs id="haircut" packages={haircut} /></Section>
      <HowItWorks />
      <BookingForm variant="package" successPath="/booking-confirm" />
    </Layout>
  );
}

export function PriceListPage({ heading }: { heading: string }) {
  const site = useSite();
  const grooming = site.packages.filter((p) => p.kind === 'grooming' && !p.locationOnly);
  const haircut = site.packages.filter((p) => p.kind === 'haircut');
  return (
    <Layout>
      <PageHead heading={heading} lead="Every package and plan, with what it includes." />
      <Section id="grooming" title="Grooming"><PackageTabs id="price-grooming" packages={grooming} /></Section>
      <Section id="haircut" title="Designer haircuts"><PackageTabs id="price-haircut" packages={haircut} /></Section>
      <Section id="boarding" title="Boarding plans"><BoardingPlans /></Section>
      <BookingForm variant="package" successPath="/booking-confirm" />
      <BoardingForm />
    </Layout>
  );
}

export function PetPackagesPage({ pet, heading }: { pet: Pet; heading: string }) {
  const site = useSite();
  const grooming = site.packages.filter((p) => p.kind === 'grooming' && !p.locationOnly);
  return (
    <Layout>
      <PageHead heading={heading} lead={`Four ${pet} grooming packages, all done at your home by a trained groomer.`} />
      <Section id="grooming" title={`${pet === 'dog' ? 'Dog' : 'Cat'} grooming packages`}><PackageGrid packages={grooming} pet={pet} /></Section>
      <HowItWorks />
      <BookingForm variant="package" successPath="/booking-confirm" />
    </Layout>
  );
}

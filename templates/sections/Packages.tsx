// Package cards with Dog/Cat tabs: list price struck through, offer price, inclusions, the
// Deluxe extras behind read more, and a Book button that opens the booking form preset to the package.
import { createContext, useContext, type ReactNode } from 'react';
import type { Package, Pet } from '../../model/types.ts';
import { useSite, useT } from '../context.tsx';
import { OpenForm } from '../../islands/server/widgets.tsx';
import { Tabs, type Tab } from '../../islands/server/content.tsx';
import { Icon } from '../art/Icons.tsx';
import { rupees, packageLabel, capitalise, savingPercent } from '../../model/format.ts';

/**
 * A page with an offer of its own (the landing page's "20% off all packages") says so on every
 * card in place of the usual saving, so the page states one discount, not two that disagree.
 */
export const PageOfferNote = createContext<string | undefined>(undefined);

/** Struck-through list price, offer price and the saving; hidden words make it read well aloud. */
export function Price({ list, offer }: { list: number; offer: number }) {
  const pageOffer = useContext(PageOfferNote);
  const t = useT();
  const save = savingPercent(list, offer);
  if (pageOffer) {
    return (
      <p className="price">
        <strong className="price__offer"><span className="visually-hidden">{`${t('Price')} `}</span>{rupees(offer)}</strong>
        <span className="price__save"> {pageOffer}</span>
      </p>
    );
  }
  return (
    <p className="price">
      <del className="price__list"><span className="visually-hidden">{`${t('List price')} `}</span>{rupees(list)}</del>{' '}
      <strong className="price__offer"><span className="visually-hidden">{`${t('Offer price')} `}</span>{rupees(offer)}</strong>
      {save ? <span className="price__save">{t.nodes(' Save {percent}%', { percent: save })}</span> : null}
    </p>
  );
}

function Items({ items, id }: { items: readonly string[]; id?: string }) {
  return <ul className="package__items" id={id}><ItemList items={items} /></ul>;
}

const ItemList = ({ items }: { items: readonly string[] }) => <>{items.map((i) => <li key={i}><Icon name="check" size={18} />{i}</li>)}</>;

/**
 * The Deluxe extras behind "read more" (SPEC 4), which says "read less" once open: the browser's
 * own disclosure, so it needs no script, works before any has loaded and costs a reader no bytes.
 */
function Extras({ items, id }: { items: readonly string[]; id: string }) {
  const t = useT();
  return (
    <details className="package__extras">
      <summary className="link-button"><span className="package__more">{t('read more')}</span><span className="package__less">{t('read less')}</span></summary>
      <Items items={items} id={id} />
    </details>
  );
}

export function PackageCard({ pkg, pet, extrasOpen = false }: { pkg: Package; pet: Pet; extrasOpen?: boolean }) {
  const extrasId = `extras-${pkg.id}-${pet}`;
  const t = useT();
  return (
    <article className={`package package--${pkg.id}`}>
      <h3 className="package__name">{pkg.name}</h3>
      <p className="package__subtitle">{pkg.subtitle}</p>
      <Price list={pkg.listPrice} offer={pkg.offerPrice} />
      <Items items={pkg.inclusions[pet]} />
      {pkg.extras.length && extrasOpen ? <div className="package__extras"><Items items={pkg.extras} id={extrasId} /></div> : null}
      {pkg.extras.length && !extrasOpen ? <Extras items={pkg.extras} id={extrasId} /> : null}
      {pkg.addOns.length ? (
        <p className="package__addons">{`${t('Add-ons:')} `}{pkg.addOns.map((a) => `${a.label} ${rupees(a.price)}`).join(', ')}</p>
      ) : null}
      <OpenForm form="package" className="button button--accent package__book" pet={capitalise(pet)}
        service={packageLabel(pkg)} text={t('Book Appointment')} spoken={t(' for {name}', { name: pkg.name })} />
    </article>
  );
}

export function PackageGrid({ packages, pet, extrasOpen }: { packages: readonly Package[]; pet: Pet; extrasOpen?: boolean }) {
  return <div className="package-grid">{packages.map((p) => <PackageCard key={p.id} pkg={p} pet={pet} extrasOpen={extrasOpen} />)}</div>;
}

/**
 * Dog (default) and Cat tabs over the same packages; optionally a third Boarding tab.
 * `answersPetChoice`: FOR DOG / FOR CAT on the page switch these tabs.
 */
export function PackageTabs({ id, packages, extrasOpen, boarding, label = 'Choose your pet', answersPetChoice }: {
  id: string; packages: readonly Package[]; extrasOpen?: boolean; boarding?: ReactNode; label?: string; answersPetChoice?: boolean;
}) {
  const t = useT();
  const pets: Pet[] = ['dog', 'cat'];
  const tabs: Tab[] = pets.map((pet) => ({
    key: pet, label: t(capitalise(pet)), icon: <Icon name="paw" size={20} />,
    panel: <PackageGrid packages={packages} pet={pet} extrasOpen={extrasOpen} />,
  }));
  if (boarding) tabs.push({ key: 'boarding', label: t('Boarding'), icon: <Icon name="home" size={20} />, panel: boarding });
  return <Tabs id={id} label={t(label)} tabs={tabs} answersPetChoice={answersPetChoice} />;
}

/** The add-ons (the one list, site.yaml addOns) with their prices and the packages that may take each, as a small table. */
export function AddOnsTable({ caption = 'Add-ons and the packages that take them' }: { caption?: string }) {
  const site = useSite();
  const t = useT();
  const nameOf = (id: string) => site.packages.find((p) => p.id === id)?.name ?? id;
  return (
    <table className="price-table price-table--addons">
      <caption>{t(caption)}</caption>
      <thead><tr><th scope="col">{t('Add-on')}</th><th scope="col">{t('Price')}</th><th scope="col">{t('With')}</th></tr></thead>
      <tbody>
        {site.addOns.filter((a) => a.price > 0).map((a) => (
          <tr key={a.id}><th scope="row">{a.label}</th><td>{rupees(a.price)}</td><td>{a.packages ? a.packages.map(nameOf).join(', ') : t('Every package')}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

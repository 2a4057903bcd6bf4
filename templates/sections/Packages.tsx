// Package cards with Dog/Cat tabs: list price struck through, offer price, inclusions, the
// Deluxe read-more extras, and a Book button that opens the booking form preset to the package.
import { createContext, useContext, type ReactNode } from 'react';
import type { Package, Pet } from '../../model/types.ts';
import { useSite } from '../context.tsx';
import { Island } from '../islands/Island.tsx';
import { Icon } from '../art/Icons.tsx';
import { rupees, serviceLabel, capitalise, savingPercent } from '../../model/format.ts';

/**
 * A page with an offer of its own (the landing page's "20% off all packages") says so on every
 * card in place of the usual saving, so the page states one discount, not two that disagree.
 */
export const PageOfferNote = createContext<string | undefined>(undefined);

/** Struck-through list price, offer price and the saving; hidden words make it read well aloud. */
export function Price({ list, offer }: { list: number; offer: number }) {
  const pageOffer = useContext(PageOfferNote);
  const save = savingPercent(list, offer);
  if (pageOffer) {
    return (
      <p className="price">
        <strong className="price__offer"><span className="visually-hidden">Price </span>{rupees(offer)}</strong>
        <span className="price__save"> {pageOffer}</span>
      </p>
    );
  }
  return (
    <p className="price">
      <del className="price__list"><span className="visually-hidden">List price </span>{rupees(list)}</del>{' '}
      <strong className="price__offer"><span className="visually-hidden">Offer price </span>{rupees(offer)}</strong>
      {save ? <span className="price__save"> Save {save}%</span> : null}
    </p>
  );
}

function Items({ items, id, hidden }: { items: readonly string[]; id?: string; hidden?: boolean }) {
  return (
    <ul className="package__items" id={id} hidden={hidden}>
      {items.map((i) => <li key={i}><Icon name="check" size={18} />{i}</li>)}
    </ul>
  );
}

export function PackageCard({ pkg, pet, extrasOpen = false }: { pkg: Package; pet: Pet; extrasOpen?: boolean }) {
  const extrasId = `extras-${pkg.id}-${pet}`;
  return (
    <article className={`package package--${pkg.id}`}>
      <h3 className="package__name">{pkg.name}</h3>
      <p className="package__subtitle">{pkg.subtitle}</p>
      <Price list={pkg.listPrice} offer={pkg.offerPrice} />
      <Items items={pkg.inclusions[pet]} />
      {pkg.extras.length ? (
        <Island name="read-more" className="package__extras" props={{ open: extrasOpen }}>
          <Items items={pkg.extras} id={extrasId} hidden={!extrasOpen} />
          {extrasOpen ? null : (
            <button type="button" className="link-button" aria-expanded="false" aria-controls={extrasId}>read more</button>
          )}
        </Island>
      ) : null}
      {pkg.addOns.length ? (
        <p className="package__addons">Add-ons: {pkg.addOns.map((a) => `${a.label} ${rupees(a.price)}`).join(', ')}</p>
      ) : null}
      <button type="button" className="button button--accent package__book" data-book-pet={capitalise(pet)}
        data-book-service={serviceLabel(pkg.name, pkg.offerPrice)}>
        Book Appointment<span className="visually-hidden"> for {pkg.name}</span>
      </button>
    </article>
  );
}

export function PackageGrid({ packages, pet, extrasOpen }: { packages: readonly Package[]; pet: Pet; extrasOpen?: boolean }) {
  return <div className="package-grid">{packages.map((p) => <PackageCard key={p.id} pkg={p} pet={pet} extrasOpen={extrasOpen} />)}</div>;
}

/** Dog (default) and Cat tabs over the same packages; optionally a third Boarding tab. */
export function PackageTabs({ id, packages, extrasOpen, boarding, label = 'Choose your pet' }: {
  id: string; packages: readonly Package[]; extrasOpen?: boolean; boarding?: ReactNode; label?: string;
}) {
  const tabs: { key: string; label: string }[] = [{ key: 'dog', label: 'Dog' }, { key: 'cat', label: 'Cat' }];
  if (boarding) tabs.push({ key: 'boarding', label: 'Boarding' });
  return (
    <Island name="tabs" className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((t, i) => (
          <button key={t.key} role="tab" type="button" id={`${id}-tab-${t.key}`} aria-controls={`${id}-panel-${t.key}`}
            aria-selected={i === 0} tabIndex={i === 0 ? 0 : -1}>
            {t.key === 'boarding' ? <Icon name="home" size={20} /> : <Icon name="paw" size={20} />}{t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.key} role="tabpanel" id={`${id}-panel-${t.key}`} aria-labelledby={`${id}-tab-${t.key}`} hidden={i !== 0}>
          {t.key === 'boarding' ? boarding : <PackageGrid packages={packages} pet={t.key as Pet} extrasOpen={extrasOpen} />}
        </div>
      ))}
    </Island>
  );
}

/** The optional add-ons with their prices, as a small table. */
export function AddOnsTable({ caption = 'Add-ons you can book with any package' }: { caption?: string }) {
  const site = useSite();
  return (
    <table className="price-table price-table--addons">
      <caption>{caption}</caption>
      <thead><tr><th scope="col">Add-on</th><th scope="col">Price</th></tr></thead>
      <tbody>
        {site.addOns.filter((a) => a.price > 0).map((a) => (
          <tr key={a.id}><th scope="row">{a.label}</th><td>{rupees(a.price)}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

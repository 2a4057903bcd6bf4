// Package cards with Dog/Cat tabs: list price struck through, offer price, inclusions, the
// Deluxe read-more extras, and a Book button that opens the booking form preset to the package.
import type { Package, Pet } from '../../cli/types.ts';
import { Island } from '../islands/Island.tsx';
import { rupees, serviceLabel, capitalise } from '../format.ts';

export function PackageCard({ pkg, pet, extrasOpen = false }: { pkg: Package; pet: Pet; extrasOpen?: boolean }) {
  const items = pkg.inclusions[pet];
  return (
    <article className="package">
      <h3 className="package__name">{pkg.name}</h3>
      <p className="package__subtitle">{pkg.subtitle}</p>
      <p className="package__price">
        <del aria-label={`List price ${rupees(pkg.listPrice)}`}>{rupees(pkg.listPrice)}</del>{' '}
        <strong aria-label={`Offer price ${rupees(pkg.offerPrice)}`}>{rupees(pkg.offerPrice)}</strong>
      </p>
      <ul className="package__items">{items.map((i) => <li key={i}>{i}</li>)}</ul>
      {pkg.extras.length ? (
        <Island name="read-more" className="package__extras" props={{ open: extrasOpen }}>
          <ul className="package__items" id={`extras-${pkg.id}-${pet}`} hidden={!extrasOpen}>
            {pkg.extras.map((e) => <li key={e}>{e}</li>)}
          </ul>
          {extrasOpen ? null : (
            <button type="button" className="link-button" aria-expanded="false" aria-controls={`extras-${pkg.id}-${pet}`}>read more</button>
          )}
        </Island>
      ) : null}
      {pkg.addOns.length ? (
        <p className="package__addons">Add-ons: {pkg.addOns.map((a) => `${a.label} ${rupees(a.price)}`).join(', ')}</p>
      ) : null}
      <button type="button" className="button" data-book-pet={capitalise(pet)} data-book-service={serviceLabel(pkg.name, pkg.offerPrice)}>
        Book Appointment
      </button>
    </article>
  );
}

export function PackageGrid({ packages, pet, extrasOpen }: { packages: readonly Package[]; pet: Pet; extrasOpen?: boolean }) {
  return <div className="package-grid">{packages.map((p) => <PackageCard key={p.id} pkg={p} pet={pet} extrasOpen={extrasOpen} />)}</div>;
}

/** Dog (default) and Cat tabs over the same packages; optionally a third Boarding tab. */
export function PackageTabs({ id, packages, extrasOpen, boarding }: {
  id: string; packages: readonly Package[]; extrasOpen?: boolean; boarding?: React.ReactNode;
}) {
  const tabs: { key: string; label: string }[] = [{ key: 'dog', label: 'Dog' }, { key: 'cat', label: 'Cat' }];
  if (boarding) tabs.push({ key: 'boarding', label: 'Boarding' });
  return (
    <Island name="tabs" className="tabs">
      <div role="tablist" aria-label="Choose your pet" className="tabs__list">
        {tabs.map((t, i) => (
          <button key={t.key} role="tab" type="button" id={`${id}-tab-${t.key}`} aria-controls={`${id}-panel-${t.key}`}
            aria-selected={i === 0} tabIndex={i === 0 ? 0 : -1}>{t.label}</button>
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

// A compact price table of packages (dog and cat pay the same): name, what it is, list and offer
// price. It answers "how much?" before the visitor scrolls through the cards.
import type { Package } from '../../model/types.ts';
import { rupees } from '../../model/format.ts';
import { useSite } from '../context.tsx';

export function PriceSummary({ packages }: { packages: readonly Package[] }) {
  return (
    <div className="table-scroll">
      <table className="price-table">
        <caption>Dog and cat prices are the same for every package</caption>
        <thead><tr><th scope="col">Package</th><th scope="col">Usual price</th><th scope="col">Our price</th></tr></thead>
        <tbody>
          {packages.map((p) => (
            <tr key={p.id}>
              <th scope="row"><a href={`#${p.kind === 'haircut' ? 'haircut' : 'grooming'}`}>{p.name}</a><br /><small>{p.subtitle}</small></th>
              <td><del>{rupees(p.listPrice)}</del></td>
              <td><strong>{rupees(p.offerPrice)}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The boarding plans in the same form: name and terms, usual and our price. */
export function BoardingSummary() {
  const site = useSite();
  return (
    <div className="table-scroll">
      <table className="price-table">
        <caption>Boarding plans</caption>
        <thead><tr><th scope="col">Plan</th><th scope="col">Usual price</th><th scope="col">Our price</th></tr></thead>
        <tbody>
          {site.boarding.plans.map((p) => (
            <tr key={p.id}>
              <th scope="row"><a href="#boarding">{p.name}</a><br /><small>{p.terms}</small></th>
              <td><del>{rupees(p.listPrice)}</del></td>
              <td><strong>{rupees(p.offerPrice)}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Compact price tables (dog and cat pay the same): name, what it is, list and offer price. They
// answer "how much?" before the visitor scrolls through the cards.
import type { Package } from '../../model/types.ts';
import { rupees } from '../../model/format.ts';
import { useSite, useT } from '../context.tsx';

interface PriceRow { id: string; name: string; note: string; href: string; listPrice: number; offerPrice: number }

function PriceTable({ caption, first, rows }: { caption: string; first: string; rows: readonly PriceRow[] }) {
  const t = useT();
  return (
    <div className="table-scroll">
      <table className="price-table">
        <caption>{t(caption)}</caption>
        <thead><tr><th scope="col">{t(first)}</th><th scope="col">{t('Usual price')}</th><th scope="col">{t('Our price')}</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row"><a href={r.href}>{r.name}</a><br /><small>{r.note}</small></th>
              <td><del>{rupees(r.listPrice)}</del></td>
              <td><strong>{rupees(r.offerPrice)}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PriceSummary({ packages }: { packages: readonly Package[] }) {
  const rows = packages.map((p) => ({ ...p, note: p.subtitle, href: `#${p.kind === 'haircut' ? 'haircut' : 'grooming'}` }));
  return <PriceTable caption="Dog and cat prices are the same for every package" first="Package" rows={rows} />;
}

/** The boarding plans in the same form: name and terms, usual and our price. */
export function BoardingSummary() {
  const site = useSite();
  const rows = site.boarding.plans.map((p) => ({ ...p, note: p.terms, href: '#boarding' }));
  return <PriceTable caption="Boarding plans" first="Plan" rows={rows} />;
}

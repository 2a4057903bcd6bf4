// Boarding plans: offer and original price, terms, and a button that opens the boarding form
// with the plan as its read-only service.
import { useSite, useT } from '../context.tsx';
import { serviceLabel } from '../../model/format.ts';
import { Price } from './Packages.tsx';
import { Icon } from '../art/Icons.tsx';
import { OpenForm } from '../../islands/server/widgets.tsx';

export function BoardingPlans() {
  const site = useSite();
  const t = useT();
  return (
    <div className="boarding">
      <p className="boarding__offer"><Icon name="spark" /> <span>{site.boardingOfferText}</span></p>
      <div className="package-grid package-grid--plans">
        {site.boarding.plans.map((p) => (
          <article className="package package--plan" key={p.id}>
            <h3 className="package__name">{p.name}</h3>
            <p className="package__subtitle">{p.terms}</p>
            <Price list={p.listPrice} offer={p.offerPrice} />
            <OpenForm form="boarding" className="button package__book" service={serviceLabel(p.name, p.offerPrice)}
              text={t('Book Boarding')} spoken={t(' for the {name} plan', { name: p.name })} />
          </article>
        ))}
      </div>
    </div>
  );
}

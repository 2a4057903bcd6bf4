// Boarding plans: offer and original price, terms, and a button that opens the boarding form
// with the plan as its read-only service.
import { useSite } from '../context.tsx';
import { rupees, serviceLabel } from '../format.ts';

export function BoardingPlans() {
  const site = useSite();
  return (
    <div className="boarding">
      <p className="lead">{site.boardingOfferText}</p>
      <div className="package-grid">
        {site.boarding.plans.map((p) => (
          <article className="package" key={p.id}>
            <h3 className="package__name">{p.name}</h3>
            <p className="package__subtitle">{p.terms}</p>
            <p className="package__price">
              <del aria-label={`Original price ${rupees(p.listPrice)}`}>{rupees(p.listPrice)}</del>{' '}
              <strong aria-label={`Offer price ${rupees(p.offerPrice)}`}>{rupees(p.offerPrice)}</strong>
            </p>
            <button type="button" className="button" data-board-service={serviceLabel(p.name, p.offerPrice)}>Book Boarding</button>
          </article>
        ))}
      </div>
    </div>
  );
}

import { VISIT_STATUS_LABELS } from '../../model/visits/visit-status.ts';
import { visitWords } from '../../model/visits/words.ts';
import { rupees } from '../../model/format.ts';
import { CustomerChangeNote } from './CustomerChangeNote.tsx';
import { VisitMessages } from './VisitMessages.tsx';
import { VisitQuote } from './VisitQuote.tsx';
import { VisitPayments } from './VisitPayments.tsx';
import { VisitPhotos } from './VisitPhotos.tsx';
import type { PlanVisit } from '../wire/visits.ts';

/**
 * One visit on its lead's page (the office's): the day, status and total, what the customer did on
 * their link, and the money and photos its day-plan card shows (the same components), so staff on
 * a call with the customer see what is owed and the before and after without finding its day.
 */
export function LeadVisit({ visit, onChanged }: { visit: PlanVisit; onChanged: () => void }) {
  return (
    <li className="lead-visit">
      <p>{visitWords(visit)}: {VISIT_STATUS_LABELS[visit.status]} · {rupees(visit.total)}</p>
      <CustomerChangeNote visit={visit} onChanged={onChanged} />
      <VisitQuote visit={visit} />
      <VisitPayments visit={visit} office onChanged={onChanged} />
      <VisitPhotos visit={visit} onChanged={onChanged} />
      <p className="meta"><a href={`#visits-${visit.date}`}>On the day plan</a></p>
      <VisitMessages visitId={visit.id} who={visit.name || visit.phone} messages={visit.messages} onChanged={onChanged} />
    </li>
  );
}

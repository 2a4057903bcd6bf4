import { visitWords } from '../../model/visits/words.ts';
import { rupees } from '../../model/format.ts';
import { formatWhen, plural } from './format.ts';
import type { OtherLead } from '../wire/leads.ts';

/** The same person's other leads (same phone number), newest first, with their visits and notes. */
export function SamePerson({ phone, others }: { phone: string; others: OtherLead[] }) {
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="same-person-heading" className="same-person">
      <h2 id="same-person-heading">Same person</h2>
      <p className="meta">{plural(others.length, 'other lead')} from {phone}, newest first.</p>
      <ol className="others">
        {others.map((o) => (
          <li key={o.id}>
            <a href={`#lead-${o.id}`}><strong>{o.kindLabel}</strong> · {formatWhen(o.receivedAt)}</a>{' '}
            <span className={`status status-${o.status}`}>{o.status}</span>
            {(o.service || o.city) && <p className="meta">{[o.service, o.city].filter(Boolean).join(' · ')}</p>}
            {o.visits.map((v) => <p key={v.id}>Visit {visitWords(v)}: {v.status}, {rupees(v.total)}</p>)}
            {o.notes.map((n, i) => <p key={i} className="note">“{n.text}” <span className="meta">{n.author}, {formatWhen(n.createdAt)}</span></p>)}
          </li>
        ))}
      </ol>
    </section>
  );
}

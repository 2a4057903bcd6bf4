import { useEffect, useState, type FormEvent } from 'react';
import { formatWhen, indiaInputValue } from './format.ts';
import type { LeadPage } from '../wire/leads.ts';

/** Who follows the lead up and when (India's time); each change lands in the lead's history. */
export function FollowUpForm({ lead, onSave }: { lead: Pick<LeadPage, 'owner' | 'followUpAt' | 'staff'>; onSave: (body: { owner: string; followUpAt: string }) => Promise<void> }) {
  const [owner, setOwner] = useState(lead.owner ?? '');
  const [at, setAt] = useState(lead.followUpAt === null ? '' : indiaInputValue(lead.followUpAt));
  // The lead changed (saved here, or by someone else): the form shows what is stored.
  useEffect(() => {
    setOwner(lead.owner ?? '');
    setAt(lead.followUpAt === null ? '' : indiaInputValue(lead.followUpAt));
  }, [lead.owner, lead.followUpAt]);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSave({ owner, followUpAt: at });
  }

  return (
    <>
      <h2>Follow-up</h2>
      <p className="meta">
        {lead.followUpAt === null ? 'No follow-up set.' : <>Call again {formatWhen(lead.followUpAt)}{lead.owner ? `, ${lead.owner}` : ''}.</>}
      </p>
      <form className="follow-up" onSubmit={save}>
        <label>Owner
          <select value={owner} onChange={(e) => setOwner(e.currentTarget.value)}>
            <option value="">Nobody</option>
            {lead.staff.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </label>
        <label>Call again (India time)
          <input type="datetime-local" value={at} onChange={(e) => setAt(e.currentTarget.value)} />
        </label>
        <button type="submit">Save follow-up</button>
      </form>
    </>
  );
}

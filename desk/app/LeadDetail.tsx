import { useEffect, useState, type FormEvent } from 'react';
import { kindLabel } from '../../model/lead-facts.ts';
import { call } from './client.ts';
import { Contact } from './Contact.tsx';
import { formatWhen, STATUSES } from './format.ts';
import { GiveVisit } from './GiveVisit.tsx';
import { languageNote } from './LeadList.tsx';
import { indiaDate } from '../../model/visits/time.ts';
import type { PlanVisit } from './visit-types.ts';

interface Detail {
  id: number; kind: string; receivedAt: string; status: string; name: string; phone: string; path: string; city: string;
  fields: Record<string, string>; ip: string; userAgent: string;
  notes: { id: number; author: string; text: string; createdAt: string }[];
  audit: { actor: string; action: string; at: string }[];
  visits: PlanVisit[];
  /** The site has teams in site.yaml (visits:): the page can give a visit. */
  plansVisits: boolean;
}

/** Every field the lead was sent with, its status, notes and the trail of who changed what. */
export function LeadDetail({ id, onError }: { id: number; onError: (e: unknown) => void }) {
  const [lead, setLead] = useState<Detail | undefined>();
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');

  async function run(work: () => Promise<Detail>) {
    try {
      setLead(await work());
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      onError(error);
    }
  }

  useEffect(() => {
    void run(() => call<Detail>(`leads/${id}`));
  }, [id]);

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => call<Detail>(`leads/${id}/notes`, { method: 'POST', body: { text: note } }));
    setNote('');
  }

  if (!lead) return <section><p><a href="#">← All leads</a></p><p role="alert" className="error">{problem}</p>{!problem && <p>Loading…</p>}</section>;
  const fields = Object.entries(lead.fields).filter(([, v]) => v !== '');
  return (
    <section aria-labelledby="lead-heading">
      <p><a href="#">← All leads</a></p>
      <h1 id="lead-heading">{lead.name || lead.phone} <span className="meta">#{lead.id}</span></h1>
      <p className="meta">{kindLabel(lead)} · {formatWhen(lead.receivedAt)} · {lead.city || lead.path || 'no page'}{languageNote(lead.path)}</p>
      <Contact lead={lead} />
      {problem && <p className="error" role="alert">{problem}</p>}
      <fieldset className="statuses">
        <legend>Status</legend>
        {STATUSES.map((status) => (
          <button key={status} type="button" aria-pressed={lead.status === status}
            onClick={() => void run(() => call<Detail>(`leads/${id}/status`, { method: 'POST', body: { status } }))}>
            {status}
          </button>
        ))}
      </fieldset>
      {lead.plansVisits && <GiveVisit leadId={lead.id} visits={lead.visits} today={indiaDate(Date.now())} onGiven={() => void run(() => call<Detail>(`leads/${id}`))} />}
      <h2>What they sent</h2>
      <dl className="fields">
        {fields.map(([key, value]) => <div key={key}><dt>{key}</dt><dd>{value}</dd></div>)}
        <div><dt>received</dt><dd>{lead.receivedAt}</dd></div>
        <div><dt>address (IP)</dt><dd>{lead.ip}</dd></div>
        <div><dt>browser</dt><dd>{lead.userAgent}</dd></div>
      </dl>
      <h2>Notes</h2>
      <ul className="notes">
        {lead.notes.map((n) => <li key={n.id}><p>{n.text}</p><p className="meta">{n.author} · {formatWhen(n.createdAt)}</p></li>)}
      </ul>
      <form onSubmit={addNote} className="note-form">
        <label htmlFor="note">New note</label>
        <textarea id="note" value={note} onInput={(e) => setNote(e.currentTarget.value)} rows={3} maxLength={2000} required />
        <button type="submit">Add note</button>
      </form>
      <h2>History</h2>
      <ol className="audit">
        <li>{formatWhen(lead.receivedAt)}: arrived from {lead.path || 'the site'}</li>
        {lead.audit.map((a, i) => <li key={i}>{formatWhen(a.at)}: {a.actor}, {a.action}</li>)}
      </ol>
    </section>
  );
}

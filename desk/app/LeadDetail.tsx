import { useEffect, useState, type FormEvent } from 'react';
import { kindLabel } from '../../model/lead-facts.ts';
import { pathnameOf } from '../../model/paths.ts';
import { call } from './client.ts';
import { Contact } from './Contact.tsx';
import { formatAge, formatWhen } from './format.ts';
import { GiveVisit } from './GiveVisit.tsx';
import { languageNote } from './LeadList.tsx';
import { indiaDate } from '../../model/visits/time.ts';
import { dayWords } from '../../model/visits/words.ts';
import { FollowUpForm } from './FollowUpForm.tsx';
import { SamePerson } from './SamePerson.tsx';
import { LeadDetails, SpamNotice } from './LeadDetails.tsx';
import { LEAD_STATUSES, type LeadPage } from '../wire/leads.ts';

/** What the customer sent, in words; the technical fields are under Details (LeadDetails.tsx). */
const SENT: [key: string, label: string][] = [
  ['name', 'Name'], ['phone', 'Phone'], ['pet', 'Pet'], ['size', 'Dog size'], ['breed', 'Breed'], ['service', 'Package'], ['addOns', 'Add-ons'], ['promoCode', 'Promo code'],
  ['serviceDate', 'Preferred day'], ['serviceTime', 'Preferred time'], ['address', 'Address'], ['request', 'Special request'],
  ['subject', 'Subject'], ['message', 'Message'],
];

/** One lead in plain words: what they sent, status, follow-up, visits, the same person's other leads, notes and history. */
export function LeadDetail({ id, onError }: { id: number; onError: (e: unknown) => void }) {
  const [lead, setLead] = useState<LeadPage | undefined>();
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');

  async function run(work: () => Promise<LeadPage>) {
    try {
      setLead(await work());
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      onError(error);
    }
  }
  const post = (path: string, body: unknown) => run(() => call<LeadPage>(`leads/${id}/${path}`, { method: 'POST', body }));

  useEffect(() => {
    void run(() => call<LeadPage>(`leads/${id}`));
  }, [id]);

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await post('notes', { text: note });
    setNote('');
  }

  if (!lead) return <section><p><a href="#">← All leads</a></p><p role="alert" className="error">{problem}</p>{!problem && <p>Loading…</p>}</section>;
  const sent = SENT.filter(([key]) => lead.fields[key]);
  const page = pathnameOf(lead.path);
  return (
    <section aria-labelledby="lead-heading" className="lead-page">
      <p><a href="#">← All leads</a></p>
      <h1 id="lead-heading">{lead.name || lead.phone} <span className="meta">#{lead.id}</span></h1>
      <p className="meta">
        {kindLabel(lead)} · arrived {formatWhen(lead.receivedAt)} ({formatAge(lead.receivedAt, Date.now())}) · {lead.city || page || 'no page'}{languageNote(lead.path)}
        {lead.reference && <> · Reference <strong>{lead.reference}</strong></>}
        {lead.overdue && <> · <span className="flag flag-overdue">Overdue</span></>}
      </p>
      <Contact lead={lead} />
      {problem && <p className="error" role="alert">{problem}</p>}
      <SpamNotice lead={lead} onJudge={(spam) => void post('spam', { spam })} />
      <fieldset className="statuses">
        <legend>Status</legend>
        {LEAD_STATUSES.map((status) => (
          <button key={status} type="button" aria-pressed={lead.status === status} onClick={() => void post('status', { status })}>
            {status}
          </button>
        ))}
      </fieldset>
      <FollowUpForm lead={lead} onSave={(body) => post('follow-up', body)} />
      {lead.plansVisits && <GiveVisit leadId={lead.id} visits={lead.visits} today={indiaDate(Date.now())} onGiven={() => void run(() => call<LeadPage>(`leads/${id}`))} />}
      <h2>What they sent</h2>
      <dl className="fields">
        {sent.map(([key, label]) => <div key={key}><dt>{label}</dt><dd>{key === 'serviceDate' ? dayWords(lead.fields[key]) : lead.fields[key]}</dd></div>)}
        <div><dt>From the page</dt><dd>{page || 'not said'}</dd></div>
      </dl>
      <SamePerson phone={lead.phone} others={lead.samePerson} />
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
        <li>{formatWhen(lead.receivedAt)}: arrived from {page || 'the site'}</li>
        {lead.audit.map((a, i) => <li key={i}>{formatWhen(a.at)}: {a.actor}, {a.action}</li>)}
      </ol>
      <LeadDetails lead={lead} />
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { KIND_CHOICES, kindLabel } from '../../model/lead-facts.ts';
import { pathnameOf } from '../../model/paths.ts';
import { leadLanguageName } from '../../model/languages.ts';
import { API, call } from './client.ts';
import { Contact } from './Contact.tsx';
import { formatWhen, STATUSES } from './format.ts';

export interface InitialList {
  leads: Lead[];
  total: number;
}

interface Lead {
  id: number; kind: string; receivedAt: string; name: string; phone: string; pet: string; service: string;
  path: string; city: string; status: string; fields: Record<string, string>;
}

const FILTERS = ['kind', 'status', 'city', 'page', 'from', 'to', 'q'] as const;
type Filter = Partial<Record<(typeof FILTERS)[number], string>>;

const query = (filter: Filter) => new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString();

/** Newest first; a new lead (or another person's change) shows without a reload, through Server-Sent Events. */
export function LeadList({ onError, initial }: { onError: (e: unknown) => void; initial?: InitialList }) {
  const [filter, setFilter] = useState<Filter>({});
  const [leads, setLeads] = useState<Lead[] | undefined>(initial?.leads);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState('');
  const seen = useRef<number>(initial?.leads[0]?.id ?? 0);
  // The page brought the unfiltered list: the first mount need not fetch it again.
  const preloaded = useRef(initial !== undefined);

  async function load(current: Filter) {
    try {
      const data = await call<{ leads: Lead[]; total: number }>(`leads?${query(current)}`);
      const newest = data.leads[0]?.id ?? 0;
      if (seen.current && newest > seen.current) setFresh(new Set(data.leads.filter((l) => l.id > seen.current).map((l) => l.id)));
      seen.current = Math.max(seen.current, newest);
      setLeads(data.leads);
      setTotal(data.total);
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      onError(error);
    }
  }

  useEffect(() => {
    const events = new EventSource(`${API}/events`);
    if (preloaded.current) {
      // A lead that came between the page and the stream's start: look once the stream is open.
      preloaded.current = false;
      events.addEventListener('open', () => void load(filter), { once: true });
    } else void load(filter);
    events.addEventListener('changed', () => void load(filter));
    // A closed stream (session ended) would reconnect forever: ask once whether we are still in.
    events.onerror = () => {
      if (events.readyState === EventSource.CLOSED) void load(filter);
    };
    return () => events.close();
  }, [query(filter)]);

  async function more() {
    if (!leads?.length) return;
    try {
      const data = await call<{ leads: Lead[] }>(`leads?${query({ ...filter })}&before=${leads[leads.length - 1].id}`);
      setLeads([...leads, ...data.leads]);
    } catch (error) {
      onError(error);
    }
  }

  function change(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    setFilter(Object.fromEntries(FILTERS.map((k) => [k, String(form.get(k) ?? '').trim()])));
  }

  return (
    <section aria-labelledby="leads-heading">
      <h1 id="leads-heading">Leads</h1>
      <form className="filters" onChange={change} onSubmit={(e) => { e.preventDefault(); change(e); }} role="search">
        <label>Search <input name="q" type="search" placeholder="Name or phone" /></label>
        <label>Kind <select name="kind"><option value="">All</option>{KIND_CHOICES.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select></label>
        <label>Status <select name="status"><option value="">All</option>{STATUSES.map((s) => <option key={s}>{s}</option>)}</select></label>
        <label>City <input name="city" placeholder="noida" /></label>
        <label>Page <input name="page" placeholder="/pet-grooming" /></label>
        <label>From <input name="from" type="date" /></label>
        <label>To <input name="to" type="date" /></label>
      </form>
      <p className="summary" aria-live="polite">
        {leads === undefined ? 'Loading…' : `${total} lead${total === 1 ? '' : 's'}`}
        {' · '}<a href={`${API}/leads.csv?${query(filter)}`} download>Export CSV</a>
      </p>
      {problem && <p className="error" role="alert">{problem}</p>}
      <ol className="leads">
        {leads?.map((lead) => (
          <li key={lead.id} className={fresh.has(lead.id) ? 'fresh' : undefined}>
            <a className="open" href={`#lead-${lead.id}`}>
              <strong>{lead.name || lead.phone}</strong>
              <span className={`status status-${lead.status}`}>{lead.status}</span>
              <span className="meta">{kindLabel(lead)} · {formatWhen(lead.receivedAt)} · {lead.city || pathnameOf(lead.path) || 'no page'}{languageNote(lead.path)}</span>
              <span className="meta">{[lead.pet, lead.service || lead.fields.subject].filter(Boolean).join(' · ')}</span>
            </a>
            <Contact lead={lead} />
          </li>
        ))}
      </ol>
      {leads && leads.length < total && <button type="button" className="quiet" onClick={more}>Show older leads</button>}
    </section>
  );
}

/** " · Hindi" for a lead sent from a page in another language than English (the desk stays English). */
export function languageNote(path: string): string {
  const name = leadLanguageName(path);
  return name ? ` · ${name}` : '';
}

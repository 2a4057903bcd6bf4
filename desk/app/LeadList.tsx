import { Fragment, useEffect, useRef, useState } from 'react';
import { KIND_CHOICES, kindLabel } from '../../model/lead-facts.ts';
import { pathnameOf } from '../../model/paths.ts';
import { leadLanguageName } from '../../model/languages.ts';
import { API, call } from './client.ts';
import type { LiveEventName } from '../wire/session.ts';
import { Contact } from './Contact.tsx';
import { formatAge, plural, requestedWindow, visitNowWords } from './format.ts';
import { LEAD_STATUSES } from '../wire/leads.ts';
import type * as wire from '../wire/leads.ts';

const FILTERS = ['kind', 'status', 'city', 'page', 'from', 'to', 'q'] as const;
type Filter = Partial<Record<(typeof FILTERS)[number], string>>;

const query = (filter: Filter) => new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString();

/**
 * Newest first; a new lead (or another person's change) shows without a reload, through Server-Sent
 * Events. On a phone the search stays in view and the other filters fold away behind "Filters",
 * so the first screen shows several leads, each with its age, the window asked for and whether it
 * is overdue.
 */
export function LeadList({ onError, initial }: { onError: (e: unknown) => void; initial?: wire.LeadList }) {
  const [filter, setFilter] = useState<Filter>({});
  const [showFilters, setShowFilters] = useState(false);
  const now = useNow();
  const [leads, setLeads] = useState<wire.LeadSummary[] | undefined>(initial?.leads);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState('');
  const seen = useRef<number>(initial?.leads[0]?.id ?? 0);
  // The page brought the unfiltered list: the first mount need not fetch it again.
  const preloaded = useRef(initial !== undefined);

  async function load(current: Filter) {
    try {
      const data = await call<wire.LeadList>(`leads?${query(current)}`);
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
    events.addEventListener('changed' satisfies LiveEventName, () => void load(filter));
    // A closed stream (session ended) would reconnect forever: ask once whether we are still in.
    events.onerror = () => {
      if (events.readyState === EventSource.CLOSED) void load(filter);
    };
    return () => events.close();
  }, [query(filter)]);

  async function more() {
    if (!leads?.length) return;
    try {
      const data = await call<wire.LeadList>(`leads?${query({ ...filter })}&before=${leads[leads.length - 1].id}`);
      setLeads([...leads, ...data.leads]);
    } catch (error) {
      onError(error);
    }
  }

  const active = FILTERS.filter((k) => k !== 'q' && filter[k]).length;

  function change(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    setFilter(Object.fromEntries(FILTERS.map((k) => [k, String(form.get(k) ?? '').trim()])));
  }

  return (
    <section aria-labelledby="leads-heading">
      <div className="list-head">
        <h1 id="leads-heading">Leads</h1>
        <p className="summary" aria-live="polite">
          {leads === undefined ? 'Loading…' : plural(total, 'lead')}
          {' · '}<a href={`${API}/leads.csv?${query(filter)}`} download>Export CSV</a>
        </p>
      </div>
      <form className="filters" onChange={change} onSubmit={(e) => { e.preventDefault(); change(e); }} role="search">
        <div className="search-row">
          <label className="search">Search <input name="q" type="search" placeholder="Name, phone or reference" /></label>
          <button type="button" className="secondary" aria-expanded={showFilters} aria-controls="more-filters" onClick={() => setShowFilters(!showFilters)}>
            Filters{active > 0 ? ` (${active})` : ''}
          </button>
        </div>
        <div id="more-filters" className="more-filters" hidden={!showFilters}>
          <label>Kind <select name="kind"><option value="">All</option>{KIND_CHOICES.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select></label>
          <label>Status <select name="status"><option value="">All</option>{LEAD_STATUSES.map((s) => <option key={s}>{s}</option>)}</select></label>
          <label>City <input name="city" placeholder="noida" /></label>
          <label>Page <input name="page" placeholder="/pet-grooming" /></label>
          <label>From <input name="from" type="date" /></label>
          <label>To <input name="to" type="date" /></label>
        </div>
      </form>
      {problem && <p className="error" role="alert">{problem}</p>}
      <ol className="leads">
        {leads?.map((lead) => (
          <li key={lead.id} className={[fresh.has(lead.id) && 'fresh', lead.overdue && 'overdue'].filter(Boolean).join(' ') || undefined}>
            <a className="open" href={`#lead-${lead.id}`}>
              <span className="card-top">
                <strong>{lead.name || lead.phone}</strong>
                <span className={`status status-${lead.status}`}>{lead.status}</span>
                {lead.overdue && <span className="flag flag-overdue">Overdue</span>}
                {lead.likelySpam && <span className="flag">Likely spam</span>}
                {lead.samePhone > 0 && <span className="flag flag-person">{plural(lead.samePhone + 1, 'lead')}<span className="visually-hidden"> from this phone</span></span>}
                <VisitFlags visit={lead.visit} />
              </span>
              <span className="meta">{kindLabel(lead)} · <span className="age">{formatAge(lead.receivedAt, now)}</span> · {lead.city || pathnameOf(lead.path) || 'no page'}{languageNote(lead.path)}</span>
              {/* The visit as it is now, once there is one: what the form asked for goes stale when it moves or is cancelled. */}
              {lead.visit ? <span className="meta window visit-now">{visitNowWords(lead.visit)}</span> : <AskedFor parts={requestedWindow(lead.fields)} />}
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

/** The time now, moved on every minute: the cards' ages stay true on a desk left open. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** " · Hindi" for a lead sent from a page in another language than English (the desk stays English). */
export function languageNote(path: string): string {
  const name = leadLanguageName(path);
  return name ? ` · ${name}` : '';
}

/** What the office still has to do about the visit: a customer's change not yet handled, an office move the customer was not told of. */
export function VisitFlags({ visit }: { visit: wire.VisitNow | null }) {
  const change = visit?.customerChange;
  return (
    <>
      {change && !change.handled && <span className="flag flag-customer">{change.kind === 'cancelled' ? 'Customer cancelled' : 'Customer moved'}</span>}
      {visit?.untold && <span className="flag flag-customer">Tell the customer of the move</span>}
    </>
  );
}

/** "Asked for 5 Dec, 09:00-11:00": on a narrow card it wraps between the day and the window, never inside either. */
function AskedFor({ parts }: { parts: string[] }) {
  if (!parts.length) return null;
  return <span className="meta window">Asked for {parts.map((part, i) => <Fragment key={part}>{i ? ', ' : ''}<span className="nobreak">{part}</span></Fragment>)}</span>;
}

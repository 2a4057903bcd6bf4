import { useEffect, useRef, useState } from 'react';
import { addDays } from '../../model/visits/time.ts';
import { API, call } from './client.ts';
import type { LiveEventName } from '../wire/session.ts';
import { VisitCard } from './VisitCard.tsx';
import { dayWords, visitWords } from '../../model/visits/words.ts';
import type * as wire from '../wire/visits.ts';

/**
 * The day plan: per groomer, the chosen day's visits in order (today in India first). A phone
 * reads it as one list, groomer after groomer; a laptop shows a column per groomer. A groomer's
 * account gets "My visits": the same plan with only their own visits, from the server.
 */
export function DayPlan({ office, initialDate, onError }: { office: boolean; initialDate?: string; onError: (e: unknown) => void }) {
  const [date, setDate] = useState(initialDate ?? '');
  const [plan, setPlan] = useState<wire.DayPlan | undefined>();
  const [problem, setProblem] = useState('');
  const [city, setCity] = useState('');

  // Only the answer to the latest question counts: an earlier day's plan answered late (today's,
  // asked before the day was chosen) must not replace the chosen day's, nor close an open move.
  const latest = useRef(0);
  async function load(day = date) {
    const asked = ++latest.current;
    try {
      const data = await call<wire.DayPlan>(`visits${day ? `?date=${day}` : ''}`);
      if (asked !== latest.current) return;
      setPlan(data);
      // Today by default: the server names it; a day chosen meanwhile stays chosen.
      setDate((chosen) => chosen || data.date);
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      onError(error);
    }
  }

  useEffect(() => {
    void load(date);
    // A change made anywhere (a booking, a move on another phone) redraws the plan.
    const events = new EventSource(`${API}/events`);
    events.addEventListener('changed' satisfies LiveEventName, () => void load(date));
    return () => events.close();
  }, [date]);

  const heading = office ? 'Visits' : 'My visits';
  const columns = plan?.groomers.filter((g) => !city || g.city === city) ?? [];
  const cities = [...new Map(plan?.groomers.map((g) => [g.city, g.cityName])).entries()];
  const busy = (g: { id: string }) => plan?.visits.some((v) => v.groomerId === g.id);
  const free = !city && cities.length > 1 ? columns.filter((g) => !busy(g) && g.worksToday) : [];
  const shown = !city && cities.length > 1 ? columns.filter(busy) : columns;
  return (
    <section aria-labelledby="plan-heading" className="plan">
      <div className="plan-top">
        <h1 id="plan-heading">{heading}{plan && <span className="meta"> · {dayWords(plan.date)}{plan.date === plan.today ? ' (today)' : ''}</span>}</h1>
        <div className="day-pick">
          <button type="button" className="secondary" aria-label="Day before" onClick={() => date && setDate(addDays(date, -1))}>←</button>
          <label htmlFor="plan-date" className="visually-hidden">Day</label>
          <input id="plan-date" type="date" value={date} onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)} />
          <button type="button" className="secondary" aria-label="Day after" onClick={() => date && setDate(addDays(date, 1))}>→</button>
          {plan && plan.date !== plan.today && <button type="button" className="quiet" onClick={() => setDate(plan.today)}>Today</button>}
        </div>
        {office && cities.length > 1 && (
          <label className="city-pick">City{' '}
            <select value={city} onChange={(e) => setCity(e.currentTarget.value)}>
              <option value="">All cities</option>
              {cities.map(([slug, name]) => <option key={slug} value={slug}>{name}</option>)}
            </select>
          </label>
        )}
      </div>
      {plan?.unreminded && plan.unreminded.count > 0 && (
        <p className="flag reminders">
          {plan.unreminded.count} {plan.unreminded.count === 1 ? 'visit' : 'visits'} tomorrow without a reminder sent
          {plan.date !== plan.unreminded.date && <>: <button type="button" className="quiet" onClick={() => setDate(plan.unreminded!.date)}>see tomorrow</button></>}
        </p>
      )}
      {plan?.toMove && plan.toMove.length > 0 && (
        // Visits in a groomer's leave, on any day: each stays until someone moves it from its day's plan.
        <div className="flag away">
          <p>{plan.toMove.length} {plan.toMove.length === 1 ? 'visit falls' : 'visits fall'} in a groomer’s leave: move {plan.toMove.length === 1 ? 'it' : 'each'} to another groomer or time.</p>
          <ul>{plan.toMove.map((c) => (
            <li key={c.visitId}>{c.name}, {visitWords(c)} ({c.groomerName})
              {c.date !== plan.date && <button type="button" className="quiet" onClick={() => setDate(c.date)}>see that day</button>}</li>
          ))}</ul>
        </div>
      )}
      <p className="error" role="alert">{problem}</p>
      {!plan && !problem && <p>Loading…</p>}
      {plan && (
        <div className="plan-columns">
          {/* All cities at once: the groomers with visits, and the free ones named in one line. */}
          {!city && cities.length > 1 && free.length > 0 && <p className="meta free">No visits: {free.map((g) => `${g.name} (${[g.cityName, ...(g.away ?? []).map((a) => `on leave ${a}`)].join(', ')})`).join(', ')}.</p>}
          {shown.map((g) => {
            const visits = plan.visits.filter((v) => v.groomerId === g.id);
            return (
              <section key={g.id} className="groomer" aria-labelledby={`g-${g.id}`}>
                <h2 id={`g-${g.id}`}>{g.name} <span className="meta">{g.cityName} · {visits.length} {visits.length === 1 ? 'visit' : 'visits'}{g.worksToday ? '' : ' · day off'}{g.away?.map((a) => ` · on leave ${a}`)}</span></h2>
                {visits.length ? <ol className="visits">{visits.map((v) => <VisitCard key={v.id} visit={v} office={office} unreminded={plan.unreminded?.visitIds.includes(v.id)} onChanged={() => void load(date)} />)}</ol>
                  : <p className="meta">No visits.</p>}
              </section>
            );
          })}
          {columns.length === 0 && <p>No groomer works this day.</p>}
        </div>
      )}
    </section>
  );
}

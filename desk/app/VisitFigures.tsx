import { useEffect, useState } from 'react';
import { call } from './client.ts';
import { StackedDays } from './charts.tsx';
import { dayWords } from '../../model/visits/words.ts';
import { rupees } from '../../model/format.ts';
import type * as wire from '../wire/visits.ts';

const percent = (rate: number | null) => (rate === null ? 'none yet' : `${Math.round(rate * 100)}%`);

/** The visits' figures (desk/visits/figures.ts): the four weeks before this one, this week and next. */
export function VisitFigures({ onError }: { onError: (e: unknown) => void }) {
  const [data, setData] = useState<wire.VisitFigures | undefined>();
  useEffect(() => {
    call<wire.VisitFigures>('figures/visits').then(setData, onError);
  }, []);
  if (!data) return <p>Loading visits…</p>;
  const working = data.groomers.filter((g) => g.workedHours > 0 || g.bookedHours > 0);
  return (
    <section aria-labelledby="visit-figures-heading" className="visit-figures">
      <h2 id="visit-figures-heading">Visits, {dayWords(data.from)} to {dayWords(data.to)}</h2>
      <p className="big">
        Cancelled: <strong>{percent(data.cancellationRate)}</strong> ({data.cancelled} of {data.visits} visits) ·
        No-show: <strong>{percent(data.noShowRate)}</strong> ({data.noShows} of {data.reachedDoor} visits that reached the door)
      </p>
      <h3>Visits per day by city</h3>
      <StackedDays days={data.days} series={data.byCity} title="Visits per day by city" unit="visit" />
      <h3>Booked and collected per week</h3>
      <div className="table-wrap">
        <table className="figures-table">
          <thead><tr><th scope="col">Week from</th><th scope="col">Visits</th><th scope="col">Booked</th><th scope="col">Collected</th></tr></thead>
          <tbody>
            {data.weeks.map((w) => (
              <tr key={w.from}><th scope="row">{dayWords(w.from)}</th><td>{w.visits}</td><td>{rupees(w.booked)}</td><td>{rupees(w.collected)} <span className="meta">({w.done} done)</span></td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="meta">Booked: the quoted totals of visits not cancelled. Collected: the totals of visits marked done.</p>
      <h3>Groomers’ booked hours against hours worked</h3>
      <ul className="bars hours">
        {working.map((g) => (
          <li key={g.id}>
            <span className="bar-label">{g.name} <span className="meta">{g.city}</span></span>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
              <rect width="100" height="8" fill="#e5e7eb" />
              <rect width={g.workedHours ? Math.min(100, (g.bookedHours / g.workedHours) * 100) : 0} height="8" fill="#0f6b63" />
            </svg>
            <span className="bar-count">{g.bookedHours} of {g.workedHours} h</span>
          </li>
        ))}
      </ul>
      <p className="meta">Hours worked: each groomer’s days and hours in site.yaml, less their days off, over these six weeks.</p>
    </section>
  );
}

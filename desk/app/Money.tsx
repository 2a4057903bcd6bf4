import { useEffect, useState } from 'react';
import { rupees } from '../../model/format.ts';
import { call } from './client.ts';
import type { MoneyDay, MoneyFigures, PayWeek } from '../wire/money.ts';

/**
 * The day's money (issue 43): per groomer, what was quoted, collected by method and still owed,
 * a visit done but unpaid flagged; the accountant's CSV (the owner's); the week's pay (the owner:
 * every groomer; a groomer: their own; staff: none).
 */
export function Money({ role, onError }: { role: 'owner' | 'staff' | 'groomer'; onError: (e: unknown) => void }) {
  const [date, setDate] = useState('');
  const [day, setDay] = useState<MoneyDay>();
  const [pay, setPay] = useState<PayWeek>();
  useEffect(() => {
    const q = date ? `?date=${date}` : '';
    call<MoneyDay>(`money${q}`).then((d) => { setDay(d); if (!date) setDate(d.date); }, onError);
    if (role !== 'staff') call<PayWeek>(`pay${date ? `?week=${date}` : ''}`).then(setPay, onError);
  }, [date]);
  const row = (name: string, f: MoneyFigures) => (
    <tr key={name}><th scope="row">{name}</th><td>{rupees(f.quoted)}</td><td>{rupees(f.collected.cash)}</td><td>{rupees(f.collected.upi)}</td><td>{rupees(f.collected.card)}</td><td>{rupees(f.refunded)}</td><td>{rupees(f.owed)}</td></tr>
  );
  return (
    <section className="money-view" aria-labelledby="money-heading">
      <h1 id="money-heading">Money</h1>
      <label>Money of the day <input type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} /></label>
      {role === 'owner' && date ? <a className="button" href={`/api/desk/money.csv?from=${date}&to=${date}`} download>CSV for the accountant</a> : null}
      {day ? (
        <div className="money-scroll" tabIndex={0} role="region" aria-label="The day's money by groomer"><table className="money-table">
          <thead><tr><th scope="col">Groomer</th><th scope="col">Quoted</th><th scope="col">Cash</th><th scope="col">UPI</th><th scope="col">Card</th><th scope="col">Refunded</th><th scope="col">Owed</th></tr></thead>
          <tbody>{day.groomers.map((g) => row(g.name, g))}</tbody>
          <tfoot>{row('All', day.totals)}</tfoot>
        </table></div>
      ) : null}
      {day?.groomers.flatMap((g) => g.visits.filter((v) => v.doneUnpaid).map((v) => (
        <p key={v.id} className="flag flag-overdue">Done, not paid: {v.name || 'visit'} ({g.name}, {v.window}), owed {rupees(v.owed)}</p>
      )))}
      {pay ? (
        <>
          <h2>Pay, week of {pay.from} to {pay.to}</h2>
          <div className="money-scroll" tabIndex={0} role="region" aria-label="The week's pay by groomer"><table className="money-table">
            <thead><tr><th scope="col">Groomer</th><th scope="col">Commission</th><th scope="col">Done visits</th><th scope="col">Quoted</th><th scope="col">Collected</th><th scope="col">Earned</th></tr></thead>
            <tbody>{pay.groomers.map((g) => <tr key={g.id}><th scope="row">{g.name}</th><td>{g.commission}</td><td>{g.doneVisits}</td><td>{rupees(g.quoted)}</td><td>{rupees(g.collected)}</td><td>{rupees(g.earned)}</td></tr>)}</tbody>
          </table></div>
        </>
      ) : null}
    </section>
  );
}

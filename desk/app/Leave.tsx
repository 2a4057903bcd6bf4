import { useEffect, useState, type FormEvent } from 'react';
import { API, call } from './client.ts';
import { PlacementForm } from './PlacementForm.tsx';
import { visitWords } from '../../model/visits/words.ts';
import type { LiveEventName } from '../wire/session.ts';
import type * as wire from '../wire/visits.ts';

/**
 * The owner's leave for the team (desk/visits/leave.ts): a day, a range of days or part of a day,
 * which closes the groomer's windows at once. The visits already held in it are listed, each with
 * the move the day plan's card offers, until moved: the leave never moves or cancels them itself.
 */
export function Leave({ onError }: { onError: (e: unknown) => void }) {
  const [data, setData] = useState<wire.LeaveList | undefined>();
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [moving, setMoving] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  const load = () => call<wire.LeaveList>('leave').then(setData, (error) => {
    setProblem(error instanceof Error ? error.message : String(error));
    onError(error);
  });
  useEffect(() => {
    void load();
    // A booking or a move made elsewhere changes what is to move.
    const events = new EventSource(`${API}/events`);
    events.addEventListener('changed' satisfies LiveEventName, () => void load());
    return () => events.close();
  }, []);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      setDone(await work());
      setProblem('');
      await load();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = Object.fromEntries(new FormData(form));
    void run(async () => {
      const added = await call<wire.LeaveAdded>('leave', { method: 'POST', body });
      form.reset();
      const n = added.toMove.length;
      return `Entered: ${added.leave.groomerName}, ${added.leave.words}.${n ? ` ${n} ${n === 1 ? 'visit is' : 'visits are'} held then: move ${n === 1 ? 'it' : 'each'} below.` : ''}`;
    });
  }

  const remove = (l: wire.LeaveEntry) => run(async () => {
    await call(`leave/${l.id}/remove`, { method: 'POST' });
    return `Removed: ${l.groomerName}, ${l.words}. Their windows are open again.`;
  });

  return (
    <section aria-labelledby="leave-heading" className="leave">
      <h2 id="leave-heading">Leave and days off</h2>
      <p className="meta">Closes the groomer’s windows for bookings at once. Visits already held then stay until you move them.</p>
      <form className="leave-form" onSubmit={add}>
        <label>Groomer
          <select name="groomerId" required>
            {data?.team.map((g) => <option key={g.id} value={g.id}>{g.name} ({g.cityName})</option>)}
          </select>
        </label>
        <label>From <input type="date" name="from" required /></label>
        {/* Each label's words in one span: the grid would put a hint on a line of its own. */}
        <label><span>To <span className="meta">(blank: one day)</span></span><input type="date" name="to" /></label>
        <label><span>From time <span className="meta">(optional)</span></span><input type="time" name="fromTime" /></label>
        <label><span>Until time <span className="meta">(optional)</span></span><input type="time" name="toTime" /></label>
        <label className="wide"><span>Note <span className="meta">(optional, for you)</span></span><input name="note" maxLength={200} /></label>
        <button type="submit" disabled={busy || !data}>Enter leave</button>
      </form>
      <p className="error" role="alert">{problem}</p>
      <p role="status">{done}</p>
      {data && data.toMove.length > 0 && (
        <>
          <h3>Visits to move</h3>
          <ul className="leave-list">
            {data.toMove.map((c) => (
              <li key={c.visitId}>
                <p><a href={`#lead-${c.leadId}`}>{c.name}</a>, {visitWords(c)}</p>
                <p className="meta">{c.groomerName} is on leave: {c.leave}</p>
                {moving === c.visitId ? (
                  <PlacementForm initialDate={c.date} submitLabel="Move visit"
                    load={(date) => call<wire.OpenWindows>(`visits/${c.visitId}/windows?date=${date}`)}
                    submit={async (to) => {
                      await call(`visits/${c.visitId}/move`, { method: 'POST', body: to });
                      setMoving(undefined);
                      await load();
                    }}
                    onCancel={() => setMoving(undefined)} />
                ) : <button type="button" className="secondary" onClick={() => setMoving(c.visitId)} aria-label={`Move ${c.name}'s visit`}>Move</button>}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Coming up</h3>
      {data && !data.leave.length && <p className="meta">No leave entered.</p>}
      <ul className="leave-list">
        {data?.leave.map((l) => (
          <li key={l.id}>
            <p><strong>{l.groomerName}</strong> <span className="meta">{l.cityName}</span></p>
            <p>{l.words}{l.note && <span className="meta"> · {l.note}</span>}</p>
            <button type="button" className="quiet" disabled={busy} onClick={() => void remove(l)} aria-label={`Remove ${l.groomerName}'s leave, ${l.words}`}>Remove</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

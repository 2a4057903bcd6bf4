import { useEffect, useId, useState, type FormEvent } from 'react';
import type { OpenWindows, Placement } from '../wire/visits.ts';
import { windowWords } from '../../model/visits/words.ts';

/**
 * A day, then only the windows open that day, then only the groomers free in that window: used to
 * move or reassign a visit and to give a lead one. The server checks again when it is sent, so a
 * booking that arrived meanwhile is refused with what it clashes with (shown here).
 */
export function PlacementForm({ initialDate, currentGroomer, load, submit, submitLabel, onCancel }: {
  initialDate: string;
  currentGroomer?: string;
  load: (date: string) => Promise<OpenWindows>;
  submit: (placement: Placement) => Promise<void>;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const id = useId();
  const [date, setDate] = useState(initialDate);
  const [options, setOptions] = useState<OpenWindows | undefined>();
  const [window, setWindow] = useState('');
  const [groomerId, setGroomerId] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setOptions(undefined);
    load(date).then((o) => {
      if (!current) return;
      setOptions(o);
      const first = o.windows.find((w) => w.open);
      setWindow(first?.window ?? '');
      setGroomerId(first ? (first.groomers.includes(currentGroomer ?? '') ? currentGroomer! : first.groomers[0]) : '');
    }, (error: Error) => current && setProblem(error.message));
    return () => {
      current = false;
    };
  }, [date]);

  const open = options?.windows.filter((w) => w.open) ?? [];
  const free = open.find((w) => w.window === window)?.groomers ?? [];
  const nameOf = (g: string) => options?.team.find((t) => t.id === g)?.name ?? g;

  function chooseWindow(value: string) {
    setWindow(value);
    const groomers = open.find((w) => w.window === value)?.groomers ?? [];
    if (!groomers.includes(groomerId)) setGroomerId(groomers.includes(currentGroomer ?? '') ? currentGroomer! : groomers[0] ?? '');
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await submit({ date, window, groomerId });
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="placement" onSubmit={send}>
      <label htmlFor={`${id}-date`}>Day</label>
      <input id={`${id}-date`} type="date" value={date} required onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)} />
      <label htmlFor={`${id}-window`}>Window</label>
      <select id={`${id}-window`} value={window} onChange={(e) => chooseWindow(e.currentTarget.value)} disabled={!open.length}>
        {!options && <option value="">Loading…</option>}
        {options && !open.length && <option value="">No open window this day</option>}
        {open.map((w) => <option key={w.window} value={w.window}>{windowWords(w.window)}</option>)}
      </select>
      <label htmlFor={`${id}-groomer`}>Groomer</label>
      <select id={`${id}-groomer`} value={groomerId} onChange={(e) => setGroomerId(e.currentTarget.value)} disabled={!free.length}>
        {free.map((g) => <option key={g} value={g}>{nameOf(g)}</option>)}
      </select>
      <p className="error" role="alert">{problem}</p>
      <div className="actions">
        <button type="submit" disabled={busy || !window || !groomerId}>{submitLabel}</button>
        {onCancel && <button type="button" className="quiet" onClick={onCancel}>Keep as it is</button>}
      </div>
    </form>
  );
}

// The day and arrival window of a booking on a page with a city team: the next days from the lead
// API's availability, and only the windows a groomer can take. A full day says so and offers the
// next open window. Choosing is optional: left at "Any day", the lead goes as SPEC 3.1 says and
// the team calls to fix a time. Sent as serviceDate and serviceTime, as the appointment form does.
// Written without fields.tsx's Field (same markup), so the visit page's chunk needs no runtime config.
import type { AvailableDay } from './visit-rules.ts';
import { nextOpen } from './visit-rules.ts';
import * as words from '../../model/visits/words.ts';
import type { IslandText } from '../texts.ts';

type Words = (english: IslandText, vars?: Record<string, string>) => string;

export interface Chosen { date: string; window: string }

export function WindowChoice({ id, days, chosen, onChoose, anyDay, text = (english, vars) => fillWords(english, vars) }: {
  id: string; days: readonly AvailableDay[]; chosen: Chosen; onChoose: (c: Chosen) => void;
  /** Its words in the page's language (the booking form's useText); the English as written by default. */
  text?: Words;
  /** The label of "no day chosen". */
  anyDay?: string;
}) {
  const day = days.find((d) => d.date === chosen.date);
  const open = day?.windows.filter((w) => w.open) ?? [];
  const next = day && !open.length ? nextOpen(days, day.date) : undefined;
  const dayWords = (date: string) => words.dayWords(date, text);
  const windowWords = (w: string) => words.windowWords(w, text);
  return (
    <>
      <div className="field-pair">
        <div className="field"><label htmlFor={`${id}-day`}>{text('Day')}</label>
          <select id={`${id}-day`} name="serviceDate" value={chosen.date} onChange={(e) => onChoose({ date: e.currentTarget.value, window: '' })}>
            <option value="">{anyDay ?? text('Any day: call me')}</option>
            {days.map((d) => (
              <option key={d.date} value={d.date}>{d.windows.some((w) => w.open) ? dayWords(d.date) : text('{day} (full)', { day: dayWords(d.date) })}</option>
            ))}
          </select>
        </div>
        <div className="field"><label htmlFor={`${id}-window`}>{text('Arrival window')}</label>
          <select id={`${id}-window`} name="serviceTime" value={chosen.window} disabled={!open.length}
            onChange={(e) => onChoose({ date: chosen.date, window: e.currentTarget.value })}>
            <option value="">{open.length ? text('Choose a window') : text('No window')}</option>
            {open.map((w) => <option key={w.window} value={w.window}>{windowWords(w.window)}</option>)}
          </select>
        </div>
      </div>
      {day && !open.length ? (
        <p className="field__note window-full" role="status">
          {text('{day} is full.', { day: dayWords(day.date) })}{' '}
          {next ? (
            <>{text('The next open window is {day}, {window}.', { day: dayWords(next.date), window: windowWords(next.window) })}{' '}
              <button type="button" className="link-button" onClick={() => onChoose(next)}>{text('Choose it')}</button></>
          ) : text('No window is open in the next days: leave the day open and we will call you.')}
        </p>
      ) : null}
    </>
  );
}

const fillWords = (text: string, vars?: Record<string, string>) => (vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all) : text);

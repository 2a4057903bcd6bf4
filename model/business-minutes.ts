// When a lead left "new" is announced again: a number of minutes after it arrived, counted only
// within the business's hours in India (the team cannot call at night, so a lead sent at 20:55
// with ten minutes to go and hours to 21:00 is announced again at 09:05 the next morning). Pure,
// in instants (epoch ms), like the confirmation's "by when the team calls" (call-back.ts).
import { addDays, clockMinutes, indiaDate, indiaInstant } from './visits/time.ts';

export interface OpeningHours {
  /** "09:00", India's time. */
  opens: string;
  /** "21:00"; "24:00" means midnight at the end of the day. */
  closes: string;
}

/** The instant `minutes` minutes of opening hours after `from` (epoch ms). */
export function afterBusinessMinutes(from: number, minutes: number, hours: OpeningHours): number {
  const opens = clockMinutes(hours.opens);
  const closes = clockMinutes(hours.closes);
  if (!(closes > opens)) throw new Error(`opening hours ${hours.opens}-${hours.closes}: they must close after they open`);
  let remaining = minutes * 60_000;
  let at = from;
  let day = indiaDate(from);
  // Each turn uses up one day's open time; bounded, for a count of minutes no one would set.
  for (let turn = 0; turn < 10_000; turn++) {
    const open = indiaInstant(day, opens);
    const close = indiaInstant(day, closes);
    if (at < open) at = open;
    if (at < close) {
      if (remaining <= close - at) return at + remaining;
      remaining -= close - at;
    }
    day = addDays(day, 1);
    at = indiaInstant(day, opens);
  }
  throw new Error(`${minutes} minutes of opening hours: too far ahead`);
}

// Post dates to sortable times and ISO dates. An editor writes either the display form the
// existing articles use ("July 4, 2024", "Aug 1, 2024"), shown as written, or an ISO date
// ("2026-11-24"), shown as "November 24, 2026".
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Milliseconds since the epoch (UTC midnight), or undefined when the text is not a real calendar date. */
export function parsePostDate(text: string): number | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (iso) return realDate(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase());
  return month < 0 ? undefined : realDate(Number(m[3]), month, Number(m[2]));
}

function realDate(year: number, month: number, day: number): number | undefined {
  const time = Date.UTC(year, month, day);
  const d = new Date(time);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month && d.getUTCDate() === day ? time : undefined;
}

/** The date as a page shows it: the editor's own words, or "November 24, 2026" for an ISO date. */
export function displayDate(text: string, time: number): string {
  if (!/^\d{4}-/.test(text.trim())) return text;
  const d = new Date(time);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * Today's date (YYYY-MM-DD) where the business is: a post dated today goes out from midnight in
 * Delhi, not from midnight in UTC five and a half hours later.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

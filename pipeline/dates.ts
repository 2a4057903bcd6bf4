// Display dates of posts ("July 4, 2024", "Aug 1, 2024") to sortable times and ISO dates.
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Milliseconds since the epoch (UTC), or undefined when the text is not a real calendar date. */
export function parsePostDate(text: string): number | undefined {
  const m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase());
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (month < 0) return undefined;
  const time = Date.UTC(year, month, day);
  return new Date(time).getUTCDate() === day ? time : undefined;
}

export const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

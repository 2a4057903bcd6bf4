// What a booking form knows of its page's city for bookable visits (DESIGN "Visits"): the rules
// of that city only (no groomers: visitors never learn who comes), keyed by the same ids as the
// form's choices. Sent as island props by islands/server/forms.tsx; absent on pages without a
// city team (a place visited on request), where the form stays as SPEC 3.1 has it. The home page's
// appointment form gets every city that takes bookings, as `choices`: once the visitor chooses
// one it behaves as on that city's page; left unchosen it stays as SPEC 3.1 has it.
import type { VisitRules } from '../../model/visits/rules.ts';

export interface FormVisits {
  /** The page's city slug; "" where the visitor chooses among `choices`. */
  city: string;
  /** The cities the visitor may choose (the home page): slug and name. */
  choices?: { slug: string; name: string }[];
  /** The city's rules for the form's packages and add-ons (their ids are the choices' ids, model/booking-wire.ts). */
  rules: VisitRules;
  /**
   * On pages in another language than the default: why each fee applies, in that language, by
   * city and fee id (model/offers.ts writes it at build time, so the browser carries words, not
   * another language's grammar). Absent on the default language's pages, whose quote says it.
   */
  feeReasons?: Record<string, Record<string, string>>;
}

/** One day as the availability endpoint answers it (leads/visits/availability-cache.ts publicDay). */
export interface AvailableDay { date: string; windows: { window: string; open: boolean }[] }

/** How long the form waits for availability before it stays as it was (SPEC 3.1: the team calls). */
const WAIT_MS = 4000;

/** The next days' windows, or undefined when the call fails or is slow: the form then sends as today. */
export async function fetchDays(apiBase: string, q: Record<string, string>, days = 7): Promise<AvailableDay[] | undefined> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), WAIT_MS);
  try {
    const res = await fetch(`${apiBase}/availability?${new URLSearchParams({ ...q, days: String(days) })}`, { signal: stop.signal });
    if (!res.ok) return undefined;
    const answer = await res.json();
    return Array.isArray(answer?.days) ? answer.days : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}


/** The first open window from a day on (that day included), for "full: the next open one is...". */
export function nextOpen(days: readonly AvailableDay[], from: string): { date: string; window: string } | undefined {
  for (const d of days) {
    if (d.date < from) continue;
    const w = d.windows.find((x) => x.open);
    if (w) return { date: d.date, window: w.window };
  }
  return undefined;
}

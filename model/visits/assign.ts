// For the server only: which groomer takes a booked window, and the visit to hold for them.
// The visitor never learns who (DESIGN "Contracts", availability); model/visits/index.ts does not
// export this, so browser code that imports the index cannot reach it by accident.
import type { HeldVisit, IsoDate, VisitRequest, VisitRules } from './rules.ts';
import { checkWindow, type WindowVerdict } from './availability.ts';
import { areaOf, groomersFree } from './groomers.ts';
import { plannedVisit } from './windows.ts';

export type Assignment = { ok: true; visit: HeldVisit } | Exclude<WindowVerdict, { ok: true }>;

/**
 * The groomer with the fewest visits that day among those free (the team's order breaks a tie),
 * so work spreads over the team and each keeps room for later bookings.
 */
export function assignGroomer(rules: VisitRules, q: {
  city: string; date: IsoDate; window: string; request: VisitRequest; held: readonly HeldVisit[]; now: number;
  /** A groomer to give it to when they are free (a customer booking again gets the groomer of their last visit). */
  preferred?: string;
}): Assignment {
  const verdict = checkWindow(rules, q);
  if (!verdict.ok) return verdict;
  const city = rules.cities[q.city];
  const { window, minutes } = verdict;
  const free = groomersFree(city, rules.travelMinutes, { window, minutes, area: areaOf(q.request) }, q.held);
  const dayStart = window.start - window.from * 60_000;
  const dayEnd = dayStart + 24 * 60 * 60_000;
  // Visits only: a groomer back from leave that afternoon has no more work for it.
  const load = (id: string) => q.held.filter((h) => !h.away && h.groomerId === id && h.start < dayEnd && h.end > dayStart).length;
  const chosen = free.find((g) => g.id === q.preferred) ?? free.reduce((best, g) => (load(g.id) < load(best.id) ? g : best));
  return { ok: true, visit: { groomerId: chosen.id, ...plannedVisit(window, minutes) } };
}

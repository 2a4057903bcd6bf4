// A visit's life, from the booking to the day after: the words stored in `visits.status`, what
// staff read for them, which keep the groomer's time taken, and where each may go next. Shared by
// the server (which refuses a move it does not allow) and the desk (which offers only those).

export const VISIT_STATUSES = ['requested', 'confirmed', 'on-the-way', 'done', 'cancelled', 'no-show'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_STATUS_LABELS: Readonly<Record<VisitStatus, string>> = {
  requested: 'Requested', confirmed: 'Confirmed', 'on-the-way': 'On the way', done: 'Done', cancelled: 'Cancelled', 'no-show': 'No-show',
};

/**
 * Statuses whose visit keeps its groomer's time: a done visit took that time too. A cancelled
 * visit and a no-show free it, so the window can be given again.
 */
export const BUSY_STATUSES: readonly VisitStatus[] = ['requested', 'confirmed', 'on-the-way', 'done'];

/**
 * Where a visit may go from each status. Cancelled, done and no-show are final: a visit given
 * again is a new visit (its window is checked then), and the history stays as it happened.
 * "On the way" may step back to "confirmed" for a groomer who set out by mistake.
 */
export const NEXT_STATUSES: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  requested: ['confirmed', 'on-the-way', 'done', 'cancelled', 'no-show'],
  confirmed: ['on-the-way', 'done', 'cancelled', 'no-show'],
  'on-the-way': ['confirmed', 'done', 'no-show', 'cancelled'],
  done: [], cancelled: [], 'no-show': [],
};

/** Statuses that say how the visit went: only once its window has begun (a no-show would free the groomer's time, to be sold twice). */
export const AFTER_START_STATUSES: readonly VisitStatus[] = ['done', 'no-show'];

/** Where a visit may go at `now`: NEXT_STATUSES, less done and no-show before its window begins. */
export function nextStatusesAt(status: VisitStatus, start: number, now: number): readonly VisitStatus[] {
  return NEXT_STATUSES[status].filter((s) => now >= start || !AFTER_START_STATUSES.includes(s));
}

/** What a groomer may set on their own visit: the day's progress, never a cancellation. */
export const GROOMER_STATUSES: readonly VisitStatus[] = ['on-the-way', 'done', 'no-show'];

export const isVisitStatus = (value: unknown): value is VisitStatus => (VISIT_STATUSES as readonly unknown[]).includes(value);

/** A visit that can still be moved or given to another groomer. */
export const isMovable = (status: VisitStatus): boolean => status === 'requested' || status === 'confirmed';

/** Dates and durations as staff in India read them. */
import { dayWords, formatTime, visitWords, windowWords } from '../../model/visits/words.ts';
import { VISIT_STATUS_LABELS } from '../../model/visits/visit-status.ts';
import type { CustomerChange } from '../wire/visits.ts';
import type { VisitNow } from '../wire/leads.ts';

const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

export const formatWhen = (iso: string | number): string => when.format(new Date(iso));

export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}

/** How long ago, as a card says it: "just now", "12 min ago", "3 h ago", "2 days ago". */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** "1 lead", "2 leads". */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Epoch ms -> "2026-11-25T17:30", India's time, as a datetime-local input holds it. */
export const indiaInputValue = (ms: number): string => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);

/** Why the server thought a lead likely spam, in words. */
export const SPAM_REASONS: Record<string, string> = {
  fast: 'sent within seconds of the form opening',
  burst: 'one of several leads from one phone or address within minutes',
};

/**
 * The day and window the customer asked for, as a card shows them (["Sat 5 Dec", "9 AM to 11 AM"]),
 * each there only if asked; the form checked them (a day, and a slot "09:00-11:00" or a time "09:00").
 */
export function requestedWindow(fields: Record<string, string>): string[] {
  const time = fields.serviceTime ?? '';
  const window = time.includes('-') ? windowWords(time) : time && formatTime(time);
  return [fields.serviceDate ? dayWords(fields.serviceDate) : '', window].filter(Boolean);
}

/**
 * "Cancelled by the customer 29 Nov, 3:15 pm (was Sat 5 Dec, 9 AM to 11 AM)"; a move "to" where it
 * took the visit when that is still where it is (`to`), else "(was ...)" beside a card that shows where.
 */
export function customerChangeWords(change: CustomerChange, to?: { date: string; window: string }): string {
  const what = change.kind === 'cancelled' ? 'Cancelled' : 'Moved';
  return `${what} by the customer ${formatWhen(change.at)} ${change.kind === 'moved' && to ? `to ${visitWords(to)}` : `(was ${visitWords(change.from)})`}`;
}

/**
 * A lead's visit as it is now, where the list would say what the customer first asked for: the
 * customer's own change while it is the last word on the visit (an office move after it is newer),
 * else its day, window and status.
 */
export function visitNowWords(v: VisitNow): string {
  const change = v.customerChange;
  if (change && !(v.deskMovedAt && v.deskMovedAt > change.at)) return customerChangeWords(change, v);
  if (v.status === 'cancelled') return `Visit of ${visitWords(v)} cancelled`;
  return `Visit ${visitWords(v)}: ${VISIT_STATUS_LABELS[v.status].toLowerCase()}${v.deskMovedAt ? ', moved by the office' : ''}`;
}

// What the customer's own link shows (GET {api.base}/visit/<token>): the day, window, package,
// quote and the city's terms, with what moving or cancelling costs at this moment (model/visits
// changeFee). Never the groomer, never another customer. A link is dead (404) when no visit has
// its hash, or once the visit's day is over in India.
import type { Sql } from '../../store/sql.ts';
import type { CityVisitRules, VisitRequest, VisitTerms } from '../../model/visits/rules.ts';
import { changeFee, type ChangeFee, type QuoteLine } from '../../model/visits/index.ts';
import { termsText } from '../../model/offers.ts';
import { daysBetween, indiaDate } from '../../model/visits/time.ts';
import { HttpError } from '../../http/http-error.ts';
import { hashToken, isToken } from './links.ts';
import type { VisitSettings } from './settings.ts';
import type { UpiPay } from './pay-by-upi.ts';
import { isMovable, isVisitStatus } from '../../model/visits/visit-status.ts';

/** A visit's row as its link finds it. */
export interface LinkedVisit {
  id: number; leadId: number; city: string; date: string; window: string; groomerId: string;
  start: number; end: number; status: string; quote: StoredQuote; pet: string;
  /** The lead's reference ("K7HM-3XPR"): what a UPI payment names as its transaction reference. */
  reference: string;
}

/** The quote as hold.ts stores it, with the customer's changes appended (visit-changes.ts). */
export interface StoredQuote {
  lines: QuoteLine[]; total: number;
  /** The discounts given at the door on proof (students, seniors): not in the total (visits stored before they were kept have none). */
  atDoor?: { id: string; label: string }[];
  changes?: { kind: 'moved' | 'cancelled'; at: string; fee: number; from: { date: string; window: string } }[];
}

const FIND = `SELECT v.id, v.lead_id AS "leadId", v.city, v.date, v.time_window AS "window", v.groomer_id AS "groomerId",
  v.start_ms AS "start", v.end_ms AS "end", v.status, v.quote, l.pet, l.reference
  FROM visit_links k JOIN visits v ON v.id = k.visit_id JOIN leads l ON l.id = v.lead_id WHERE k.token_hash = ?`;

const gone = () => new HttpError(404, 'visit: this link is unknown or no longer open; please call us');

/**
 * The visit of a link, or 404; the same answer for a token never issued and one whose day is over.
 * Inside a change's transaction (`lock`), PostgreSQL locks the visit's row, so two changes of one
 * visit at once take turns and the second sees the first (its count of moves too).
 */
export async function findVisit(sql: Pick<Sql, 'get' | 'dialect'>, settings: VisitSettings, token: string, now: number, lock = false): Promise<{ visit: LinkedVisit; city: CityVisitRules }> {
  if (!isToken(token)) throw gone();
  const row = await sql.get<Omit<LinkedVisit, 'quote'> & { quote: string }>(lock && sql.dialect === 'postgres' ? `${FIND} FOR UPDATE OF v` : FIND, [hashToken(token)]);
  const city = row && Object.hasOwn(settings.rules.cities, row.city) ? settings.rules.cities[row.city] : undefined;
  // A done visit's link stays open after its day, for Book again (book-again.ts), until retention erases the lead.
  if (!row || !city || (daysBetween(indiaDate(now), row.date) < 0 && row.status !== 'done')) throw gone();
  return { visit: { ...row, id: Number(row.id), leadId: Number(row.leadId), start: Number(row.start), end: Number(row.end), quote: JSON.parse(row.quote), reference: row.reference ?? '' }, city };
}

/** The package of a stored quote, and the request that times it as the hold did (its minutes say a dog's size). */
export function requestOf(settings: VisitSettings, v: LinkedVisit): { request: VisitRequest; packagePrice: number } {
  const line = v.quote.lines.find((l) => l.kind === 'package');
  const pkg = line && Object.hasOwn(settings.rules.packages, line.id) ? settings.rules.packages[line.id] : undefined;
  if (!pkg) throw new HttpError(409, 'visit: its package is no longer offered online; please call us to change it');
  const pet = v.pet === 'Cat' ? 'cat' : 'dog';
  const minutes = (v.end - v.start) / 60_000;
  const size = pet === 'dog' && minutes === pkg.minutes.smallDog && minutes !== pkg.minutes.largeDog ? { size: 'small' as const } : {};
  return { request: { pet, packageId: pkg.id, ...size }, packagePrice: line!.amount };
}

export interface VisitView {
  /** held: still to come (or under way); done: the groomer has been, and the page offers Book again. */
  date: string; window: string; status: 'held' | 'cancelled' | 'done'; city: string;
  lines: QuoteLine[]; total: number; start: number; packagePrice: number;
  /** The discounts the groomer gives at the door on proof, named beside the total they are not in. */
  atDoor: { id: string; label: string }[];
  terms: VisitTerms; termsText: string;
  /** What each change costs now; a change not taken online says why. */
  move: ChangeFee; cancel: ChangeFee;
  /** For the page to ask availability for the same visit. */
  ask: { city: string; pet: string; service: string; size?: string };
  changes: NonNullable<StoredQuote['changes']>;
  /** The booking's reference, as the confirmation said it. */
  reference?: string;
  /** What was paid less refunds (customer-money.ts). */
  paid?: number;
  /** "Pay ₹N by UPI": the link and its QR code, when the owner set a UPI address and something is due. */
  pay?: UpiPay;
  /** After a payment: what a receipt states besides the quote's lines. */
  receipt?: Receipt;
}

/** A receipt (issue 43 item 6): the business, its address and tax number, and each payment (never who marked it). */
export interface Receipt {
  business: string; address: string; taxId?: string; reference: string;
  payments: { kind: 'payment' | 'refund'; amount: number; method: 'cash' | 'upi' | 'card'; upiRef?: string; at: string }[];
  paid: number; owed: number;
}

/**
 * How often one visit may be moved through its link: each move alerts the team on every channel,
 * so a link (or whoever holds it) cannot flood them. Further changes are the team's, by phone.
 */
export const MAX_CUSTOMER_MOVES = 3;

/** What a visit past changing online is, in the customer's words (the Hindi is in strings/hi.yaml). */
const PAST_WORDS: Partial<Record<string, string>> = { 'on-the-way': 'on its way', done: 'done', 'no-show': 'marked as missed' };

/**
 * Why the link may not move or cancel this visit, whatever the terms say: a link changes only a
 * visit still ahead (requested or confirmed; not on its way, done, missed or cancelled), and moves
 * it at most MAX_CUSTOMER_MOVES times.
 */
export function linkRefusal(v: Pick<LinkedVisit, 'status' | 'quote'>, action: 'move' | 'cancel'): string | undefined {
  if (v.status === 'cancelled') return action === 'move' ? 'this visit is cancelled; please book again or call us' : 'this visit is already cancelled';
  if (!isVisitStatus(v.status) || !isMovable(v.status)) return `this visit is ${PAST_WORDS[v.status] ?? 'under way'}; please call us`;
  const moves = (v.quote.changes ?? []).filter((c) => c.kind === 'moved').length;
  if (action === 'move' && moves >= MAX_CUSTOMER_MOVES) return `this visit has been moved ${moves} times here; please call us to move it again`;
  return undefined;
}

export function viewOf(settings: VisitSettings, found: { visit: LinkedVisit; city: CityVisitRules }, now: number): VisitView {
  const { visit: v, city } = found;
  const { request, packagePrice } = requestOf(settings, v);
  const fee = (kind: 'cancel' | 'reschedule'): ChangeFee => {
    const refused = v.status === 'cancelled' ? 'this visit is cancelled' : linkRefusal(v, kind === 'cancel' ? 'cancel' : 'move');
    return refused ? { allowed: false, reason: 'too-late', message: refused } : changeFee(city, { kind, visitStart: v.start, packagePrice, now });
  };
  return {
    date: v.date, window: v.window, status: v.status === 'cancelled' || v.status === 'done' ? v.status : 'held', city: city.name,
    lines: v.quote.lines, total: v.quote.total, start: v.start, packagePrice, atDoor: v.quote.atDoor ?? [],
    terms: city.terms, termsText: termsText(city.terms),
    move: fee('reschedule'), cancel: fee('cancel'),
    ask: { city: city.slug, pet: request.pet, service: request.packageId, ...(request.size && { size: request.size }) },
    changes: v.quote.changes ?? [],
  };
}

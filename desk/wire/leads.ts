// What the desk API answers about leads: the list, a lead's page with the same person's other
// leads, the Due list, the spam view and the leads' figures. The server's queries and routes
// (desk/queries.ts, desk/lead-routes.ts, desk/follow-ups/) answer these types and the browser app
// (desk/app/) reads them, so neither side can change a field alone.
import type { DuePet, LeadVisit, Visit } from './visits.ts';

/** A lead's statuses, in the order staff move it along. */
export const LEAD_STATUSES = ['new', 'called', 'booked', 'done', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead as the list shows it (GET leads). */
export interface LeadSummary {
  id: number;
  /** What the customer's confirmation showed ("K7HM-3XPR", model/reference.ts); null for leads stored before. */
  reference: string | null;
  kind: string;
  receivedAt: string;
  name: string;
  phone: string;
  pet: string;
  service: string;
  path: string;
  city: string;
  status: LeadStatus;
  fields: Record<string, string>;
  /** The staff account that follows the lead up, and when (epoch ms), if set. */
  owner: string | null;
  followUpAt: number | null;
  /** Why the server thinks it may be spam ('fast', 'burst'), if it does. */
  likelySpam: string | null;
  /** The follow-up time is past, or the lead is still new past site.yaml's escalation minutes. */
  overdue: boolean;
  /** How many other leads came from the same phone number (one person). */
  samePhone: number;
  /** The lead's newest visit as it is now (what the fields asked for may be stale), or null. */
  visit: VisitNow | null;
}

/** A visit as the list says it: its day, window and status now, and what the customer or the office last did to it (desk/visits/visit-now.ts). */
export type VisitNow = Pick<Visit, 'id' | 'date' | 'window' | 'status' | 'customerChange' | 'deskMovedAt'> & {
  /** The office moved it to another day or window and has not marked the "moved" message sent. */
  untold: boolean;
};

/** GET leads: newest first, a page at a time; `total` counts every lead the filter matches. */
export interface LeadList { leads: LeadSummary[]; total: number }

export interface Note { id: number; author: string; text: string; createdAt: string }
export interface AuditEntry { actor: string; action: string; at: string }

/** A lead with what only its page shows: the technical fields, notes and history (desk/queries.ts). */
export interface LeadDetail extends LeadSummary {
  ip: string;
  userAgent: string;
  firstCalledAt: string | null;
  formMs: number | null;
  escalatedAt: string | null;
  notes: Note[];
  audit: AuditEntry[];
}

/** A lead's page (GET leads/:id, and the answer of every change to a lead). */
export interface LeadPage extends LeadDetail {
  /** Newest first, each with its messages. */
  visits: LeadVisit[];
  /** The site has teams in site.yaml (visits:): the page can give a visit. */
  plansVisits: boolean;
  /** The same person's other leads (same phone), newest first. */
  samePerson: OtherLead[];
  /** Who may own the lead: the owner and staff accounts. */
  staff: string[];
}

/** One of the same person's other leads, with its visits and notes (desk/follow-ups/same-person.ts). */
export interface OtherLead {
  id: number; receivedAt: string; kind: string; kindLabel: string; status: string; service: string; city: string;
  visits: { id: number; date: string; window: string; status: string; total: number }[];
  notes: { author: string; text: string; createdAt: string }[];
}

/** A lead on the Due list (desk/follow-ups/follow-ups.ts). */
export interface DueLead {
  id: number; name: string; phone: string; kind: string; status: string; city: string;
  /** "Booking", "Appointment" (a booking that asked for a day), "Contact"... */
  kindLabel: string;
  owner: string | null; followUpAt: number; overdue: boolean;
}

/**
 * A visit on the Due list (desk/follow-ups/customer-changes.ts): the customer moved or cancelled it
 * on their link and the office has not marked that handled, or the office moved it and has not
 * marked the "moved" WhatsApp message sent.
 */
export interface DueVisit {
  reason: 'customer-moved' | 'customer-cancelled' | 'tell-moved';
  /** When the customer changed it, or the office moved it (ISO 8601). */
  at: string;
  visit: Visit;
  /** tell-moved: the "moved" message as a WhatsApp link, written from the visit. */
  href?: string;
}

/** GET due: follow-ups past their time first (oldest first), then the rest of today's; the visits the office has to act on, oldest first. */
/** `pets`: those due again this week, whose message is not marked sent (issue 44). */
export interface DueList { leads: DueLead[]; visits: DueVisit[]; pets?: DuePet[] }

/** A lead on the spam view (desk/follow-ups/spam.ts). */
export interface SpamLead {
  id: number; receivedAt: string; name: string; phone: string; kind: string; status: string; city: string;
  /** 'fast' or 'burst' when the server flagged it; null when only staff marked it. */
  likelySpam: string | null;
  formMs: number | null;
}

/** GET spam: likely spam not yet looked at, then what was marked, newest first in each. */
export interface SpamView { likely: SpamLead[]; marked: SpamLead[] }

/** GET figures: the last 30 days in India's days, spam left out. */
export interface LeadFigures {
  days: string[];
  /** Kind -> leads per day, in the order of `days`. */
  byKind: Record<string, number[]>;
  /** City slug ("other pages" for the rest) -> leads per day. */
  byCity: Record<string, number[]>;
  medianMsToFirstCall: number | null;
  calledCount: number;
  /** The 12 pages with the most leads. */
  byPage: { path: string; count: number }[];
}

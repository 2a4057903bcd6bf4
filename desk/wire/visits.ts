// What the desk API answers about visits: the day plan, a lead's visits, the windows offered for
// a move or a new visit, the WhatsApp messages, the groomers' calendar feeds, their leave and the
// visits' figures. desk/visits/ answers these types and the browser app (desk/app/) reads them.
import type { MessageKind } from '../../model/visit-messages.ts';
import type { WindowForStaff } from '../../model/visits/groomer-slots.ts';
import type { VisitStatus } from '../../model/visits/visit-status.ts';
import type { ShownLine } from '../../model/visits/line-words.ts';

import type { VisitMoney } from './money.ts';

/** A visit with what its groomer needs at the door (desk/visits/visit-rows.ts). */

export interface Visit {
  id: number;
  leadId: number;
  /** The city's slug. */
  city: string;
  /** YYYY-MM-DD, India's day. */
  date: string;
  /** "09:00-11:00". */
  window: string;
  groomerId: string;
  status: VisitStatus;
  /** The visit's start and end, epoch ms. */
  start: number;
  end: number;
  name: string;
  phone: string;
  address: string;
  /** "Dog", or "Dog (small)" when the form told the dog's size. */
  pet: string;
  breed: string;
  package: string;
  addOns: string;
  /** The customer's special request: what the groomer should know at the door. */
  request: string;
  /** What the groomer collects: the server's own quote, in rupees, as stored when the visit was held or given. */
  total: number;
  /**
   * The stored quote's lines (package, add-on, each fee with its reason, the promo as a negative
   * amount), never priced again from today's rules; empty for a visit stored before lines were kept.
   */
  lines: ShownLine[];
  /** The discounts the groomer gives at the door on proof, taken off the total there ("10% off for students, given at the door on a student ID"). */
  atDoor: string[];
  /** The customer's last move or cancellation on their own link, if any (the office's; a groomer's plan leaves it out). */
  customerChange?: CustomerChange;
  /** When the office last moved it to another day or window, if ever: the "moved" message tells the customer (the office's). */
  deskMovedAt?: string;
  /** The pet the booking named, with its profile (desk/visits/pets.ts); absent for a lead that named none. */
  petProfile?: PetProfile;
}

/**
 * A pet kept under its customer's phone (leads/pets.ts). A groomer's card has what matters at the
 * door (name, temperament, allergies); the office's has the rest: notes, its interval and past visits.
 */
export interface PetProfile {
  id: number; name: string; kind: string; temperament: string; allergies: string;
  breed?: string; size?: string; notes?: string;
  /** The office's own interval for this pet, in weeks; null: its package's (site.yaml). */
  groomEveryWeeks?: number | null;
  /** Its visits, newest first: day, package, groomer's name and status. */
  past?: { date: string; package: string; groomer: string; status: string }[];
}

/** What the office may change of a pet's profile (POST pets/:id). */
export interface PetEdit { temperament: string; allergies: string; notes: string; groomEveryWeeks: number | null }

/** A pet due again (desk/follow-ups/due-again.ts): its last visit was its interval ago, and nothing is booked since. */
export interface DuePet {
  petId: number; leadId: number; petName: string; kind: string; customer: string; phone: string;
  /** The last visit's day and package; the day it was due (its interval after it) and the interval in weeks. */
  lastDate: string; package: string; dueDate: string; everyWeeks: number;
  /** The "due again" message as a WhatsApp link, in the customer's language. */
  href: string;
}

/**
 * What the customer last did on their link (leads/visits/visit-changes.ts): the visit is on Due until
 * the office marks it handled (desk/follow-ups/customer-changes.ts). A change made before the desk kept
 * these marks counts as handled.
 */
export interface CustomerChange {
  kind: 'moved' | 'cancelled';
  /** When, ISO 8601. */
  at: string;
  /** The day and window it left. */
  from: { date: string; window: string };
  /** What the city's terms charged for it, in rupees. */
  fee: number;
  handled: boolean;
  /** Who marked it handled, and when (absent for a change from before the marks). */
  handledBy?: string; handledAt?: string;
}

/** A WhatsApp message of a visit (desk/visits/messages.ts): where it opens (the confirmation asks first), and whether it went out. */
export interface VisitMessage { kind: MessageKind; href?: string; sentAt?: string; sentBy?: string }

/** A visit on a lead's page: the office's, every message offered, with its money and photos as on its day-plan card. */
export type LeadVisit = Visit & { messages: VisitMessage[]; money: VisitMoney; photos?: VisitPhoto[] };

/**
 * A visit of the day plan; a groomer's own plan leaves out leadId (they never open the lead's page).
 * `away`: its groomer is on leave then (the leave in words): the visit waits to be moved.
 */
/** `money`: the visit's payment lines, what is owed and the UPI link to show at the door (desk/visits/visit-money.ts). `photos`: its before-and-after photos (desk/visits/photos.ts). */
export type PlanVisit = Omit<Visit, 'leadId'> & { leadId?: number; messages: VisitMessage[]; away?: string; money?: VisitMoney; photos?: VisitPhoto[] };

/**
 * A photo of the visit (desk/visits/photos.ts), its bytes at GET visits/:id/photos/:n.jpg. `consentAt`:
 * when the customer ticked "You may show these on your website" on their link; absent, not given.
 */
export interface VisitPhoto { n: number; width: number; height: number; addedBy: string; addedAt: string; consentAt?: string }

/** POST visits/:id/photos (the photo's bytes as the body) and POST visits/:id/photos/:n/remove: the visit's photos as they are now. */
export interface VisitPhotosNow { ok: true; photos: VisitPhoto[] }

/** `away`: the groomer's leave that touches the day, in words ("Fri 14 Aug, 10 AM to 2 PM"). */
export interface PlanGroomer { id: string; name: string; city: string; cityName: string; worksToday: boolean; away?: string[] }

/** GET visits?date=: the day plan (desk/visits/plan.ts). */
export interface DayPlan {
  /** Today in India, for the app's "Today" button. */
  today: string;
  date: string;
  groomers: PlanGroomer[];
  /** In order of start, then groomer. */
  visits: PlanVisit[];
  /** The office's flag: tomorrow's visits (India) whose reminder is not marked sent yet. */
  unreminded?: { date: string; count: number; visitIds: number[] };
  /** The office's flag: visits not over yet whose groomer is on leave then, soonest first, on any day. */
  toMove?: LeaveClash[];
}

/** Where a visit goes (the body of a move and of a new visit): a day, an arrival window of its city, a groomer of its city's team. */
export interface Placement { date: string; window: string; groomerId: string }

/** GET visits/:id/windows: the windows open for a move, each with the groomers free for it (desk/visits/open-windows.ts). */
export interface OpenWindows {
  date: string;
  city: string;
  /** The groomers of the city's team, for the choice beside each window. */
  team: { id: string; name: string }[];
  windows: WindowForStaff[];
}

/** GET leads/:id/windows: the windows for a new visit, with the city and package chosen and those to choose from. */
export interface LeadWindows extends OpenWindows {
  packageId: string;
  packages: { id: string; name: string }[];
  cities: { slug: string; name: string }[];
}

/** POST visits/:id/confirmation: the confirmation with a fresh link to the customer's page, as a WhatsApp link and its text. */
export interface Confirmation { href: string; text: string }

/** A groomer's calendar feed: whether it is on, since when and by whom, and the groomer's desk account (desk/visits/calendar.ts). */
export interface CalendarFeed { groomerId: string; name: string; city: string; account: string | null; since: string | null; by: string | null }

/** GET calendars: the owner's for every groomer, a groomer's their own. */
export interface CalendarFeeds { feeds: CalendarFeed[] }

/** POST calendars/:groomerId: the feed's new path after `{api.base}/desk/`, answered once (only its hash is kept). */
export interface IssuedFeed { path: string }

/** GET figures/visits: six whole weeks in India's time, the four before this one, this week and next (desk/visits/figures.ts). */
export interface VisitFigures {
  from: string; to: string; today: string;
  days: string[];
  /** City name -> visits per day, in the order of `days`. */
  byCity: Record<string, number[]>;
  groomers: { id: string; name: string; city: string; bookedHours: number; workedHours: number }[];
  visits: number; cancelled: number; cancellationRate: number | null;
  reachedDoor: number; noShows: number; noShowRate: number | null;
  weeks: { from: string; booked: number; collected: number; visits: number; done: number }[];
}

/** A groomer's leave on the desk (desk/visits/leave.ts): when in instants and in words, the note, who entered it and when. */
export interface LeaveEntry {
  id: number; groomerId: string; groomerName: string; cityName: string;
  /** Epoch ms; a whole day is India's midnight to midnight. */
  start: number; end: number;
  /** "Fri 14 Aug, all day", "Fri 14 Aug, 10 AM to 2 PM" (model/visits/leave.ts leaveWords). */
  words: string;
  note: string; by: string; at: string;
}

/** A visit held in its groomer's leave: listed until it is moved, never moved or cancelled by the leave itself. */
export interface LeaveClash {
  visitId: number; leadId: number; name: string; city: string; date: string; window: string;
  groomerId: string; groomerName: string; status: VisitStatus;
  /** The leave it falls in, in words. */
  leave: string;
}

/** GET leave: the owner's view: the leave not over yet (soonest first), the visits in it still to move, the groomers to choose from. */
export interface LeaveList { leave: LeaveEntry[]; toMove: LeaveClash[]; team: { id: string; name: string; cityName: string }[] }

/** POST leave: the leave entered, and the visits already held in it, to move. */
export interface LeaveAdded { leave: LeaveEntry; toMove: LeaveClash[] }

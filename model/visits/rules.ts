// The rules of bookable visits in two shapes (DESIGN habit 4): Raw* is what an editor writes in
// site.yaml (checked by site.schema.json and pipeline/validate/visit-rules.ts), VisitRules is what
// the engine reads: defaults filled in, clock times turned into minutes, read-only.
//
// This file imports nothing, so model/types.ts can import it and the browser can take the rules
// of one city without the rest of the site.

/** The same pets as model/types.ts names (declared here so this file imports nothing). */
export type VisitPet = 'dog' | 'cat';
/** A dog's size as the owner tells it; cats come in one size for grooming. */
export type DogSize = 'small' | 'large';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** "HH:MM", 24-hour, India's time. */
export type Clock = string;
/** "YYYY-MM-DD", a day in India. */
export type IsoDate = string;

// ---------------------------------------------------------------- raw (site.yaml)

export interface RawGroomer {
  id: string; name: string; days: Weekday[];
  /** Within the city's hours; the city's hours when left out. */
  hours?: { opens: Clock; closes: Clock };
  /** Some of the city's service areas; all of them when left out. */
  areas?: string[];
  daysOff?: IsoDate[];
  /** A photo from content/images shown on the city's page, with what it shows (both or neither). */
  photo?: string; alt?: string;
  /** What the groomer earns per done visit: a percent of its quoted total, or rupees by package (model/visits/pay.ts). */
  commission?: Commission;
}

/** A groomer's commission: a share of each done visit's quoted total, or an amount per package. */
export type Commission = { percent: number; perPackage?: undefined } | { perPackage: Readonly<Record<string, number>>; percent?: undefined };

/** When a fee applies; every condition given must hold. */
export interface RawFeeCondition {
  /** The booking is made at or after this time of day. */
  bookedFrom?: Clock;
  /** The booking is made before this time of day. */
  bookedBefore?: Clock;
  /** The visit is at most this many days after the day of booking (0: the same day). */
  visitWithinDays?: number;
}

export interface RawVisitFee { id: string; label: string; amount: number; when: RawFeeCondition }

/** From this many hours before the visit's start, a change costs this percent of the package price. */
export interface RawChangeTier { fromHoursBefore: number; feePercent: number }

/** Closer to the visit than the nearest tier, the change cannot be made online (call us). */
export interface RawVisitTerms { cancel: RawChangeTier[]; reschedule: RawChangeTier[] }

/** A deposit asked before the visit instead of the whole total: exactly one of a fixed amount (rupees) and a percent of the total. */
export interface RawDeposit { amount?: number; percent?: number }

export interface RawCityVisits { team: RawGroomer[]; fees?: RawVisitFee[]; terms?: RawVisitTerms; deposit?: RawDeposit }

/** To whom a promo is given: everyone, or students or seniors, who show proof at the door. */
export type PromoWho = 'everyone' | 'students' | 'seniors';
/**
 * How a promo is claimed: by itself (automatic), with its code, by booking from its landing page,
 * or at the door on proof (a student ID, proof of age), which the online quote cannot check: it
 * notes such a discount and does not take it off the total.
 */
export type PromoClaim = 'automatic' | 'code' | 'page' | 'at-door';

export interface RawPromo {
  id: string;
  /** Without a code the promo applies by itself when its conditions hold. */
  code?: string;
  /** Exactly one of amount (rupees) and percent (of the package price). */
  amount?: number; percent?: number;
  firstBookingOnly?: boolean;
  cities: string[];
  /**
   * A landing page's slug: the promo is that page's own offer and holds only for a visit booked
   * from it. It lasts until an editor removes it; the page and the quote then change together.
   */
  fromPage?: string;
  /** Everyone when left out. */
  who?: PromoWho;
  /** For seniors: the age from which it holds. */
  age?: number;
  /** Left out: code with a code, page with fromPage, else automatic. */
  claim?: PromoClaim;
  /** Its last day, in India; after it the quote ignores it and the pages leave it out. */
  until?: IsoDate;
}

/**
 * Minutes a package takes: cats, small dogs, larger dogs; where a dog's size changes the price,
 * what a small or a larger dog's visit costs (the package's offerPrice when left out, and always
 * for a cat); and the weeks after which a pet groomed with it is due again.
 */
export interface RawDuration { package: string; cat: number; smallDog: number; largeDog: number; prices?: { smallDog?: number; largeDog?: number }; groomEveryWeeks?: number }

export interface RawVisits {
  windowMinutes: number; horizonDays: number; leadMinutes: number; travelMinutes: number;
  /** Weeks after a visit that a pet is due again; DEFAULT_GROOM_EVERY_WEEKS when left out. */
  groomEveryWeeks?: number;
  durations: RawDuration[]; promos: RawPromo[];
}

// ---------------------------------------------------------------- resolved (the engine's input)

/** Minutes after midnight in India, [opens, closes). */
export interface DayHours { readonly opens: number; readonly closes: number }

export interface Groomer {
  readonly id: string; readonly name: string;
  readonly days: readonly Weekday[];
  readonly hours: DayHours;
  readonly areas: readonly string[];
  readonly daysOff: readonly IsoDate[];
  readonly commission?: Commission;
}

export interface FeeCondition {
  readonly bookedFrom?: number; readonly bookedBefore?: number; readonly visitWithinDays?: number;
}

export interface VisitFee { readonly id: string; readonly label: string; readonly amount: number; readonly when: FeeCondition }

export interface ChangeTier { readonly fromHoursBefore: number; readonly feePercent: number }

/** Tiers sorted from the furthest before the visit to the nearest. */
export interface VisitTerms { readonly cancel: readonly ChangeTier[]; readonly reschedule: readonly ChangeTier[] }

export interface CityVisitRules {
  readonly slug: string; readonly name: string;
  /** The city's hours: arrival windows are laid from its opening time. */
  readonly hours: DayHours;
  readonly serviceAreas: readonly string[];
  readonly groomers: readonly Groomer[];
  readonly fees: readonly VisitFee[];
  readonly terms: VisitTerms;
  /** What a UPI link asks before the visit instead of the whole total (model/visits/payment.ts); none: the total. */
  readonly deposit?: { readonly kind: 'amount' | 'percent'; readonly value: number };
}

export interface Promo {
  /** Its name on the quote and the pages, written from the rule itself (model/visits/promo-words.ts), never typed. */
  readonly id: string; readonly label: string; readonly code?: string;
  readonly discount: { readonly kind: 'amount' | 'percent'; readonly value: number };
  readonly firstBookingOnly: boolean;
  readonly cities: readonly string[];
  /** The landing page whose visitors it is for, if it is that page's own offer. */
  readonly fromPage?: string;
  readonly who: PromoWho;
  /** For seniors: the age from which it holds. */
  readonly age?: number;
  readonly claim: PromoClaim;
  /** Its last day, in India. */
  readonly until?: IsoDate;
}

/** An add-on: its name, price and, when not every package may take it, the packages that may. */
export interface AddOnRule {
  readonly label: string; readonly price: number;
  /** The ids of the packages that may take it; every package when left out. */
  readonly packages?: readonly string[];
}

export interface PackageRule {
  readonly id: string; readonly name: string;
  /** What the visitor pays for it (offerPrice): the price the pages state, a cat's and a dog's without a price by size. */
  readonly price: number;
  readonly minutes: { readonly cat: number; readonly smallDog: number; readonly largeDog: number };
  /** Weeks after a visit of it that the pet is due again (the desk's Due list; the office may set a pet's own). */
  readonly groomEveryWeeks: number;
  /** The price by pet and size (visits.durations prices; `price` where none is given). */
  readonly prices: { readonly cat: number; readonly smallDog: number; readonly largeDog: number };
}

/** A pet is due again this many weeks after its visit when site.yaml says nothing (visits.groomEveryWeeks). */
export const DEFAULT_GROOM_EVERY_WEEKS = 6;

export interface VisitRules {
  readonly windowMinutes: number;
  /** The last bookable day is this many days after today (India's date). */
  readonly horizonDays: number;
  /** A visit starts at least this many minutes after the booking. */
  readonly leadMinutes: number;
  /** Kept free before and after each visit of a groomer. */
  readonly travelMinutes: number;
  readonly packages: Readonly<Record<string, PackageRule>>;
  /** The add-ons (site.yaml addOns, the one list), by id. */
  readonly addOns: Readonly<Record<string, AddOnRule>>;
  readonly promos: readonly Promo[];
  /** The cities one can book a visit in (landing pages are not among them). */
  readonly cities: Readonly<Record<string, CityVisitRules>>;
}

/**
 * A groomer's time already taken, as the store keeps it: epoch milliseconds. A visit, or with
 * `away` a leave the owner entered (leave.ts): busy all the same, but without travel time around
 * it, and never counted as a visit of the day.
 */
export interface HeldVisit { readonly groomerId: string; readonly start: number; readonly end: number; readonly away?: true }

/** What is to be groomed: the pet, a dog's size (unknown: the larger), the package. */
export interface VisitRequest { readonly pet: VisitPet; readonly size?: DogSize; readonly packageId: string; readonly area?: string }

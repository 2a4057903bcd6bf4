// What a fact is: one figure a page states that the catalogue (site.yaml) decides. Only these
// kinds are facts; a phone number, a year, a rating or "two clean towels" are not, so they are
// never read as one.

export type FactKind =
  | 'price'        // ₹599, "from ₹599"
  | 'amount-off'   // ₹200 off, ₹200 की छूट
  | 'percent'      // 20%, 20% off, Upto 30% OFF
  | 'time'         // 9 AM, 6:30 AM
  | 'hours'        // 9 AM to 7 PM, 9 AM से 7 PM तक
  | 'notice'       // 2 hours before, 24 hours' notice, 2 घंटे पहले
  | 'packages'     // 4 packages, four dog grooming packages, 4 पैकेज
  | 'cities'       // 10+ cities, six cities, 10+ शहरों
  | 'days'         // 14 days, seven days a week, 7 दिन, सातों दिन
  | 'included';    // "Every package includes a bath …", "… is part of the Deluxe package"

export interface Fact {
  kind: FactKind;
  /** The words as written ("Upto 30% OFF"). */
  text: string;
  /** Where `text` starts in the text read. */
  at: number;
  /** Rupees, percent, minutes after midnight (time, the start of hours), hours (notice) or a count. */
  value: number;
  /** The end of a range of hours, in minutes after midnight. */
  to?: number;
  /** "up to 30%" / "30% तक": the best of several, not one offer. */
  upTo?: boolean;
  /** "10+ cities": at least this many. */
  atLeast?: boolean;
  /** "from ₹599": the lowest price of what is shown. */
  from?: boolean;
  /** An included claim: the sentence, which is checked against the packages it names. */
  sentence?: string;
}

export type FactLanguage = 'en' | 'hi' | string;

/** How a fact is named in a message: `"₹599" (price)`. */
export const describeFact = (f: Fact): string => `"${f.text}" (${kindName[f.kind]})`;

export const kindName: Record<FactKind, string> = {
  price: 'price', 'amount-off': 'amount off', percent: 'percentage', time: 'time', hours: 'hours',
  notice: 'notice period', packages: 'count of packages', cities: 'count of cities', days: 'count of days', included: 'included claim',
};

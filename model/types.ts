// Two shapes of the same site (DESIGN habit 4): RawSite is site.yaml as an editor wrote it
// (validated by site.schema.json), Site is what templates read: resolved, filled in, read-only.
import type { PublishedReview } from './visit-reviews.ts';
import type { DeployTarget } from './deploy-target.ts';
import type { Language } from './languages.ts';
import type { RawCityVisits, RawDeposit, RawVisits, RawVisitTerms, VisitRules } from './visits/rules.ts';

export type Pet = 'dog' | 'cat';
export type Paragraphs = string | string[];

export interface RawFaq { q: string; a: Paragraphs; points?: string[] }
/**
 * An add-on of the one list: what it is, its price, and which packages may take it (`packages`,
 * or `for: all`); `covers` names the inclusion it is, so a package that includes it is never offered it.
 */
export interface RawAddOn { id: string; label: string; description: string; price: number; for?: 'all'; packages?: string[]; covers?: string }
export type RawInclusion = string | { text: string; only: Pet };
export interface Hours { opens: string; closes: string }
/** Decimal degrees, for search engines. */
export interface Geo { latitude: number; longitude: number }

export interface RawPackage {
  id: string; kind: 'grooming' | 'haircut'; name: string; subtitle: string;
  listPrice: number; offerPrice: number;
  inclusions: RawInclusion[]; extras?: string[];
}

/** The figures a counter may state (pipeline/placeholders.ts siteFigures). */
export type CounterFigure = 'yearsOfExperience' | 'happyCustomers' | 'googleRating' | 'citiesServed' | 'onRequestTowns' | 'placesServed';

/** A boarding plan: its terms are data, said in words by model/boarding.ts. */
export interface RawBoardingPlan {
  id: string; name: string; offerPrice: number; listPrice: number;
  /** Day boarding: the hours the pet stays, and the meals it gets. */
  hours?: Hours; meals?: number;
  /** Priced per day. */
  perDay?: boolean;
  /** A stay of this many days. */
  days?: number;
  /** Any this many days in a year. */
  anyDaysPerYear?: number;
}

export interface RawLanguage { code: string; hreflang: string; name: string }

export interface RawCity {
  languages?: string[];
  slug: string; name: string; alsoKnownAs?: string; region: string; hours?: Hours;
  payment?: string; promos?: string[]; promoCode?: string; fees?: string[];
  serviceAreas: string[]; landing?: boolean; hiddenCityTiles?: string[]; geo: Geo;
  /** The city's team, its fees and its terms as rules (model/visits). */
  visits?: RawCityVisits;
}

export type PageTemplate =
  | 'home' | 'pet-grooming' | 'pet-hair-cutting' | 'price' | 'pet-packages' | 'about' | 'gallery'
  | 'blog' | 'contact' | 'privacy-policy' | 'booking-confirm' | 'thank-you' | 'thanks' | 'contact-confirm';

export interface RawPage {
  path: string; template: PageTemplate; pet?: Pet; title: string; heading?: string;
  description: string; noindex?: boolean;
  /** The languages the page is in (codes of `languages`); left out, all of them. */
  languages?: string[];
  /** A photo from content/images in the page's title band, with what it shows (templates with a title band: HERO_TEMPLATES). */
  hero?: HeroPhoto;
}

/** A page's photo and what it shows, for those who cannot see it. */
export interface HeroPhoto { photo: string; alt: string }

export interface RawSite {
  /** The site's languages, the default first (model/languages.ts); left out, the site is in `site.language` alone. */
  languages?: RawLanguage[];
  /** Where dist/ is deployed: whether the build makes .br/.gz twins for it (model/deploy-target.ts); nginx by default. */
  hosting?: { target?: DeployTarget };
  site: { name: string; url: string; language: string; tagline: string; copyrightYear: number; themeColor: string };
  contact: {
    phone: string; phoneDisplay: string; email: string;
    whatsapp: { number: string; greeting: string };
    office: { name: string; street: string; locality: string; region: string; postalCode: string; country: string; mapQuery: string; geo: Geo };
    social: { name: string; url: string }[];
    app: { name: string; store: string; url: string };
  };
  reviews: { writeReviewUrl: string; listings: { name: string; kind: string; rating: number; url: string }[] };
  claims: {
    /** Each counter states a figure kept once: counted from the data, or read from where it is kept. */
    counters: { of: CounterFigure; suffix?: string; label: string }[];
    availability: string; yearsOfExperience: number; happyCustomers: number; minimumCustomerAge: number;
  };
  /** What the privacy policy promises (content/pages/privacy-policy.md names it by placeholder). */
  privacy?: { answerWithinDays: number };
  /** Offer texts; their figures are placeholders filled from visits.promos ({bestPercent}, {landingPercent}, {landingUntil}). */
  offers: { heading: string; landingText: string; metaText: string };
  banner: { noVan: string; prepare?: string };
  donation: { city: string; dailyAmount: number; billing: string; dogsFedDaily: string; text: string };
  ui: {
    phoneLength: number; sliderIntervalMs: number; chunkTimeoutMs: number; blogPageSize: number; galleryCount: number;
    stickyNavAfterPx: number; backToTopAfterPx: number; cityPopupDelayMs: number;
    typing: { speed: number; pauseMs: number; phrases: string[] }; cityHeadlines: string[];
  };
  messages: {
    phoneInvalid: string; alreadySubmitted: string; serverError: string; boardingSuccess: string;
    appError: string; chunkFailed: string;
    notFound: { title: string; text: string; link: string };
    bookingConfirm: { title: string; text: string }; bookingConfirmed: { title: string; text: string };
    thankYou: { title: string; text: string }; goBack: string; bookByCall: string;
  };
  /** How long leads are kept (default 12 months, leads/retention.ts). */
  retention?: { months: number };
  /** A lead still new this many minutes (of opening hours) after it arrived is announced again (leads/escalation.ts). */
  followUp?: { escalateAfterMinutes: number };
  api: {
    base: string; maxBodyBytes: number; rateLimit: { windowSeconds: number; maxRequests: number };
    corsOrigins: string[]; trustedProxies?: string[]; servers?: string[]; honeypotField: string;
    addressLookup: { enabled: boolean; url: string };
  };
  addOns: RawAddOn[];
  packages: RawPackage[];
  bookingForms: { pets: ('Dog' | 'Cat')[] };
  boarding: {
    freeGroomingPackage: string; maxDaysForOffer: number; offerText: string;
    plans: RawBoardingPlan[];
  };
  cityDefaults: {
    titleTemplate: string; tagline: string; payment: string;
    /** The hours of a city's team when the city states none. */
    hours: Hours;
    /** The terms of cities that state none of their own, and the deposit they ask before a visit (none: the whole total). */
    visits: { terms: RawVisitTerms; deposit?: RawDeposit };
  };
  /**
   * How customers pay (issue 43): the owner's UPI address, which the confirmation, the customer's
   * page and the groomer's card offer as a link and a QR code, and the tax number a receipt states.
   */
  payments?: { upi?: { address: string; name?: string }; taxId?: string };
  /** Bookable visits: windows, horizon, durations, promos (model/visits); a site without it takes no bookings by window. */
  visits?: RawVisits;
  cities: RawCity[];
  localities: { slug: string; name: string; town?: string; city?: string; visits?: 'same-day' | 'on-request'; languages?: string[] }[];
  cityShortcuts: { path: string; city: string }[];
  pages: RawPage[];
  blog: { authorLabel: string; topPosts: string[] };
  aliases: { target: string; legacy?: boolean; paths: string[] }[];
  home: {
    welcome: { title: string; text: string[] };
    heroSlides: { id: string; title: string; text: string; pet: Pet }[];
  };
  services: { id: string; name: string; text: string; icon: string }[];
  howItWorks: { title: string; text: string }[];
  whyChooseUs: { title: string; text: string }[];
  testimonials: { reviewer: string; when: string; rating: number; avatar: string; text: string }[];
  /** A drawing of the pet (described in words by the drawing itself), or a photo from content/images with what it shows. */
  gallery: { pet: Pet; photo?: string; caption?: string }[];
  faqs: { general: RawFaq[]; landing: RawFaq[]; city: RawFaq[] };
}

/** Front matter of content/posts/*.md (content/post.schema.json). */
export interface RawPostMatter {
  title: string; heading?: string; description: string; excerpt: string; date: string;
  pet: Pet | 'both'; imageAlt: string; draft?: boolean;
}

/** Front matter of content/pages/**.md (content/page.schema.json). */
export interface RawPageMatter { title: string; description: string; local?: LocalFacts }

/** What is particular to one locality, shown near the top of its page (front matter `local`). */
export interface LocalFacts { served: string[]; landmarks: string[]; team: string; travel: string }

// ---------------------------------------------------------------- resolved

interface FaqData { q: string; a: string[]; points: string[] }
/** An add-on as pages and forms read it: `packages` lists those that may take it, all when left out. */
interface AddOnData { id: string; label: string; description: string; price: number; packages?: string[]; covers?: string }

interface PackageData {
  id: string; kind: 'grooming' | 'haircut'; name: string; subtitle: string;
  listPrice: number; offerPrice: number;
  /** What is included, per pet (items marked `only` appear for that pet alone). */
  inclusions: Record<Pet, string[]>;
  /** The add-ons that make up an item other packages include (site.yaml addOns with `covers`), which the card names. */
  addOns: AddOnData[]; extras: string[];
}

interface BoardingPlanData { id: string; name: string; offerPrice: number; listPrice: number; terms: string }

/** A long Markdown text (about, privacy policy, a city or a locality), rendered to HTML. */
interface PageTextData { title: string; description: string; html: string; file: string; local?: LocalFacts }

interface CityData {
  /** The languages of its page (site.yaml); absent: every language. */
  languages?: string[];
  slug: string; path: string; name: string; alsoKnownAs?: string; region: string;
  /** Its name in the default language, which names its business in structured data in every language (one entity, one name). */
  entityName: string;
  title: string; description: string; tagline: string;
  hours: Hours; hoursText: string;
  /** The session lengths from visits.durations, when the site has them. */
  sessionSmall?: string; sessionLarge?: string;
  cancellation: string;
  /** A landing page's: each city's own terms, cities with the same terms together ("In Delhi: ..."). */
  termsByCity?: string[];
  payment: string; promos: string[]; fees: string[];
  /** The discounts given at the door on proof, from visits.promos ("10% off for students, given at the door on a student ID."). */
  discounts: string[];
  /** The code one of the promos names, offered in the booking form ("DELHI20"). */
  promoCode?: string;
  serviceAreas: string[]; landing: boolean; hiddenCityTiles: string[]; geo: Geo;
  /** The groomers of its team with a photo (their place in visits.team as `at`), shown on its page. */
  groomers: { name: string; photo: string; alt: string; at: number }[];
  faqs: FaqData[]; text?: PageTextData;
}

interface LocalityData {
  languages?: string[];
  slug: string; path: string; name: string; town?: string;
  /** Outside the cities (visits: on-request): no city team's schedule, hours, offers or fees apply. */
  onRequest: boolean;
  /** The terms that apply: the visiting city's, or for a place visited on request the general ones under the town's name. */
  city: CityData;
  /** "Lodhi Colony, Delhi" or "Ganga Nagar, Meerut". */
  place: string; title: string; description: string; text?: PageTextData;
  /** `place` in the default language: the name of its business in structured data in every language. */
  entityPlace: string;
}

/**
 * A post's article: its file and the hash of its Markdown, with the Markdown itself when this
 * build read the file. A rebuild trusts a file whose size, times and inode are those the last
 * build saw (pipeline/load/matter-cache.ts): its article is read only if its page renders
 * (pipeline/load/article.ts), and the hash tells whether the page's inputs changed.
 */
export interface PostText {
  file: string; hash: string; markdown?: string;
  /** Its HTML as an earlier build made it (pipeline/load/article-cache.ts), set by the renderer just before its page renders. */
  html?: string;
  /** Its word count (model/markdown.ts countWords), kept and set with `html`: the Markdown of a kept article is not read. */
  words?: number;
}

interface PostData {
  slug: string; path: string; file: string; title: string; heading?: string;
  /** The line of its file where the article starts (for a problem's line). */
  bodyLine?: number;
  description: string; excerpt: string; date: string; isoDate: string;
  pet: Pet | 'both'; imageAlt: string; image: string;
  /** Published, or shown only by `groomsite dev`: a draft, or dated after today (scheduled). */
  status: 'published' | 'draft' | 'scheduled';
  /** Its link preview (model/share.ts): its own for the newest posts, its pet's for older ones. */
  preview: string;
  /**
   * The article in Markdown; rendered when its page renders, so a large blog is never held as HTML.
   * A rebuild that finds the file as the last build left it does not read it (see PostText).
   */
  text: PostText;
  /**
   * The language code its article is written in, when not its Site's: a post listed in another
   * language's blog that has no version in that language (pipeline/languages/posts.ts).
   */
  lang?: string;
}

export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[]
  : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

export type Site = DeepReadonly<{
  raw: Omit<RawSite, 'packages' | 'cities' | 'localities' | 'faqs' | 'addOns' | 'boarding' | 'visits'>;
  origin: string;
  packages: PackageData[];
  /** The packages by kind, as pages show them (every page shows every package, and both forms offer them all). */
  packageGroups: { grooming: PackageData[]; haircut: PackageData[] };
  /** The one list of add-ons (site.yaml addOns): forms, cards, /price, the city pages and the quote read it. */
  addOns: AddOnData[];
  /** The plans, and the package boarding up to `maxDaysForOffer` days earns free. */
  boarding: { offerText: string; plans: BoardingPlanData[]; freeGroomingPackage: string; maxDaysForOffer: number };
  /** The cheapest package's offer price: the one "from ₹N" of every page. */
  fromPrice: number;
  /** The whole site's hours: from the earliest opening to the latest closing of any city's team. */
  hoursSpan: Hours;
  /** The same in words: "6:30 AM to 10 PM". */
  hoursSpanText: string;
  /** Each city's hours in words: "Delhi 7 AM to 9 PM, Noida 9 AM to 9 PM ...". */
  hoursByCityText: string;
  /** The session lengths from visits.durations, when the site has them. */
  sessionText?: string;
  /** The counters with their figures. */
  counters: { value: number; suffix: string; label: string }[];
  offers: { landingText: string; metaText: string };
  cities: CityData[];
  localities: LocalityData[];
  posts: PostData[];
  /** The posts of blog.topPosts, in that order (the Top Blog sidebar). */
  topPosts: PostData[];
  texts: { about?: PageTextData; privacy?: PageTextData };
  /** The values of the placeholders that depend on no city, in this Site's language: a post's article is filled with them as its page renders. */
  vars: Record<string, string>;
  faqs: { general: FaqData[]; landing: FaqData[] };
  donationText: string;
  boardingOfferText: string;
  /** The rules of bookable visits (model/visits), when site.yaml has them; without the promos past their last day at the build. */
  visits?: VisitRules;
  /** The last day of each promo code that has one, ended or not: the lead API refuses a code past it (leads/booking-choices.ts). */
  promoCodeEnds: Record<string, string>;
  /** The language this Site's texts are in, with every language of the site (model/languages.ts). */
  language: SiteLanguage;
  /** The site in each other language, by code (pipeline/languages/edition.ts); only on the default language's Site. */
  editions?: Editions;
  /** The reviews of real visits the owner approved (content/reviews.json, model/visit-reviews.ts); none when there are none. */
  visitReviews?: PublishedReview[];
  /**
   * The site definition's files as this Site was read from them ("site.yaml", "strings/hi.yaml"):
   * the build keeps them beside dist/ so the server reads the rules the pages were built from.
   */
  definition?: Record<string, string>;
}>;

/** The language of a Site: its texts' catalog (strings/<code>.yaml, English text -> translation; empty for the default). */
export interface SiteLanguage extends Language {
  languages: Language[];
  texts: Record<string, string>;
  /** Where the catalog lives, for the problems a missing text is reported with. */
  stringsFile: string;
}
export interface Editions { [code: string]: Site }

export type Faq = DeepReadonly<FaqData>;
export type AddOn = DeepReadonly<AddOnData>;
export type Package = DeepReadonly<PackageData>;
export type BoardingPlan = DeepReadonly<BoardingPlanData>;
export type PageText = DeepReadonly<PageTextData>;
export type City = DeepReadonly<CityData>;
export type Locality = DeepReadonly<LocalityData>;
export type Post = DeepReadonly<PostData>;

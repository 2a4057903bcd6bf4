// Field data: what a visitor's browser may report about a visit (issue "Field data"), as the one
// list of facts that the beacon script (islands/client/field-data.ts), the API that checks and
// counts beacons (leads/field-data/), the desk and the privacy policy's test all read. A name
// that is not here is refused by the API, so the script cannot send more than this says.
import type { Route } from './routes.ts';

/** Kinds of page a beacon names; derived from the route at build time (pageTypeOf). */
export const PAGE_TYPES = ['home', 'city', 'locality', 'post', 'blog', 'price', 'company', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** From the viewport's width only: nothing finer than these three. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's effectiveType, or "unknown" where the browser has none (Safari, Firefox). */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** Core Web Vitals and TTFB, as the web-vitals package names them. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/**
 * Largest value believed per metric (milliseconds; CLS has no unit): a beacon above it is a
 * broken clock or a forgery and is refused whole, rather than dragging a percentile.
 */
export const VITAL_MAX: Record<Vital, number> = { LCP: 120_000, INP: 60_000, CLS: 50, FCP: 120_000, TTFB: 120_000 };

/** Google's "good" and "poor" limits (good <= first, poor > second), for the desk's colours. */
export const VITAL_THRESHOLDS: Record<Vital, readonly [number, number]> = {
  LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], FCP: [1800, 3000], TTFB: [800, 1800],
};

/** Contact links whose taps are counted. */
export const TAP_KINDS = ['call', 'whatsapp', 'email', 'directions', 'app'] as const;
export type TapKind = (typeof TAP_KINDS)[number];

/** The campaign tags read from the landing address; gclid only as present or not, never its value. */
export const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Longest referrer host or campaign tag kept; longer ones are cut, odd characters refused. */
export const TAG_MAX_CHARS = 64;

/**
 * A tap names the page it was on by the path search engines index it under (the build writes it
 * on the runtime's script tag): lower-case letters, digits and /._~-, at most this long. A path
 * is no personal data: every visitor of a page sends the same one.
 */
export const PAGE_PATH_MAX_CHARS = 120;
export const isPagePath = (text: unknown): text is string =>
  typeof text === 'string' && text.length <= PAGE_PATH_MAX_CHARS && /^\/[a-z0-9/._~-]*$/.test(text);

/** A beacon is a few hundred bytes; anything over this is refused (413) unread. */
export const BEACON_MAX_BYTES = 1024;

/** Where the field-data script keeps the visit's source for the tab's session (sessionStorage); the forms read it to send with a lead. */
export const VISIT_SOURCE_KEY = 'gs-visit';

/** The landing's source, once per visit: the referring site's host and the campaign tags. */
export interface VisitSource { ref: string; source: string; medium: string; campaign: string; gclid: boolean }

/** What the script sends, one JSON object per beacon. */
export type Beacon =
  | { kind: 'vitals'; page: PageType; device: DeviceClass; net: Connection; vitals: Partial<Record<Vital, number>> }
  | { kind: 'tap'; page: PageType; path?: string; tap: TapKind; from?: VisitSource }
  | { kind: 'visit'; page: PageType; from: VisitSource };

/** A page's type from its route: what the desk groups vitals and taps by. */
export function pageTypeOf(route: Route): PageType {
  const page = route.page;
  switch (page.template) {
    case 'home': case 'city': case 'locality': case 'post': case 'blog': return page.template;
    case 'price': case 'pet-packages': case 'pet-grooming': case 'pet-hair-cutting': return 'price';
    case 'about': case 'gallery': case 'contact': case 'privacy-policy': return 'company';
    default: return 'other'; // confirmations, thank-you pages, 404
  }
}

/**
 * Which kind of contact link an address is (TAP_KINDS, in order), or undefined for any other
 * link. Loose on purpose, as one pattern with a group per kind: it runs in the beacon script,
 * where every byte counts, and the site's own links are these shapes.
 */
const TAP_PATTERN = /^(tel:)|(wa\.me\/|whatsapp)|^(mailto:)|(^geo:|maps)|(play\.google\.com|apps\.apple\.com)/i;
export function tapKindOf(href: string): TapKind | undefined {
  const match = TAP_PATTERN.exec(href);
  return match ? TAP_KINDS[match.slice(1).findIndex(Boolean)] : undefined;
}

/** Coarse device class from the viewport's CSS width. */
export const deviceClassOf = (width: number): DeviceClass => (width < 600 ? 'phone' : width < 1024 ? 'tablet' : 'desktop');

/**
 * The percentile sketch: each value falls into one of a fixed set of log-scale buckets, 10%
 * wide, so a day's counts per bucket are all that is stored and any percentile reads back within
 * 5%. CLS is counted in thousandths so that one scale serves every metric.
 */
const RATIO = 1.1;
const scaleOf = (metric: Vital) => (metric === 'CLS' ? 1000 : 1);

export function bucketOf(metric: Vital, value: number): number {
  const v = value * scaleOf(metric);
  return v < 1 ? 0 : 1 + Math.floor(Math.log(v) / Math.log(RATIO));
}

/** The value a bucket stands for: the geometric middle of its range (0 for the bottom bucket). */
export function bucketValue(metric: Vital, bucket: number): number {
  if (bucket <= 0) return 0;
  return RATIO ** (bucket - 1) * Math.sqrt(RATIO) / scaleOf(metric);
}

/** The `p`th percentile (0-100) of counts per bucket; undefined without any count. */
export function percentileOf(metric: Vital, counts: ReadonlyMap<number, number> | readonly [number, number][], p: number): number | undefined {
  const sorted = [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return undefined;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const [bucket, n] of sorted) {
    seen += n;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return bucketValue(metric, sorted[sorted.length - 1][0]);
}

/** Good, needs improvement or poor, by Google's limits. */
export function ratingOf(metric: Vital, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * A referrer host or campaign tag as kept: lower case, runs of other characters than letters,
 * digits and `._~-` made one `-`, at most TAG_MAX_CHARS. The script cleans what it reads; the API
 * refuses a value that is not already clean, so nothing odd reaches the desk.
 */
export const cleanTag = (text: string | null | undefined): string =>
  (text ?? '').trim().toLowerCase().replace(/[^a-z0-9._~-]+/g, '-').slice(0, TAG_MAX_CHARS);

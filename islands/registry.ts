// The one list of islands, as plain data: each name with the group whose chunk holds its
// component, the groups started only on demand, and each group's chunk module. No imports, so
// the build reads it as a module (pipeline/outputs/assets.ts, the preload hints) and the browser
// entry (islands/client/main.ts) bundles it as a few strings. The server marks an island with its
// name (islands/server/island.tsx) and the browser loads its group's chunk by that name
// (islands/client/groups.ts), only on pages that have one of its islands.
//
// Why groups and not one chunk per island (measured with bench/page-weight.ts): with a chunk per
// island the city and locality pages loaded 19 script files, many of a few hundred bytes, and
// gzip's per-file overhead made them 16.7 KB gzip against DESIGN's 12 KB; grouped as below (and
// with what the islands share in Preact's chunk, islands/client/shared-chunk.ts), a page loads at
// most 6 files and 11.6 KB before any interaction (the heaviest, the confirmation page; 10.9 KB
// on the home page). Islands that appear together share a chunk: `chrome` is on every page
// (bundled with the runtime into Preact's chunk, client/shared-chunk.ts), `page` holds the tabs
// and a city's rotating headline, `hero` the home page's slider and typing headline (1.5 KB that
// the price, city and locality pages no longer load), `map` the contact page's map. The forms
// are not loaded with the page at all, and each of their groups starts on its own, when the
// visitor first wants one of its islands (islands/client/main.ts); until then their server markup stands:
// - `offer`, the quick offer's form, once the visitor starts filling in the pop-up: 2.4 KB more,
//   with the chunk of what every form shares (client/groups/forms-base.ts: the phone field, the
//   submit hook, the sending). The pop-up itself is a native <dialog> that the runtime's own small
//   chunk (client/offer-dialog.ts, 0.7 KB) opens when its timer runs out (a city page) or the
//   visitor scrolls past the packages. A visitor who reads a page to its end gets that and the
//   field-data script (2.9 KB): 14.4 KB on the home page, 13.0 KB on a city page, within issue
//   45's 15 KB, against 25.5 KB when the pop-up pulled one chunk of every form with the booking
//   engine;
// - `contact`, the contact form, at a first focus, pointer or key in it;
// - `booking`, the package, appointment and boarding dialogs with the visits engine (the quote,
//   the arrival windows, the city's rules: 10.8 KB with the shared part), only when one opens (a
//   Book button).
// `confirm` (what was sent, the reference, when we call) is only on the confirmation pages, so no
// other page carries its code; `visit` (the customer's own page, /b/<token>) only on that page.

/** Each group's chunk module, from islands/; it exports its islands' components by name. */
export const groupModules = {
  chrome: 'client/groups/chrome.ts',
  page: 'client/groups/page.ts',
  hero: 'client/groups/hero.ts',
  map: 'client/groups/map.ts',
  offer: 'client/groups/offer.ts',
  contact: 'client/groups/contact.ts',
  booking: 'client/groups/booking.ts',
  confirm: 'client/groups/confirm.ts',
  visit: 'client/groups/visit.ts',
} as const;

export type IslandGroup = keyof typeof groupModules;

/** Each island's group; the group module exports its component under this name. */
export const islandGroupOf = {
  nav: 'chrome',
  'back-to-top': 'chrome',
  trigger: 'chrome',
  'go-back': 'confirm',
  visit: 'visit',
  tabs: 'page',
  slider: 'hero',
  typing: 'hero',
  rotating: 'page',
  map: 'map',
  'booking-form': 'booking',
  'quick-offer': 'offer',
  'boarding-form': 'booking',
  'contact-form': 'contact',
} as const satisfies Record<string, IslandGroup>;

/**
 * Groups bundled with the runtime (which the entry starts, in Preact's chunk) instead of a chunk
 * of their own: the chrome is on every page, so its own file only added a request, gzip's overhead and imports between files
 * (334 bytes gzip on every page, measured with pipeline/check/page-audit.ts).
 */
export const entryGroups: readonly IslandGroup[] = ['chrome'];

/**
 * Groups started only when the visitor first wants one of their islands, not with the page; each
 * starts on its own (islands/client/main.ts), so the quick offer's form never loads the booking
 * forms, nor a Book button the contact form.
 */
export const onDemandGroups: readonly IslandGroup[] = ['offer', 'contact', 'booking'];

/**
 * The island that answers each "open this form" event (islands/events.ts FormName): the runtime
 * starts that island's group when the event comes before it has started, and sends it again once
 * it has (islands/client/groups.ts checks the names).
 */
export const formIslands = {
  package: 'booking-form',
  appointment: 'booking-form',
  boarding: 'boarding-form',
  'quick-offer': 'quick-offer',
} as const satisfies Record<string, IslandName>;

export type IslandName = keyof typeof islandGroupOf;

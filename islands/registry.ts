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
// most 5 files and 11.2 KB before any interaction (the forms, 8.3 KB, come on first use). Islands
// that appear together share a chunk: `chrome` is on every page (bundled into the entry), `page`
// holds the content widgets, and `forms` (the booking dialogs and the contact form) is not
// loaded with the page at all: the browser entry starts those islands when the visitor first
// wants one (a Book click, the quick offer's timer, a first focus or click in the contact form);
// until then their server markup stands. `confirm` (what was sent, the reference, when we call) is
// only on the confirmation pages, so no other page carries its code; `visit` (the customer's own
// page, /b/<token>) only on that page.

/** Each group's chunk module, from islands/; it exports its islands' components by name. */
export const groupModules = {
  chrome: 'client/groups/chrome.ts',
  page: 'client/groups/page.ts',
  forms: 'client/groups/forms.ts',
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
  'read-more': 'page',
  accordion: 'page',
  slider: 'page',
  typing: 'page',
  rotating: 'page',
  map: 'page',
  'booking-form': 'forms',
  'quick-offer': 'forms',
  'boarding-form': 'forms',
  'contact-form': 'forms',
} as const satisfies Record<string, IslandGroup>;

/**
 * Groups bundled into the browser entry itself instead of a chunk of their own: the chrome is on
 * every page, so its own file only added a request, gzip's overhead and imports between files
 * (334 bytes gzip on every page, measured with pipeline/check/page-audit.ts).
 */
export const entryGroups: readonly IslandGroup[] = ['chrome'];

/** Groups started only when the visitor first wants one of their islands, not with the page. */
export const onDemandGroups: readonly IslandGroup[] = ['forms'];

export type IslandName = keyof typeof islandGroupOf;

// The one list of islands: each name with the group whose chunk holds its component. The server
// marks an island with its name (islands/server/island.tsx, typed against this list) and the
// browser runtime loads its group's chunk by that name, only on pages that have one of its islands.
//
// Why groups and not one chunk per island (measured with bench/page-weight.ts): with a chunk per
// island the city and locality pages loaded 19 script files, many of a few hundred bytes, and
// gzip's per-file overhead made them 16.7 KB gzip against DESIGN's 12 KB; grouped as below, every
// page loads at most 7 files and 11.9 KB before any interaction (the forms chunk, 4.7 KB, comes
// on first use). Islands that appear together share a chunk: `chrome` is on every page, `page`
// holds the content widgets, and `forms` (the booking dialogs and the contact form) is not
// loaded with the page at all: the runtime starts those islands when the visitor first wants one
// (a Book click, the quick offer's timer, a first focus or click in the contact form); until then
// their server markup stands.
export const islandGroups = {
  chrome: () => import('./client/groups/chrome.ts'),
  page: () => import('./client/groups/page.ts'),
  forms: () => import('./client/groups/forms.ts'),
};

export type IslandGroup = keyof typeof islandGroups;

/** Each island's group; the group module (islands/client/groups/) exports its component under this name. */
export const islandGroupOf = {
  nav: 'chrome',
  'back-to-top': 'chrome',
  trigger: 'chrome',
  'go-back': 'chrome',
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

/** Groups started only when the visitor first wants one of their islands, not with the page. */
export const onDemandGroups: readonly IslandGroup[] = ['forms'];

export type IslandName = keyof typeof islandGroupOf;
type Exported = { [G in IslandGroup]: Awaited<ReturnType<(typeof islandGroups)[G]>>['default'] };
/** Every island exported by the group this list names for it, or a type error naming the others. */
export type Misplaced<T extends never = { [N in IslandName]: N extends keyof Exported[(typeof islandGroupOf)[N]] ? never : N }[IslandName]> = T;
type AllIslands = Exported['chrome'] & Exported['page'] & Exported['forms'];
export type IslandComponent<N extends IslandName> = AllIslands[N];
/** The props an island's component takes: what the server writes into the page for the browser. */
export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0];

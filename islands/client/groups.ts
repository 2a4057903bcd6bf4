// How the browser loads each group's chunk (islands/registry.ts names the groups and their
// modules). The imports are written out because esbuild makes a chunk only of a literal import();
// a group bundled with the runtime (entryGroups, the chrome on every page) is imported statically and
// handed over as a module that is already there.
// the types below keep this table, the registry and the components in step, and a unit test
// (tests/islands/island-registry.test.ts) checks that each loader is the module the registry names.
import type { IslandGroup, IslandName, formIslands, islandGroupOf } from '../registry.ts';
import type { IslandComponents } from '../components.ts';
import type { FormName } from '../events.ts';
import chrome from './groups/chrome.ts';

export const loadGroup = {
  chrome: async () => ({ default: chrome }),
  page: () => import('./groups/page.ts'),
  hero: () => import('./groups/hero.ts'),
  map: () => import('./groups/map.ts'),
  offer: () => import('./groups/offer.ts'),
  contact: () => import('./groups/contact.ts'),
  booking: () => import('./groups/booking.ts'),
  confirm: () => import('./groups/confirm.ts'),
  visit: () => import('./groups/visit.ts'),
} satisfies Record<IslandGroup, () => Promise<{ default: object }>>;

type Exported = { [G in IslandGroup]: Awaited<ReturnType<(typeof loadGroup)[G]>>['default'] };
/**
 * Every island exported by the group the registry names for it, as the very component the server
 * renders under that name (islands/components.ts), or a type error naming the others.
 */
export type Misplaced<T extends never = {
  [N in IslandName]: Exported[(typeof islandGroupOf)[N]] extends { [K in N]: IslandComponents[N] } ? never : N
}[IslandName]> = T;

/** Every form an event may open has the island that answers it in the registry (formIslands), and no other name is there. */
export type UnansweredForm<T extends never = Exclude<FormName, keyof typeof formIslands> | Exclude<keyof typeof formIslands, FormName>> = T;

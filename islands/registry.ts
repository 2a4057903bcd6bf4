// The one list of islands: each name with the module that holds its component. The server marks
// an island with its name (templates/islands/island.tsx, typed against this list) and the browser
// runtime loads the module by that name, each as a chunk of its own, only on pages that have it.
export const islandLoaders = {
  nav: () => import('./Nav.tsx'),
  'back-to-top': () => import('./BackToTop.tsx'),
  tabs: () => import('./Tabs.tsx'),
  'read-more': () => import('./ReadMore.tsx'),
  accordion: () => import('./Accordion.tsx'),
  slider: () => import('./HeroSlider.tsx'),
  typing: () => import('./Typing.tsx'),
  rotating: () => import('./Rotating.tsx'),
  trigger: () => import('./Trigger.tsx'),
  'booking-form': () => import('./forms/BookingForm.tsx'),
  'quick-offer': () => import('./forms/QuickOffer.tsx'),
  'boarding-form': () => import('./forms/BoardingForm.tsx'),
  'contact-form': () => import('./forms/ContactForm.tsx'),
  map: () => import('./MapEmbed.tsx'),
  'go-back': () => import('./GoBack.tsx'),
};

export type IslandName = keyof typeof islandLoaders;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>['default'];
/** The props an island's component takes: what the server writes into the page for the browser. */
export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0];

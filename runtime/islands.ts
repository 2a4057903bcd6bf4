// Which code brings which island to life. Each loader is a separate chunk, fetched only by pages
// that contain that island.
import type { RuntimeConfig } from './config.ts';

export type IslandModule = { default: (el: HTMLElement, props: any, config: RuntimeConfig) => void };

export const islandLoaders: Record<string, () => Promise<IslandModule>> = {
  nav: () => import('./islands/nav.ts'),
  'back-to-top': () => import('./islands/back-to-top.ts'),
  tabs: () => import('./islands/tabs.ts'),
  'read-more': () => import('./islands/read-more.ts'),
  accordion: () => import('./islands/accordion.ts'),
  slider: () => import('./islands/slider.ts'),
  typing: () => import('./islands/typing.ts'),
  rotating: () => import('./islands/rotating.ts'),
  'package-form': () => import('./islands/booking-form.ts'),
  'appointment-form': () => import('./islands/booking-form.ts'),
  'quick-offer': () => import('./islands/quick-offer.ts'),
  'boarding-form': () => import('./islands/boarding-form.ts'),
  'contact-form': () => import('./islands/contact-form.ts'),
  map: () => import('./islands/map.ts'),
  'go-back': () => import('./islands/go-back.ts'),
};

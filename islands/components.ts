// Each island's component by its name, for the types only: the server wrapper takes the component
// its name stands for (islands/server/island.tsx), so the props the server writes into the page
// are the props the browser hydrates the same component with (islands/client/groups.ts checks
// that each group exports these components under these names).
import type Nav from './Nav.tsx';
import type BackToTop from './BackToTop.tsx';
import type Trigger from './Trigger.tsx';
import type GoBack from './GoBack.tsx';
import type VisitLink from './VisitLink.tsx';
import type Tabs from './Tabs.tsx';
import type HeroSlider from './HeroSlider.tsx';
import type Typing from './Typing.tsx';
import type Rotating from './Rotating.tsx';
import type MapEmbed from './MapEmbed.tsx';
import type BookingDialog from './forms/BookingDialog.tsx';
import type QuickOfferDialog from './forms/QuickOfferDialog.tsx';
import type BoardingDialog from './forms/BoardingDialog.tsx';
import type ContactForm from './forms/ContactForm.tsx';
import type { IslandName } from './registry.ts';

export interface IslandComponents {
  nav: typeof Nav;
  'back-to-top': typeof BackToTop;
  trigger: typeof Trigger;
  'go-back': typeof GoBack;
  visit: typeof VisitLink;
  tabs: typeof Tabs;
  slider: typeof HeroSlider;
  typing: typeof Typing;
  rotating: typeof Rotating;
  map: typeof MapEmbed;
  'booking-form': typeof BookingDialog;
  'quick-offer': typeof QuickOfferDialog;
  'boarding-form': typeof BoardingDialog;
  'contact-form': typeof ContactForm;
}

/** Every island of the registry has a component here and nothing else does, or a type error names it. */
export type Unlisted<T extends never = Exclude<IslandName, keyof IslandComponents> | Exclude<keyof IslandComponents, IslandName>> = T;

/** The props an island's component takes: what the server writes into the page for the browser. */
export type IslandProps<N extends IslandName> = Parameters<IslandComponents[N]>[0];

// The other islands with the props they need from the site: the header's menu, back to top,
// Book buttons and pet choice (triggers), the map and Go Back.
import { useRoute, useSite } from '../context.tsx';
import { island } from './island.tsx';
import { telHref } from '../../model/format.ts';
import { Logo } from '../art/Logo.tsx';
import type { Slot } from '../../islands/Kept.tsx';
import type { MenuItem } from '../../islands/Nav.tsx';
import type { TriggerProps } from '../../islands/Trigger.tsx';
import NavIsland from '../../islands/Nav.tsx';
import BackToTopIsland from '../../islands/BackToTop.tsx';
import TriggerIsland from '../../islands/Trigger.tsx';
import MapIsland from '../../islands/MapEmbed.tsx';
import GoBackIsland from '../../islands/GoBack.tsx';
import type { FormName } from '../../islands/events.ts';

const Nav = island('nav', NavIsland);
export const BackToTop = island('back-to-top', BackToTopIsland);
const Trigger = island('trigger', TriggerIsland);
export const MapEmbed = island('map', MapIsland);
export const GoBack = island('go-back', GoBackIsland);

/** Whether a menu links to this path: only then does the page mark an item as current. */
export function menuHas(items: readonly MenuItem[], path: string): boolean {
  return items.some((m) => m.href === path || m.children?.some((c) => c.href === path));
}

/** The site header: logo, menu with dropdowns and the call button, sticky after scrolling. */
export function SiteNav({ menuId, items, toggleLabel, call, hashScroll }: {
  menuId: string; items: MenuItem[]; toggleLabel: 'shown' | 'spoken'; call: Slot; hashScroll?: boolean;
}) {
  const site = useSite();
  // Only a page the menu lists is marked, so the header of every other page is the same (and is
  // rendered once for all of them: headerKey in chrome/Header.tsx).
  const path = useRoute().canonicalPath;
  return (
    <Nav menuId={menuId} items={items} current={menuHas(items, path) ? path : ''} toggleLabel={toggleLabel} hashScroll={hashScroll}
      logo={{ href: '/', label: `${site.raw.site.name} home`, art: <Logo /> }} call={{ href: telHref(site), content: call }}
      stickyAfter={site.raw.ui.stickyNavAfterPx} />
  );
}

/** A button that opens a booking form, optionally preset to a pet and a service. */
export function OpenForm({ form, className, text, spoken, pet, service }: {
  form: FormName; className: string; text: string; spoken?: string; pet?: string; service?: string;
}) {
  const event: TriggerProps['event'] = { name: 'gs:open-form', detail: { form, pet, service } };
  return <Trigger event={event} className={className} text={text} spoken={spoken} />;
}

/** FOR DOG / FOR CAT: a link to the packages that also picks the pet. */
export function ChoosePet({ pet, href, className, text }: { pet: string; href: string; className: string; text: string }) {
  return <Trigger event={{ name: 'gs:choose-pet', detail: { pet } }} href={href} className={className} text={text} />;
}

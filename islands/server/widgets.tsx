// The other islands with the props they need from the site: the header's menu, back to top,
// Book buttons and pet choice (triggers), the map and Go Back.
import { useIslandPage } from './page.tsx';
import { island } from './island.tsx';
import { businessTelHref } from '../../model/format.ts';
import type { Slot } from '../Kept.tsx';
import type { MenuItem } from '../Nav.tsx';
import type { TriggerProps } from '../Trigger.tsx';
import NavIsland from '../Nav.tsx';
import BackToTopIsland from '../BackToTop.tsx';
import TriggerIsland from '../Trigger.tsx';
import MapIsland from '../MapEmbed.tsx';
import GoBackIsland from '../GoBack.tsx';
import VisitLinkIsland from '../VisitLink.tsx';
import type { FormName } from '../events.ts';
import { islandWord } from './island-texts.ts';

export type { MenuItem };

const Nav = island('nav', NavIsland);
export const BackToTop = island('back-to-top', BackToTopIsland);
const Trigger = island('trigger', TriggerIsland);
export const MapEmbed = island('map', MapIsland);
export const GoBack = island('go-back', GoBackIsland);
export const VisitLink = island('visit', VisitLinkIsland);

/** Whether a menu links to this path: only then does the page mark an item as current. */
export function menuHas(items: readonly MenuItem[], path: string): boolean {
  return items.some((m) => m.href === path || m.children?.some((c) => c.href === path));
}

/** The site header: logo, menu with dropdowns and the call button, sticky after scrolling. */
export function SiteNav({ menuId, items, toggleLabel, logoArt, call, hashScroll }: {
  menuId: string; items: MenuItem[]; toggleLabel: 'shown' | 'spoken'; logoArt: Slot; call: Slot; hashScroll?: boolean;
}) {
  const { site, route } = useIslandPage();
  // Only a page the menu lists is marked, so the header of every other page is the same (and is
  // rendered once for all of them: headerKey in templates/chrome/Header.tsx).
  const path = route.canonicalPath;
  return (
    <Nav menuId={menuId} items={items} current={menuHas(items, path) ? path : ''} toggleLabel={toggleLabel} hashScroll={hashScroll}
      logo={{ href: '/', label: islandWord(site, '{brand} home', { brand: site.raw.site.name }), art: logoArt }} call={{ href: businessTelHref(site), content: call }}
      stickyAfter={site.raw.ui.stickyNavAfterPx}
      {...(site.language.stringsFile ? { words: [islandWord(site, 'Menu'), islandWord(site, 'Main')] } : {})} />
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

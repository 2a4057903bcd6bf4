// The content widgets: tabs, read more, accordion. Their props are the content itself (server-only
// slots) and a few settings, so the templates use them as they are, with nothing from the site.
import { island } from './island.tsx';
import TabsComponent from '../Tabs.tsx';
import ReadMoreComponent from '../ReadMore.tsx';
import AccordionComponent from '../Accordion.tsx';

export type { Tab } from '../Tabs.tsx';

export const Tabs = island('tabs', TabsComponent);
export const ReadMore = island('read-more', ReadMoreComponent);
export const Accordion = island('accordion', AccordionComponent);

// The content widgets: the tabs. (Read more and the FAQ are the browser's own <details>: templates/sections.) Their props are the content itself (server-only
// slots) and a few settings, so the templates use them as they are, with nothing from the site.
import { island } from './island.tsx';
import TabsComponent from '../Tabs.tsx';

export type { Tab } from '../Tabs.tsx';

export const Tabs = island('tabs', TabsComponent);

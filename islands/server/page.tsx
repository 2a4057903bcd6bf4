// What the server half of the islands reads from the page being rendered: the site (for each
// island's props and the runtime config), the route (the menu marks the current page), and the
// set of islands the page holds (so only pages with islands get a script and their preloads).
// The templates provide it with their own render context (templates/context.tsx), so the
// islands never import the templates.
import { createContext, useContext } from 'react';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

export interface IslandPage {
  site: Site;
  route: Route;
  /** The names of the islands rendered so far on this page. */
  islands: Set<string>;
}

const PageContext = createContext<IslandPage | null>(null);

export const IslandPageProvider = PageContext.Provider;

export function useIslandPage(): IslandPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('islands render inside <IslandPageProvider>');
  return page;
}

// `groomsite check`'s part of the languages: the route table with every language, and each text a
// page in another language would show untranslated (missing.ts). Loaded only for a site with more
// than one language, since it renders those pages (and so loads React) in memory.
import { planRoutes } from '../plan.ts';
import { withLanguageRoutes } from './routes.ts';
import { untranslatedTexts } from './missing.ts';
import type { Problem } from '../problems.ts';
import type { Site } from '../../model/types.ts';

export function untranslatedSite(site: Site, siteFile: string): Problem[] {
  return untranslatedTexts(site, withLanguageRoutes(site, planRoutes(site, siteFile), siteFile));
}

// What the build writes besides the site's own texts: its routes, and the assets every page links.
import { join } from 'node:path';
import { planRoutes } from '../plan.ts';
import { withLanguageRoutes } from '../languages/routes.ts';
import { buildAssets, type BuiltAssets } from '../outputs/assets.ts';
import { processImages, type ImageResult } from '../outputs/images.ts';
import { cacheDir } from '../project.ts';
import { step } from '../errors.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';
import type { BuildRun } from './run.ts';

/** Every route of the site and of its other languages, in the site's order (plan.ts). */
export async function plan(run: BuildRun, site: Site): Promise<Route[]> {
  return run.timed('plan', () => withLanguageRoutes(site, planRoutes(site, join(run.root, 'site.yaml')), join(run.root, 'site.yaml')));
}

export interface MadeAssets { built: BuiltAssets; pictures: ImageResult }

/**
 * The islands' scripts and the styles bundled, and content/images encoded, at once. A build
 * starts this before it loads the site and times only what it still waits for once the site is
 * planned (build.ts).
 */
export async function makeAssets(run: BuildRun): Promise<MadeAssets> {
  const [built, pictures] = await Promise.all([
    step('RenderFailed', 'bundling islands/client/ and templates/styles/', () => buildAssets()),
    step('RenderFailed', 'encoding content/images', () => processImages(run.root, join(cacheDir, 'images'))),
  ]);
  return { built, pictures };
}

// What the editor runs on a change: the checks of `groomsite build` before anything renders (the
// schema, the rules a schema cannot say, facts typed by hand), for the preview; and the build
// itself, into the folder `serve` serves, for the publish. Both read site.yaml's new text from
// memory (the build's `definition`), so the files are written only once the build is in dist/.
import { build, loadSite } from '../pipeline/build.ts';
import { scanSources, typedFactsError } from '../pipeline/facts/scan.ts';

export async function checkSiteText(root: string, files: Readonly<Record<string, string>>): Promise<void> {
  const site = await loadSite(root, { definition: files });
  const scan = scanSources(root, site);
  if (scan.typed.length) throw typedFactsError(scan.typed);
}

export async function buildSiteText(root: string, outDir: string, files: Readonly<Record<string, string>>): Promise<void> {
  await build({ root, outDir, definition: files });
}

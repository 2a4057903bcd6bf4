// A rebuild's usual way: only the pages whose inputs changed are rendered, in process, and dist/
// is updated in place (in-place.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { updateInPlace } from '../in-place.ts';
import { TwinCache, twinCacheDir } from '../outputs/twin-cache.ts';
import { hostFiles } from '../outputs/host-config.ts';
import { markCommitting } from '../render/page-memo.ts';
import { cacheDir } from '../project.ts';
import { writeSite } from '../write.ts';
import type { LastBuild, Written } from './memo.ts';
import type { BuildRun } from './run.ts';
import type { SiteJob } from './site-job.ts';

/**
 * dist/ updated in place, and the host configs beside it written anew; undefined (nothing done)
 * with no last build to start from, or when dist/ cannot be updated in place (in-place.ts).
 */
export async function update(run: BuildRun, job: SiteJob, last: LastBuild): Promise<Written | undefined> {
  const { previous, memo } = last;
  if (!previous) return undefined;
  const here = job.rendererHere();
  const updated = await updateInPlace({
    outDir: run.outDir, site: job.site, pages: job.pages, previous, memo, codeKeys: last.codeKeys, twinCache: TwinCache.open(twinCacheDir(cacheDir)), twins: job.twins,
    render: here.render,
    writeRest: async (writer) => {
      job.throwIfUntranslated(here.untranslated);
      job.throwIfFactsDisagree(here.facts);
      job.writeSiteFiles(writer);
      await job.drawPreviewsInto(writer);
    },
    copyDirs: run.copyDirs,
    // From here dist/ changes file by file: a build stopped half way must not find this memo.
    beforeCommit: () => markCommitting(run.memoFile, previous),
  }, run.timed);
  if (!updated) return undefined;
  run.live();
  await writeSite(run.hostDir, (folder) => hostFiles(job.site, job.routes).map((f) => writeFileSync(join(folder, f.file), f.content)).length);
  return { ...updated, inPlace: true };
}

// The page memo (render/page-memo.ts): what the last build into outDir rendered, read before the
// render, and what this one rendered, recorded once dist/ holds it.
import { hash } from 'node:crypto';
import { TWIN_SETTINGS, type TwinTally } from '../outputs/precompress.ts';
import { renderCodeKeys } from '../render/render-code.ts';
import { MemoCollector, readMemo, type PageMemoFile } from '../render/page-memo.ts';
import { recordDisk } from '../in-place.ts';
import { CheckedPages, checkedFileFor, readChecked, saveChecked } from '../facts/checked.ts';
import { cacheDir } from '../project.ts';
import type { BuildRun } from './run.ts';
import type { SiteJob } from './site-job.ts';

export interface LastBuild {
  /** Each kind of page's code key (render/render-code.ts). */
  codeKeys: Record<string, string>;
  /** The memo of the last build into outDir, made by the same code; none when every page renders. */
  previous: PageMemoFile | undefined;
  /** This build's memo, filled as pages render or are kept. */
  memo: MemoCollector;
  /**
   * The pages whose facts were found right, by the last build and this one (facts/checked.ts), and
   * their file: read when a build renders into a fresh folder (a rebuild in place checks its few
   * pages without them).
   */
  checked: () => { pages: CheckedPages; file: string };
}

/** What the render wrote into dist/. */
export interface Written {
  files: number;
  /** Pages not rendered, their inputs unchanged since the last build. */
  reused: number;
  twins: TwinTally;
  /** dist/ updated in place (update.ts), not made anew. */
  inPlace: boolean;
}

export async function lastBuild(run: BuildRun, job: SiteJob): Promise<LastBuild> {
  // The code of each kind of page is its pages' input (render/render-code.ts); what every page carries is the build's.
  // A build for another host (with twins or without) writes every page into a fresh folder.
  const code = hash('sha1', JSON.stringify([job.twins ? TWIN_SETTINGS : 'no twins', job.assets, [...job.shared].sort()]));
  const codeKeys = await run.timed('code', () => renderCodeKeys());
  const previous = run.renderAll ? undefined : readMemo(run.memoFile, code);
  let checked: ReturnType<LastBuild['checked']> | undefined;
  const checkedPages = () => {
    if (!checked) {
      const file = checkedFileFor(cacheDir, job.site, codeKeys['*'] ?? '');
      checked = { pages: new CheckedPages(readChecked(file)), file };
    }
    return checked;
  };
  return { codeKeys, previous, memo: new MemoCollector(code, previous), checked: checkedPages };
}

/** Saves the memo, for the next build, once dist/ holds what this build wrote. */
export async function record(run: BuildRun, last: LastBuild, written: Written): Promise<void> {
  // Only now that the new dist/ is in place: after a failed build the memo still describes the
  // dist/ that was kept. An update in place recorded dist/ as it changed it (in-place.ts).
  if (!written.inPlace) last.memo.disk = await run.timed('record', () => recordDisk(run.outDir));
  last.memo.save(run.memoFile);
  // A build that made dist/ anew saw every page: what it found right is all the next one needs.
  if (!written.inPlace) saveChecked(last.checked().file, last.checked().pages.right);
  if (written.inPlace) run.logUnchanged(written.reused, ' (dist/ updated in place)');
  else if (last.previous) run.logUnchanged(written.reused, '');
}

// The owner's editor behind the desk (desk/site-editor-routes.ts): a change to site.yaml is written
// into its text as a person would write it (yaml-edit.ts), checked and built by the same pipeline
// as `groomsite build`, from the new text in memory, and only once the build is in dist/ is the
// file written: a refused change leaves site.yaml and dist/ as they were. Each publish is kept with
// its diff (history.ts), committed when the site folder is a Git repository (git.ts), deployed by
// the maintainers' command when one is set (deploy.ts), and can be undone byte for byte.
//
// The file on disk is the truth: each change names the version it was made on, and is refused with
// what changed meanwhile when the file is another now (another owner's publish, a maintainer's hand
// edit on the server, a `git pull`), so no change is lost and none overwritten.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlStore } from '../store/sql.ts';
import type { PublishOutcome, SiteEditorPort } from '../desk/site-editor-routes.ts';
import type { SiteConflict, SiteDraft, SiteEdit, SiteHistory, SitePreview } from '../desk/wire/site-editor.ts';
import { GroomsiteError } from '../pipeline/errors.ts';
import type { Problem } from '../pipeline/problems.ts';
import { applyEdits, checkedEdit, EditRefused, pathWords, readData } from './yaml-edit.ts';
import { fieldProblems } from './field-of.ts';
import { siteDiff } from './site-diff.ts';
import { publishById, publishes, recordPublish, textOfVersion } from './history.ts';
import { commitSite, isGitRoot } from './git.ts';
import { runDeploy } from './deploy.ts';

/** The parts of site.yaml that are the maintainers': the server's own settings, the promises of the privacy policy, the languages and routes. */
export const MAINTAINERS_ONLY: readonly string[] = ['site', 'api', 'retention', 'privacy', 'followUp', 'languages', 'aliases'];

export const versionOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

export interface SiteEditorOptions {
  /** The site folder: site.yaml, content/, strings/. */
  root: string;
  db: SqlStore;
  /** Builds dist/ from the given site.yaml text (pipeline build with `definition`); throws GroomsiteError with problems when refused. */
  build: (siteYaml: string) => Promise<unknown>;
  /** The site and rules read without a render: what preview checks (pipeline loadSite + typed facts). */
  check: (siteYaml: string) => Promise<void>;
  /** After a publish is in dist/: the server's rules follow at once (cli/served-site.ts). */
  published?: () => Promise<void>;
  /** The maintainers' deploy command, run after each publish. */
  deployCommand?: string;
  log?: (line: string) => void;
}

export class SiteEditor implements SiteEditorPort {
  private readonly file: string;
  /** One publish at a time in this process; each reads the file again when its turn comes. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The texts of the versions handed out lately, to show what changed since one of them. */
  private readonly handedOut = new Map<string, string>();

  constructor(private readonly o: SiteEditorOptions) {
    this.file = join(o.root, 'site.yaml');
  }

  private read(): { text: string; version: string } {
    const text = readFileSync(this.file, 'utf8');
    return { text, version: versionOf(text) };
  }

  private remember(version: string, text: string): void {
    this.handedOut.delete(version);
    this.handedOut.set(version, text);
    if (this.handedOut.size > 20) this.handedOut.delete(this.handedOut.keys().next().value as string);
  }

  async draft(): Promise<SiteDraft> {
    const { text, version } = this.read();
    this.remember(version, text);
    const data = readData(text) as Record<string, unknown>;
    const [last] = await publishes(this.o.db, 1);
    return {
      version, data, editable: Object.keys(data).filter((k) => !MAINTAINERS_ONLY.includes(k)),
      ...(last && { last: { id: last.id, at: last.at, by: last.actor } }), deploys: !!this.o.deployCommand,
    };
  }

  private async conflict(base: string, current: { text: string; version: string }): Promise<{ status: 409; body: SiteConflict }> {
    const before = this.handedOut.get(base) ?? await textOfVersion(this.o.db, base);
    return {
      status: 409,
      body: {
        message: 'site.yaml was changed since you opened it (by another publish, or by hand on the server); nothing of your change was written. Start again from the version below.',
        version: current.version,
        changed: before === undefined ? '' : siteDiff(before, current.text),
      },
    };
  }

  /** The edits checked and written into the text, or the refusal that names the one at fault. */
  private edited(text: string, edits: unknown): { text: string } | { refused: Problem } {
    try {
      const checked = (edits as unknown[]).map(checkedEdit);
      const outside = checked.find((e) => MAINTAINERS_ONLY.includes(String(e.path[0])));
      if (outside) throw new EditRefused(`${pathWords(outside.path)}: this part of the site is the maintainers', changed in site.yaml itself`);
      return { text: applyEdits(text, checked satisfies SiteEdit[]) };
    } catch (error) {
      if (!(error instanceof EditRefused)) throw error;
      const where = /^([\w.[\]-]+): /.exec(error.message)?.[1];
      return { refused: { file: this.file, line: 0, col: 0, where: where && where !== 'path' && where !== 'value' && where !== 'op' ? where : '', message: error.message } };
    }
  }

  private problemsOf(error: unknown, text: string): SiteRefusedProblems {
    if (!(error instanceof GroomsiteError)) throw error;
    const problems = error.problems.length ? error.problems : [{ file: this.file, line: 0, col: 0, where: '', message: error.message, hint: error.hint }];
    return fieldProblems(problems, text, this.file);
  }

  async preview(base: string, edits: unknown): Promise<SitePreview | { status: 409; body: SiteConflict }> {
    const current = this.read();
    if (current.version !== base) return this.conflict(base, current);
    const edited = this.edited(current.text, edits);
    if ('refused' in edited) return { ok: false, diff: '', problems: fieldProblems([edited.refused], current.text, this.file) };
    const diff = siteDiff(current.text, edited.text);
    try {
      await this.o.check(edited.text);
      return { ok: true, diff, problems: [] };
    } catch (error) {
      return { ok: false, diff, problems: this.problemsOf(error, edited.text) };
    }
  }

  publish(base: string, edits: unknown, actor: string, note: string): Promise<PublishOutcome> {
    return this.inTurn(async () => {
      const current = this.read();
      if (current.version !== base) return this.conflict(base, current);
      const edited = this.edited(current.text, edits);
      if ('refused' in edited) return { status: 422, body: { message: edited.refused.message, problems: fieldProblems([edited.refused], current.text, this.file) } };
      return this.release(current.text, edited.text, actor, note);
    });
  }

  /** Restores the text before publish `id`, byte for byte, when nothing changed since it; itself a publish. */
  undo(id: number, actor: string): Promise<PublishOutcome> {
    return this.inTurn(async () => {
      const record = await publishById(this.o.db, id);
      if (!record) return { status: 409, body: { message: `publish ${id}: there is no such publish`, version: this.read().version, changed: '' } };
      const current = this.read();
      if (current.version !== record.afterHash) {
        const body = (await this.conflict(record.afterHash, current)).body;
        return { status: 409, body: { ...body, message: `publish ${id} cannot be undone: site.yaml was changed after it; undo the later change first, or edit the values again` } };
      }
      return this.release(current.text, record.beforeText, actor, `Undo of publish ${id}${record.note ? ` (${record.note})` : ''}`, id);
    });
  }

  async history(): Promise<SiteHistory> {
    const records = await publishes(this.o.db);
    const current = this.read().version;
    return {
      entries: records.map((r, i) => ({
        id: r.id, at: r.at, by: r.actor, note: r.note, diff: r.diff, ...(r.undoOf !== undefined && { undoOf: r.undoOf }),
        undoable: i === 0 && r.afterHash === current,
      })),
    };
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => {});
    return turn;
  }

  /** Builds `after` into dist/, then writes it to site.yaml, records it, commits and deploys it. */
  private async release(before: string, after: string, actor: string, note: string, undoOf?: number): Promise<PublishOutcome> {
    const started = performance.now();
    try {
      await this.o.build(after);
    } catch (error) {
      const problems = this.problemsOf(error, after);
      return { status: 422, body: { message: 'the site was not published: the checks found a problem; site.yaml and the pages were left as they were', problems } };
    }
    this.write(after);
    await this.o.published?.();
    const ms = Math.round(performance.now() - started);
    const diff = siteDiff(before, after);
    const summary = note || `Site changed from the desk by ${actor}`;
    const id = await recordPublish(this.o.db, {
      at: new Date().toISOString(), actor, note: summary, beforeHash: versionOf(before), afterHash: versionOf(after),
      beforeText: before, afterText: after, diff, ...(undoOf !== undefined && { undoOf }),
    });
    this.o.log?.(`editor: publish ${id} by ${actor} live in ${ms} ms`);
    const commit = isGitRoot(this.o.root) ? await commitSite(this.o.root, actor, `${summary}\n\nPublished from the desk (publish ${id}).`).catch((error: Error) => {
      this.o.log?.(`editor: publish ${id} is live but could not be committed to Git (${error.message.split('\n')[0]})`);
      return undefined;
    }) : undefined;
    const deploy = this.o.deployCommand ? await runDeploy(this.o.deployCommand, this.o.root) : undefined;
    if (deploy && !deploy.ok) this.o.log?.(`editor: the deploy after publish ${id} failed: ${deploy.output.split('\n').pop()}`);
    return { status: 200, body: { id, version: versionOf(after), diff, ms, ...(deploy && { deploy }), ...(commit && { commit }) } };
  }

  /** site.yaml replaced in one step (a reader never sees half a file), its permissions kept. */
  private write(text: string): void {
    const temporary = `${this.file}.${process.pid}.editing`;
    writeFileSync(temporary, text, { mode: statSync(this.file).mode });
    renameSync(temporary, this.file);
  }
}

type SiteRefusedProblems = ReturnType<typeof fieldProblems>;

// The owner's editor behind the desk (desk/site-editor-routes.ts): a change to site.yaml is written
// into its text as a person would write it (yaml-edit.ts), checked and built by the same pipeline
// as `groomsite build`, from the new text in memory, and only once the build is in dist/ is the
// file written: a refused change leaves site.yaml and dist/ as they were. Each publish is kept with
// its diff (history.ts), committed when the site folder is a Git repository (git.ts), deployed by
// the maintainers' command when one is set (deploy.ts), and can be undone byte for byte.
//
// A photo the owner uploads (photo-upload.ts) waits in the database until a change names it; then
// it is written into content/images before the build, on every server (photo-files.ts), committed
// with the change, and taken away again by an undo that no longer names it.
//
// The file on disk is the truth: each change names the version it was made on, and is refused with
// what changed meanwhile when the file is another now (another owner's publish, a maintainer's hand
// edit on the server, a `git pull`), so no change is lost and none overwritten.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlStore } from '../store/sql.ts';
import type { PhotoOutcome, PublishOutcome, SiteEditorPort } from '../desk/site-editor-routes.ts';
import type { FieldProblem, SiteConflict, SiteDraft, SiteHistory, SitePreview } from '../desk/wire/site-editor.ts';
import { GroomsiteError } from '../pipeline/errors.ts';
import { applyEdits, checkedEdit, EditRefused, pathWords, readData } from './yaml-edit.ts';
import { fieldProblems, pathOf } from './field-of.ts';
import { changedFiles, diffOf, readSiteFiles, versionOf, writeSiteFile, type Files } from './site-files.ts';
import { untranslatedChanges } from './untranslated.ts';
import { latestPublish, publishById, publishes, recordPublish, textOfVersion } from './history.ts';
import { commitSite, isGitRoot } from './git.ts';
import { runDeploy } from './deploy.ts';
import { arrangePhotos, photosNamed, type Arranged } from './photo-files.ts';
import { markPublished } from './photo-store.ts';
import { uploadPhoto } from './photo-upload.ts';
import { approvedReviewsMark, writeReviewsFile, type ReviewsWritten } from './reviews-file.ts';
import { groomersStillBooked } from './team-changes.ts';

/** The parts of site.yaml that are the maintainers': the server's own settings, the promises of the privacy policy, the languages and routes. */
export const MAINTAINERS_ONLY: readonly string[] = ['site', 'api', 'retention', 'privacy', 'followUp', 'languages', 'aliases', 'hosting'];

export type { Files } from './site-files.ts';

/**
 * How often a server looks for another's publish: a query of one indexed row, four times a second,
 * so the other server's build starts within a quarter of a second and the whole change shows there
 * within 2 s (the other's build takes as long as the publisher's).
 */
const FOLLOW_EVERY_MS = 250;

/** Any fixed number: the class of the advisory lock publishes take on PostgreSQL (leads' visits use another). */
const EDITOR_LOCK_CLASS = 7_460_224;

export interface SiteEditorOptions {
  /** The site folder: site.yaml, content/, strings/. */
  root: string;
  db: SqlStore;
  /** Builds dist/ from the given files' texts (pipeline build with `definition`); throws GroomsiteError with problems when refused. */
  build: (files: Files) => Promise<unknown>;
  /** The site and rules read without a render: what preview checks (pipeline loadSite + typed facts). */
  check: (files: Files) => Promise<void>;
  /** After a publish is in dist/: the server's rules follow at once (cli/served-site.ts). */
  published?: () => Promise<void>;
  /** The maintainers' deploy command, run after each publish. */
  deployCommand?: string;
  log?: (line: string) => void;
}

export class SiteEditor implements SiteEditorPort {
  /** One publish at a time in this process; each reads the files again when its turn comes. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The texts of the versions handed out lately, to show what changed since one of them. */
  private readonly handedOut = new Map<string, Files>();
  /** The newest publish this server has built or judged (follow()). */
  private followed = 0;
  private following?: ReturnType<typeof setInterval>;
  /** The approved reviews as last looked at (approvedReviewsMark), so an unchanged look costs one small query. */
  private reviewsSeen?: string;

  constructor(private readonly o: SiteEditorOptions) {}

  private read(): { files: Files; version: string } {
    return readSiteFiles(this.o.root);
  }

  private remember(version: string, files: Files): void {
    this.handedOut.delete(version);
    this.handedOut.set(version, files);
    if (this.handedOut.size > 20) this.handedOut.delete(this.handedOut.keys().next().value as string);
  }

  async draft(): Promise<SiteDraft> {
    const { files, version } = this.read();
    this.remember(version, files);
    const data = readData(files['site.yaml']) as Record<string, unknown>;
    const translations = Object.fromEntries(Object.keys(files).filter((f) => f !== 'site.yaml')
      .map((f) => [f.replace(/^strings\/|\.yaml$/g, ''), readData(files[f]) as Record<string, string>]));
    const [last] = await publishes(this.o.db, 1);
    return {
      version, data, translations, editable: Object.keys(data).filter((k) => !MAINTAINERS_ONLY.includes(k)),
      ...(last && { last: { id: last.id, at: last.at, by: last.actor } }), deploys: !!this.o.deployCommand,
    };
  }

  private async conflict(base: string, current: { files: Files; version: string }): Promise<{ status: 409; body: SiteConflict }> {
    const before = this.handedOut.get(base) ?? await textOfVersion(this.o.db, base);
    return {
      status: 409,
      body: {
        message: 'the site was changed since you opened it (by another publish, or by hand on the server); nothing of your change was written. Start again from the version below.',
        version: current.version,
        changed: before === undefined ? '' : diffOf(before, current.files),
      },
    };
  }

  /** The edits checked and written into the files' texts, or the refusal that names the one at fault. */
  private edited(files: Files, edits: unknown): { files: Files } | { refused: FieldProblem } {
    let file = 'site.yaml';
    try {
      const checked = (edits as unknown[]).map(checkedEdit);
      const out: Files = { ...files };
      for (const edit of checked) {
        file = edit.file ?? 'site.yaml';
        if (!Object.hasOwn(files, file)) throw new EditRefused(`file: expected ${Object.keys(files).join(' or ')}, not ${file}`);
        if (file === 'site.yaml' && MAINTAINERS_ONLY.includes(String(edit.path[0]))) {
          throw new EditRefused(`${pathWords(edit.path)}: this part of the site is the maintainers', changed in site.yaml itself`);
        }
        out[file] = applyEdits(out[file], [edit]);
      }
      return { files: out };
    } catch (error) {
      if (!(error instanceof EditRefused)) throw error;
      const where = /^([^:]+): /.exec(error.message)?.[1];
      const place = where && !['path', 'value', 'op', 'file', 'edits'].includes(where) ? where : '';
      return { refused: { file, where: place, path: place ? pathOf(place) : [], message: error.message } };
    }
  }

  private problemsOf(error: unknown, files: Files): FieldProblem[] {
    if (!(error instanceof GroomsiteError)) throw error;
    const problems = error.problems.length ? error.problems : [{ file: '', line: 0, col: 0, where: '', message: error.message, hint: error.hint }];
    return fieldProblems(problems, files, this.o.root);
  }

  async preview(base: string, edits: unknown): Promise<SitePreview | { status: 409; body: SiteConflict }> {
    const current = this.read();
    if (current.version !== base) return this.conflict(base, current);
    const edited = this.edited(current.files, edits);
    if ('refused' in edited) return { ok: false, diff: '', problems: [edited.refused] };
    const diff = diffOf(current.files, edited.files);
    try {
      await this.withPhotos(current.files, edited.files, () => this.o.check(edited.files));
      const problems = [
        ...untranslatedChanges(current.files, edited.files),
        ...await groomersStillBooked(this.o.db, current.files['site.yaml'], edited.files['site.yaml']),
      ];
      return { ok: problems.length === 0, diff, problems };
    } catch (error) {
      return { ok: false, diff, problems: this.problemsOf(error, edited.files) };
    }
  }

  /**
   * The check of a change that names an upload not yet in content/images runs with the file there
   * (in turn with the builds, which must not publish it meanwhile), and it is taken away after.
   */
  private withPhotos(before: Files, after: Files, check: () => Promise<void>): Promise<void> {
    const dir = join(this.o.root, 'content', 'images');
    if ([...photosNamed(after['site.yaml'])].every((n) => existsSync(join(dir, n)))) return check();
    return this.inTurn(async () => {
      const photos = await arrangePhotos(this.o.root, this.o.db, before['site.yaml'], after['site.yaml']);
      try {
        await check();
      } finally {
        photos.undo();
      }
    });
  }

  /** A photo from the owner's phone, cleaned and kept until a publish names it (photo-upload.ts). */
  photo(bytes: Buffer, actor: string): Promise<PhotoOutcome> {
    return uploadPhoto(this.o.db, bytes, actor);
  }

  publish(base: string, edits: unknown, actor: string, note: string): Promise<PublishOutcome> {
    return this.exclusive(async () => {
      const current = this.read();
      if (current.version !== base) return this.conflict(base, current);
      const edited = this.edited(current.files, edits);
      if ('refused' in edited) return { status: 422, body: { message: edited.refused.message, problems: [edited.refused] } };
      return this.release(current.files, edited.files, actor, note);
    });
  }

  /** Restores the files before publish `id`, byte for byte, when nothing changed since it; itself a publish. */
  undo(id: number, actor: string): Promise<PublishOutcome> {
    return this.exclusive(async () => {
      const record = await publishById(this.o.db, id);
      if (!record) return { status: 409, body: { message: `publish ${id}: there is no such publish`, version: this.read().version, changed: '' } };
      const current = this.read();
      if (current.version !== record.afterHash) {
        const body = (await this.conflict(record.afterHash, current)).body;
        return { status: 409, body: { ...body, message: `publish ${id} cannot be undone: the site was changed after it; undo the later change first, or edit the values again` } };
      }
      return this.release(current.files, record.before, actor, `Undo of publish ${id}${record.note ? ` (${record.note})` : ''}`, id);
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

  /**
   * Servers on one PostgreSQL each keep their own site folder and dist/: each looks at the shared
   * history every `everyMs` (one look at a time) and builds a publish made on another server, so within a couple of
   * seconds both serve the same version, with the same approved reviews. Only a folder still at the version that publish replaced
   * takes it: one edited by hand here is left as it is, and said so in the log.
   */
  follow(everyMs = FOLLOW_EVERY_MS): void {
    if (this.following) return;
    let looking = false;
    this.following = setInterval(() => {
      if (looking) return;
      looking = true;
      this.inTurn(() => this.catchUp())
        .catch((error: Error) => this.o.log?.(`editor: could not look for publishes of other servers (${error.message})`))
        .finally(() => { looking = false; });
    }, everyMs);
    this.following.unref();
  }

  stop(): void {
    clearInterval(this.following);
  }

  /**
   * Loads the pipeline and runs the site's checks once, a few seconds after the server starts, so
   * the owner's first publish does not also pay for loading the build (about a second, cold).
   */
  warm(afterMs = 3000): void {
    setTimeout(() => {
      this.inTurn(() => this.o.check(this.read().files)).catch((error: Error) => this.o.log?.(`editor: the site's checks do not pass as the files are now (${error.message.split('\n')[0]}); a publish will say where`));
    }, afterMs).unref();
  }

  /** Takes what another server of the database published or decided since the last look. */
  private async catchUp(): Promise<void> {
    await this.takeOtherPublish();
    await this.takeReviewDecisions();
  }

  /**
   * A review approved or taken off on another server (or while this one was down) is on these
   * pages too: a cheap look at the approved reviews every time, and the pages built again only when
   * the file they are built from would change (reviews-file.ts).
   */
  private async takeReviewDecisions(): Promise<void> {
    const seen = await approvedReviewsMark(this.o.db);
    if (seen === this.reviewsSeen) return;
    const reviews = await writeReviewsFile(this.o.root, this.o.db);
    if (reviews.changed) {
      try {
        await this.o.build(this.read().files);
      } catch (error) {
        reviews.undo();
        this.o.log?.(`editor: the reviews decided on another server could not be built here (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); tried again at the next decision`);
        this.reviewsSeen = seen;
        return;
      }
      await this.o.published?.();
      this.o.log?.(`editor: the reviews decided on another server show here too (${reviews.count} shown)`);
    }
    this.reviewsSeen = seen;
  }

  /** Builds the newest publish when it was made elsewhere and this folder is at the version it replaced. */
  private async takeOtherPublish(): Promise<void> {
    const latest = await latestPublish(this.o.db);
    if (!latest || latest.id <= this.followed) return;
    const current = this.read();
    if (current.version === latest.afterHash) {
      this.followed = latest.id;
      return;
    }
    const record = current.version === latest.beforeHash ? await publishById(this.o.db, latest.id) : undefined;
    if (!record) {
      this.followed = latest.id;
      this.o.log?.(`editor: publish ${latest.id} (from another server) was not taken here: this server's site files were changed since the version it replaced; publish again from the desk, or copy the files`);
      return;
    }
    // Its uploaded photos come from the database: the other server wrote them into its own folder.
    const photos = await arrangePhotos(this.o.root, this.o.db, current.files['site.yaml'], record.after['site.yaml']);
    // The approved reviews as the database holds them now (reviews-file.ts).
    const reviews = await writeReviewsFile(this.o.root, this.o.db);
    try {
      await this.o.build(record.after);
    } catch (error) {
      photos.undo();
      reviews.undo();
      this.o.log?.(`editor: publish ${latest.id} (from another server) could not be built here (${error instanceof Error ? error.message : String(error)}); the site here stays as it was`);
      this.followed = latest.id;
      return;
    }
    for (const f of changedFiles(current.files, record.after)) writeSiteFile(this.o.root, f, record.after[f]);
    await this.o.published?.();
    this.followed = latest.id;
    this.o.log?.(`editor: publish ${latest.id} by ${record.actor}, made on another server, is live here too`);
  }

  /**
   * A publish or an undo: one at a time in this process, and on PostgreSQL one at a time across the
   * servers (an advisory lock held for the publish), so two owners publishing at once on two
   * servers take turns, and the second is judged against the first (409) instead of forking the site.
   */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.o.db.dialect !== 'postgres') return this.inTurn(work);
    return this.inTurn(() => this.o.db.transaction(async (tx) => {
      await tx.get('SELECT pg_advisory_xact_lock(?, ?)', [EDITOR_LOCK_CLASS, 1]);
      // Judged against the newest publish; the reviews are written by the work itself.
      await this.takeOtherPublish();
      return work();
    }));
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => {});
    return turn;
  }

  /** Builds `after` into dist/, then writes the files, records the publish, commits and deploys it. */
  private async release(before: Files, after: Files, actor: string, note: string, undoOf?: number): Promise<PublishOutcome> {
    const started = performance.now();
    // Checked again here, in turn with the other publishes: a visit may have been given meanwhile.
    const booked = await groomersStillBooked(this.o.db, before['site.yaml'], after['site.yaml']);
    if (booked.length) return { status: 422, body: { message: `the site was not published: ${booked[0].message}`, problems: booked } };
    let photos: Arranged | undefined;
    let reviews: ReviewsWritten | undefined;
    try {
      photos = await arrangePhotos(this.o.root, this.o.db, before['site.yaml'], after['site.yaml']);
      reviews = await writeReviewsFile(this.o.root, this.o.db);
      await this.o.build(after);
    } catch (error) {
      photos?.undo();
      reviews?.undo();
      const problems = this.problemsOf(error, after);
      return { status: 422, body: { message: 'the site was not published: the checks found a problem; site.yaml and the pages were left as they were', problems } };
    }
    const changed = changedFiles(before, after);
    for (const f of changed) writeSiteFile(this.o.root, f, after[f]);
    await this.o.published?.();
    await markPublished(this.o.db, [...photosNamed(after['site.yaml'])]);
    const ms = Math.round(performance.now() - started);
    const diff = diffOf(before, after);
    const summary = note || `Site changed from the desk by ${actor}`;
    const id = await recordPublish(this.o.db, {
      at: new Date().toISOString(), actor, note: summary, beforeHash: versionOf(before), afterHash: versionOf(after),
      before, after, diff, ...(undoOf !== undefined && { undoOf }),
    });
    this.followed = Math.max(this.followed, id);
    this.o.log?.(`editor: publish ${id} by ${actor} live in ${ms} ms`);
    const commit = isGitRoot(this.o.root) ? await commitSite(this.o.root, actor, `${summary}\n\nPublished from the desk (publish ${id}).`, [...changed, ...photos!.paths]).catch((error: Error) => {
      this.o.log?.(`editor: publish ${id} is live but could not be committed to Git (${error.message.split('\n')[0]})`);
      return undefined;
    }) : undefined;
    const deploy = this.o.deployCommand ? await runDeploy(this.o.deployCommand, this.o.root) : undefined;
    if (deploy && !deploy.ok) this.o.log?.(`editor: the deploy after publish ${id} failed: ${deploy.output.split('\n').pop()}`);
    return { status: 200, body: { id, version: versionOf(after), diff, ms, ...(deploy && { deploy }), ...(commit && { commit }) } };
  }

  /**
   * The pages built again with the approved reviews as the database holds them (a review approved,
   * rejected or taken off by the owner): the site's files as they are, content/reviews.json
   * written anew. In turn with the publishes, on every server of a PostgreSQL (exclusive()).
   * Not a publish of the history: it changes no file of the definition, and undo is the owner's
   * decision on the review itself.
   */
  publishReviews(actor: string): Promise<{ ok: true; ms: number; shown: number } | { ok: false; message: string }> {
    return this.exclusive(async () => {
      const started = performance.now();
      const current = this.read();
      const reviews = await writeReviewsFile(this.o.root, this.o.db);
      try {
        await this.o.build(current.files);
      } catch (error) {
        reviews.undo();
        this.o.log?.(`editor: the reviews could not be published (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
        return { ok: false as const, message: 'the pages could not be built just now; the decision is kept and shows at the next publish' };
      }
      await this.o.published?.();
      const ms = Math.round(performance.now() - started);
      this.o.log?.(`editor: reviews published by ${actor} in ${ms} ms (${reviews.count} shown)`);
      return { ok: true as const, ms, shown: reviews.count };
    });
  }
}

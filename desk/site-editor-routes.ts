// The owner's editor's rows of the desk API's route table (desk/api.ts): site.yaml as data, a
// change previewed, published, listed and undone, and a photo uploaded for it. Owner only: staff
// and groomers are answered 403 before anything is read. The work is the editor's (editor/, given
// by `serve` as a SiteEditorPort): the desk knows its answers (desk/wire/site-editor.ts), not how a
// site is built.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, readPhotoBytes } from '../http/body.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { MAX_PHOTO_BYTES } from './photo-clean.ts';
import { OWNER_ONLY } from './roles.ts';
import { answer, type DeskRoute, type RouteDeps } from './routes.ts';
import type { Session } from './sessions.ts';
import type { SiteConflict, SiteDraft, SiteEdit, SiteHistory, SitePhoto, SitePreview, SitePublished, SiteRefused } from './wire/site-editor.ts';

/** What a publish or an undo comes to: live, refused by the checks, or based on an older version. */
export type PublishOutcome =
  | { status: 200; body: SitePublished }
  | { status: 422; body: SiteRefused }
  | { status: 409; body: SiteConflict };

/** An uploaded photo kept (201), or why not: too large (413), not a photo taken (415), unreadable or too small (422), too many waiting (429). */
export type PhotoOutcome =
  | { status: 201; body: SitePhoto }
  | { status: 413 | 415 | 422 | 429; body: { message: string } };

/** The editor as the desk uses it; `edits` arrive unchecked, as sent. */
export interface SiteEditorPort {
  draft(): Promise<SiteDraft>;
  preview(base: string, edits: unknown): Promise<SitePreview | Extract<PublishOutcome, { status: 409 }>>;
  publish(base: string, edits: unknown, actor: string, note: string): Promise<PublishOutcome>;
  history(): Promise<SiteHistory>;
  undo(id: number, actor: string): Promise<PublishOutcome>;
  /** A photo's bytes as uploaded, judged by their content. */
  photo(bytes: Buffer, actor: string): Promise<PhotoOutcome>;
  /** The pages built again with the reviews the owner approved (desk/reviews/routes.ts). */
  publishReviews(actor: string): Promise<{ ok: true; ms: number; shown: number } | { ok: false; message: string }>;
}

/** The cleaning's own limit, applied here as the body arrives, so a larger one is never held whole. */
const MAX_PHOTO_BODY = MAX_PHOTO_BYTES;

/** A change of many texts at once is still small: a whole site.yaml is about 60 KB. */
const MAX_CHANGE_BYTES = 512 * 1024;

async function readChange(req: IncomingMessage): Promise<{ base: string; edits: SiteEdit[] | unknown; note: string }> {
  const body = await readJsonBody(req, MAX_CHANGE_BYTES);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body: expected a JSON object');
  const { base, edits, note } = body as Record<string, unknown>;
  if (typeof base !== 'string' || !/^[0-9a-f]{16,64}$/.test(base)) throw badRequest('base: expected the version the change was made on (from GET site)');
  if (!Array.isArray(edits) || edits.length === 0 || edits.length > 500) throw badRequest('edits: expected a list of 1 to 500 edits');
  if (note !== undefined && (typeof note !== 'string' || note.length > 500)) throw badRequest('note: expected a few words, at most 500 characters');
  return { base, edits, note: typeof note === 'string' ? note.trim() : '' };
}

export function siteEditorRoutes(deps: Pick<RouteDeps, 'changed'>, editor: SiteEditorPort | undefined): DeskRoute<Session>[] {
  const the = (): SiteEditorPort => {
    if (!editor) throw new HttpError(404, 'site: this server edits no site (it serves a folder built elsewhere)');
    return editor;
  };
  const send = (res: ServerResponse, outcome: PublishOutcome) => {
    if (outcome.status === 200) deps.changed();
    if (outcome.status === 200) answer<SitePublished>(res, 200, outcome.body);
    else if (outcome.status === 422) answer<SiteRefused>(res, 422, outcome.body);
    else answer<SiteConflict>(res, 409, outcome.body);
  };
  return [
    { method: 'GET', path: /^site$/, roles: OWNER_ONLY, handle: async ({ res }) => answer<SiteDraft>(res, 200, await the().draft()) },
    {
      method: 'POST', path: /^site\/preview$/, roles: OWNER_ONLY, handle: async ({ req, res }) => {
        const { base, edits } = await readChange(req);
        const preview = await the().preview(base, edits);
        if ('status' in preview) answer<SiteConflict>(res, 409, preview.body);
        else answer<SitePreview>(res, 200, preview);
      },
    },
    {
      method: 'POST', path: /^site\/publish$/, roles: OWNER_ONLY, handle: async ({ req, res, session }) => {
        const { base, edits, note } = await readChange(req);
        send(res, await the().publish(base, edits, session.user, note));
      },
    },
    { method: 'GET', path: /^site\/history$/, roles: OWNER_ONLY, handle: async ({ res }) => answer<SiteHistory>(res, 200, await the().history()) },
    {
      // The body is the photo itself; what it is, is read from its bytes (the editor), not from Content-Type or a name.
      method: 'POST', path: /^site\/photos$/, roles: OWNER_ONLY, handle: async ({ req, res, session }) => {
        if (/^multipart\//i.test(req.headers['content-type'] ?? '')) throw new HttpError(415, 'photo: send the file itself as the body (fetch with body: file), not a form');
        const bytes = await readPhotoBytes(req, MAX_PHOTO_BODY);
        const outcome = await the().photo(bytes, session.user);
        if (outcome.status === 201) answer<SitePhoto>(res, 201, outcome.body);
        else throw new HttpError(outcome.status, outcome.body.message);
      },
    },
    {
      method: 'POST', path: /^site\/undo\/(\d{1,12})$/, roles: OWNER_ONLY,
      handle: async ({ res, params, session }) => send(res, await the().undo(Number(params[0]), session.user)),
    },
  ];
}

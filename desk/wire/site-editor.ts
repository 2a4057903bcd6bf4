// The owner's editor on the wire: what the desk API answers about site.yaml and what the app sends
// to change it (desk/site-editor-routes.ts serves it, desk/app/ reads it). A change is a list of
// edits at paths in the site definition's data, judged against the version the owner started
// from, so an edit made meanwhile (another owner, a maintainer on the server) is never overwritten.

/** A place in site.yaml's data: keys and list positions, as `['packages', 2, 'offerPrice']`. */
export type EditPath = (string | number)[];

/**
 * One change: `set` a value (a key that is missing is added), `add` an item at the end of the list
 * at `path`, or `remove` the list item or key at `path`. Lines the change does not reach stay as
 * they were, comments and blank lines included.
 */
export type SiteEdit = (
  | { op: 'set'; path: EditPath; value: unknown }
  | { op: 'add'; path: EditPath; value: unknown }
  | { op: 'remove'; path: EditPath }
) & {
  /**
   * The file: "site.yaml" (the default), or a language's texts, "strings/hi.yaml", whose keys are
   * the English texts: a text changed in English wants its translation set under the new words
   * (`{ op: 'set', file: 'strings/hi.yaml', path: [english], value: hindi }`), or the build refuses it.
   */
  file?: string;
};

/** GET site: what the editor starts from. */
export interface SiteDraft {
  /** The version of site.yaml these data are (a hash of its bytes): sent back with each change. */
  version: string;
  /** site.yaml's data as the build reads it. */
  data: Record<string, unknown>;
  /** Each other language's texts (strings/<code>.yaml): the English text and its translation. */
  translations: Record<string, Record<string, string>>;
  /** The top-level keys the owner may change here; the rest (the API, retention, the languages) are the maintainers'. */
  editable: string[];
  /** The last publish, if any was made from the desk. */
  last?: { id: number; at: string; by: string };
  /** Whether a deploy command runs after each publish (to a static host). */
  deploys: boolean;
}

/** A problem the site's checks found in a change, on the field it names. */
export interface FieldProblem {
  /** The file the place is in: "site.yaml", or a language's texts ("strings/hi.yaml"). */
  file: string;
  /** The place in the data, as the check names it ("packages[2].offerPrice"); empty for the whole file. */
  where: string;
  /** The same place as a path, to find the field. */
  path: EditPath;
  message: string;
  hint?: string;
}

/** POST site/preview { base, edits }: the change as it would be written, and what the checks say. */
export interface SitePreview {
  ok: boolean;
  /** A unified diff of each file the change touches (only the lines that change). */
  diff: string;
  problems: FieldProblem[];
}

/** POST site/publish { base, edits, note? } (or site/undo/<id>): the change is live. */
export interface SitePublished {
  id: number;
  version: string;
  diff: string;
  /** From the request to the swapped-in site and rules. */
  ms: number;
  /** The deploy command's outcome, when one is set. */
  deploy?: { ok: boolean; ms: number; output: string };
  /** The commit, when the site folder is a Git repository. */
  commit?: string;
}

/** A refused publish (422): nothing was written; each problem on its field. */
export interface SiteRefused { message: string; problems: FieldProblem[] }

/** A change based on an older version (409): what changed meanwhile, and the version to start again from. */
export interface SiteConflict { message: string; version: string; changed: string }

/** GET site/history: every publish, newest first. */
export interface SiteHistory {
  entries: {
    id: number; at: string; by: string; note: string; diff: string;
    /** The publish this one undid. */
    undoOf?: number;
    /** Whether this one can be undone now (it is the latest, and site.yaml has not been changed since). */
    undoable: boolean;
  }[];
}

/**
 * POST site/photos, the photo's bytes as the body (a phone's JPEG, PNG or WebP as the file input
 * gives it: `fetch(url, { method: 'POST', body: file })`): kept until a change names it. Give the
 * name to a photo field with what it shows (a gallery entry's caption, a page's hero or a
 * groomer's alt) and publish; an upload no publish names within a day is removed.
 */
export interface SitePhoto {
  /** The file name to write in site.yaml: photo-<hash>.jpg. */
  name: string;
  /** As it will show: upright, at most 2400 px on its long side. */
  width: number;
  height: number;
  /** The size kept, a JPEG without metadata (no place, no phone, no time). */
  bytes: number;
  /** What the upload was, by its content: jpeg, png or webp. */
  was: string;
}

// The uploaded photos in this server's content/images, kept to what the site's version names: a
// change that names an upload gets its file written (from the database, so a server that follows
// another's publish gets it too), and a change that no longer names one (an undo) takes its file
// away, so the build neither publishes a photo the site does not show nor misses one it does.
// Done before the build, and put back as it was when the build refuses the change.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from '../store/sql.ts';
import { photoUses } from '../model/photos.ts';
import { readData } from './yaml-edit.ts';
import { photoBytes, uploadedOf } from './photo-store.ts';

/** The photos site.yaml's text names, by file name. */
export function photosNamed(siteYaml: string | undefined): Set<string> {
  if (siteYaml === undefined) return new Set();
  try {
    return new Set(photoUses(readData(siteYaml) as object).map((u) => u.name));
  } catch {
    return new Set(); // text the checks will refuse anyway
  }
}

export interface Arranged {
  /** The files written and taken away, as paths in the site folder (content/images/...), for the commit. */
  paths: string[];
  /** Puts content/images back as it was. */
  undo(): void;
}

/** content/images made to hold the uploads `after` names and none that only `before` named. */
export async function arrangePhotos(root: string, db: Sql, before: string | undefined, after: string | undefined): Promise<Arranged> {
  const dir = join(root, 'content', 'images');
  const wanted = photosNamed(after);
  const missing = [...wanted].filter((n) => !existsSync(join(dir, n)));
  const dropped = [...photosNamed(before)].filter((n) => !wanted.has(n) && existsSync(join(dir, n)));
  const bytes = await photoBytes(db, missing);
  const uploads = await uploadedOf(db, dropped);
  const added: string[] = [];
  const removed = new Map<string, Buffer>();
  for (const [name, content] of bytes) {
    mkdirSync(dir, { recursive: true });
    const temporary = join(dir, `.${name}.${process.pid}.writing`);
    writeFileSync(temporary, content);
    renameSync(temporary, join(dir, name)); // a build never reads half a photo
    added.push(name);
  }
  for (const name of dropped.filter((n) => uploads.has(n))) {
    removed.set(name, readFileSync(join(dir, name)));
    rmSync(join(dir, name));
  }
  return {
    paths: [...added, ...removed.keys()].map((n) => `content/images/${n}`),
    undo() {
      for (const name of added) rmSync(join(dir, name), { force: true });
      for (const [name, content] of removed) writeFileSync(join(dir, name), content);
    },
  };
}

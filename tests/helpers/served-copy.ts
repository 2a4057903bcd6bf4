// The real `groomsite serve` on a copy of the real site (scripts/lib/site-copy.ts), built, with
// desk accounts in a fresh SQLite file beside it: where the editor's tests and the browser tests
// of the editor and of reviews start.
import { join } from 'node:path';
import { groomsite, siteCopy, type SiteCopyOptions } from '../../scripts/lib/site-copy.ts';
import { PASSWORD } from './desk.ts';
import { startServe, type ServeProcess } from './serve-process.ts';

export interface ServedCopy {
  /** The copy's folder. */
  root: string;
  /** Its SQLite file (leads.sqlite in the folder). */
  db: string;
  serve: ServeProcess;
}

export interface ServedCopyOptions extends SiteCopyOptions {
  /** The desk accounts, added in this order, each with the tests' PASSWORD. */
  users: Record<string, 'owner' | 'staff'>;
}

/** A copy of the site named from `prefix`, built, its users added, and served. */
export async function serveSiteCopy(prefix: string, options: ServedCopyOptions): Promise<ServedCopy> {
  const root = siteCopy(prefix, options);
  await groomsite(root, ['build', '--quiet']);
  const db = join(root, 'leads.sqlite');
  for (const [name, role] of Object.entries(options.users)) {
    await groomsite(root, ['users', 'add', name, '--role', role, '--db', db], { stdin: `${PASSWORD}\n` });
  }
  return { root, db, serve: await startServe({ cwd: root, db }) };
}

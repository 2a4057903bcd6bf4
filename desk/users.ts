import { LeadsUsageError } from '../leads/errors.ts';
import { withStore } from '../leads/storage/open.ts';
import type { SqlStore } from '../leads/storage/sql.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

/**
 * `groomsite users add|remove|list`: the staff who may open the desk. Accounts live in the leads
 * database (table desk_users), beside the leads they look after; on SQLite the file is created
 * if it does not exist yet (staff are often added before the first serve).
 */
export interface StaffUser {
  name: string;
  createdAt: string;
  /** Sessions open right now (phones and computers logged in). */
  sessions: number;
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,31}$/i;

function withDatabase<T>(target: string, work: (db: SqlStore) => Promise<T>): Promise<T> {
  return withStore(target, 'server', work);
}

export function checkUserName(name: string): string {
  if (!NAME.test(name)) {
    throw new LeadsUsageError(`user name "${name}": use 1 to 32 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
  }
  return name.toLowerCase();
}

/** Adds a user, or gives an existing one a new password (and ends their sessions). */
export async function addUser(opts: { db: string; name: string; password: string }): Promise<'added' | 'changed'> {
  const name = checkUserName(opts.name);
  const problem = passwordProblem(opts.password);
  if (problem) throw new LeadsUsageError(`password for ${name}: ${problem}`);
  const hash = await hashPassword(opts.password);
  return withDatabase(opts.db, (db) => db.transaction(async (tx) => {
    const existed = (await tx.run('UPDATE desk_users SET password_hash = ? WHERE name = ?', [hash, name])) > 0;
    if (existed) await tx.run('DELETE FROM desk_sessions WHERE user_name = ?', [name]);
    else await tx.run('INSERT INTO desk_users (name, password_hash, created_at) VALUES (?, ?, ?)', [name, hash, new Date().toISOString()]);
    return existed ? 'changed' as const : 'added' as const;
  }));
}

/** Removes a user; their sessions end with the account (ON DELETE CASCADE). */
export async function removeUser(opts: { db: string; name: string }): Promise<void> {
  const name = checkUserName(opts.name);
  // The sessions go too: by cascade, and explicitly for a SQLite file opened without foreign keys.
  const removed = await withDatabase(opts.db, (db) => db.transaction(async (tx) => {
    await tx.run('DELETE FROM desk_sessions WHERE user_name = ?', [name]);
    return tx.run('DELETE FROM desk_users WHERE name = ?', [name]);
  }));
  if (removed === 0) throw new LeadsUsageError(`no user named ${name}; groomsite users list shows who there is`);
}

export function listUsers(opts: { db: string }): Promise<StaffUser[]> {
  return withDatabase(opts.db, (db) => db.all<StaffUser>(
    `SELECT u.name, u.created_at AS "createdAt", count(s.token_hash) AS sessions
     FROM desk_users u LEFT JOIN desk_sessions s ON s.user_name = u.name GROUP BY u.name ORDER BY u.name`,
  ));
}

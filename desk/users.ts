import { LeadsUsageError } from '../model/usage-error.ts';
import { withStore } from '../store/open.ts';
import type { SqlStore } from '../store/sql.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { isRole } from './roles.ts';
import { ROLES, type Role } from './wire/session.ts';

/**
 * `groomsite users add|remove|list`: the staff who may open the desk. Accounts live in the leads
 * database (table desk_users), beside the leads they look after; on SQLite the file is created
 * if it does not exist yet (staff are often added before the first serve).
 */
export interface StaffUser {
  name: string;
  createdAt: string;
  role: Role;
  /** A groomer's id in site.yaml's teams. */
  groomerId: string | null;
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

export interface AddUserOptions {
  db: string;
  name: string;
  password: string;
  /** owner, staff or groomer. Left out: staff for a new account, unchanged for an existing one. */
  role?: string;
  /** For a groomer: their id in site.yaml's teams (alone, it implies --role groomer). */
  groomer?: string;
  /** The groomers of site.yaml's teams (id -> name), to check `groomer` against. */
  team?: Readonly<Record<string, string>>;
}

/**
 * The role and groomer id an account gets, or a usage error saying what to write instead.
 * `--groomer ID` alone means a groomer. Neither given: undefined (a new account is staff, an
 * existing one keeps its role, so a new password never changes what someone may do).
 */
export function checkRole(opts: Pick<AddUserOptions, 'role' | 'groomer' | 'team'>): { role: Role; groomerId: string | null } | undefined {
  if (opts.role === undefined && opts.groomer === undefined) return undefined;
  const role = opts.role ?? 'groomer';
  if (!isRole(role)) throw new LeadsUsageError(`--role ${role}: expected one of ${ROLES.join(', ')}`);
  if (role !== 'groomer') {
    if (opts.groomer !== undefined) throw new LeadsUsageError(`--groomer: only a groomer's account names a groomer, not a ${role}'s`);
    return { role, groomerId: null };
  }
  const ids = Object.keys(opts.team ?? {});
  if (opts.groomer === undefined) {
    throw new LeadsUsageError(`--role groomer: name the groomer with --groomer ID${ids.length ? ` (one of ${ids.join(', ')})` : ''}`);
  }
  if (!ids.includes(opts.groomer)) {
    throw new LeadsUsageError(`--groomer ${opts.groomer}: not a groomer of site.yaml's teams${ids.length ? `; the ids are ${ids.join(', ')}` : ' (the site has no visits: section)'}`);
  }
  return { role, groomerId: opts.groomer };
}

/**
 * Adds a user, or gives an existing one a new password (and a new role when one is given), and
 * ends their sessions, so a new role counts from their next login.
 */
export async function addUser(opts: AddUserOptions): Promise<'added' | 'changed'> {
  const name = checkUserName(opts.name);
  const given = checkRole(opts);
  const problem = passwordProblem(opts.password);
  if (problem) throw new LeadsUsageError(`password for ${name}: ${problem}`);
  const hash = await hashPassword(opts.password);
  return withDatabase(opts.db, (db) => db.transaction(async (tx) => {
    const existed = given
      ? (await tx.run('UPDATE desk_users SET password_hash = ?, role = ?, groomer_id = ? WHERE name = ?', [hash, given.role, given.groomerId, name])) > 0
      : (await tx.run('UPDATE desk_users SET password_hash = ? WHERE name = ?', [hash, name])) > 0;
    if (existed) await tx.run('DELETE FROM desk_sessions WHERE user_name = ?', [name]);
    else {
      const { role, groomerId } = given ?? { role: 'staff', groomerId: null };
      await tx.run('INSERT INTO desk_users (name, password_hash, created_at, role, groomer_id) VALUES (?, ?, ?, ?, ?)', [name, hash, new Date().toISOString(), role, groomerId]);
    }
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
    `SELECT u.name, u.created_at AS "createdAt", u.role, u.groomer_id AS "groomerId", count(s.token_hash) AS sessions
     FROM desk_users u LEFT JOIN desk_sessions s ON s.user_name = u.name GROUP BY u.name, u.created_at, u.role, u.groomer_id ORDER BY u.name`,
  ));
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../store/sql.ts';
import type { DeskUser } from './roles.ts';
import type { Role } from './wire/session.ts';

/**
 * Desk sessions. The cookie holds a random token; the database holds only its SHA-256, so a
 * copy of the database does not let anyone in. A session ends after `idleMs` without a request,
 * after `absoluteMs` whatever happens, at logout, and when its user is removed (cascade).
 * Each session has its own CSRF token, sent back by the app in a header on every change.
 */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export const defaultSessionLimits: SessionLimits = {
  idleMs: 12 * 60 * 60 * 1000, // a working day and evening
  absoluteMs: 7 * 24 * 60 * 60 * 1000, // log in again once a week
};

export interface Session {
  user: string;
  csrf: string;
  tokenHash: string;
  /** Read from the account on every request, so a changed role counts at once. */
  role: Role;
  /** A groomer's id in site.yaml's teams; null for owner and staff. */
  groomerId: string | null;
}

/** The session's person as the roles and the visits' rules see them. */
export const userOf = (session: Session): DeskUser => ({ name: session.user, role: session.role, groomerId: session.groomerId });

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Compares two secrets in constant time (the lengths may leak; both are fixed-size tokens). */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const SQL = {
  insert: 'INSERT INTO desk_sessions (token_hash, user_name, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  find: `SELECT s.user_name, s.csrf_token, s.created_at, s.last_seen_at, u.role, u.groomer_id
    FROM desk_sessions s JOIN desk_users u ON u.name = s.user_name WHERE s.token_hash = ?`,
  touch: 'UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ?',
  remove: 'DELETE FROM desk_sessions WHERE token_hash = ?',
  expire: 'DELETE FROM desk_sessions WHERE last_seen_at < ? OR created_at < ?',
};

/** Sessions live in the database, so every server on one database knows every session. */
export class Sessions {
  private readonly limits: SessionLimits;

  constructor(private readonly db: Sql, limits: Partial<SessionLimits> = {}) {
    this.limits = { ...defaultSessionLimits, ...limits };
  }

  /** Starts a session; returns the cookie's token (never stored) and the session. */
  async create(user: string, account: { role: Role; groomerId: string | null }): Promise<{ token: string; session: Session }> {
    const token = randomToken();
    const session = { user, csrf: randomToken(), tokenHash: hashToken(token), ...account };
    const now = Date.now();
    await this.db.run(SQL.insert, [session.tokenHash, user, session.csrf, now, now]);
    return { token, session };
  }

  /**
   * The live session of a cookie token, or undefined (unknown, expired, user removed).
   * `touch: false` for checks that are not the person acting (an open event stream).
   */
  async get(token: string | undefined, touch = true): Promise<Session | undefined> {
    if (!token) return undefined;
    const tokenHash = hashToken(token);
    const row = await this.db.get<{ user_name: string; csrf_token: string; created_at: number; last_seen_at: number; role: Role; groomer_id: string | null }>(SQL.find, [tokenHash]);
    if (!row) return undefined;
    const now = Date.now();
    if (now - row.last_seen_at > this.limits.idleMs || now - row.created_at > this.limits.absoluteMs) {
      await this.db.run(SQL.remove, [tokenHash]);
      return undefined;
    }
    // One write a minute at most: enough for the idle limit, cheap for the live list's requests.
    if (touch && now - row.last_seen_at > 60_000) await this.db.run(SQL.touch, [now, tokenHash]);
    return { user: row.user_name, csrf: row.csrf_token, tokenHash, role: row.role, groomerId: row.groomer_id };
  }

  async end(session: Session): Promise<void> {
    await this.db.run(SQL.remove, [session.tokenHash]);
  }

  /** Removes expired sessions (called now and then; get() refuses them anyway). */
  async sweep(): Promise<void> {
    const now = Date.now();
    await this.db.run(SQL.expire, [now - this.limits.idleMs, now - this.limits.absoluteMs]);
  }
}

// What the desk API answers about the session, and what its live stream sends: the shapes the
// server's routes (desk/session-routes.ts) and the browser app (desk/app/) share. Pure types and
// the list they come from; nothing here runs on one side only (.dependency-cruiser.cjs).
import type { LeadList } from './leads.ts';

/** owner and staff see the whole desk; a groomer only their own visits (desk/roles.ts). */
export const ROLES = ['owner', 'staff', 'groomer'] as const;
export type Role = (typeof ROLES)[number];

/** What the app learns of its session (login, GET session): who, the role (which views to show) and the CSRF token. */
export interface SessionInfo {
  user: string;
  csrf: string;
  role: Role;
  /** A groomer's id in site.yaml's teams; null for owner and staff. */
  groomerId: string | null;
}

/** What the desk page carries for a logged-in visitor (desk/page.ts): the session, and for the office the newest leads. */
export type DeskState = SessionInfo & { list?: LeadList };

/** The answer of a change that has nothing more to say. */
export interface Ok { ok: true }

/** The live stream (GET events): Server-Sent Events of this name, "something changed, fetch again". */
export type LiveEventName = 'changed';

/** What each `changed` event carries: the database's version (newest lead, newest staff change). */
export interface LiveChange { version: string }

// Who may do what on the desk. Three roles (DESIGN "Contracts", Staff):
// - owner: everything, the export of the whole customer list too;
// - staff: leads, their pages, statuses and notes, figures, the day plan (give, move, reassign);
// - groomer: only their own visits, with what a visit needs (name, phone, address, pet, package,
//   window, total to collect), and the day's progress on them (on the way, done, no-show).
// The list itself is in desk/wire/session.ts, which the app reads too. Each route of the desk API
// names the roles it admits (desk/routes.ts); a role it does not name is answered 403 before the
// handler reads anything.
import { HttpError } from '../http/http-error.ts';
import { ROLES, type Role } from './wire/session.ts';

export const OFFICE: readonly Role[] = ['owner', 'staff'];
export const EVERYONE: readonly Role[] = ROLES;
export const OWNER_ONLY: readonly Role[] = ['owner'];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A logged-in person as the routes see them: a groomer's account names their groomer id. */
export interface DeskUser {
  readonly name: string;
  readonly role: Role;
  readonly groomerId: string | null;
}

export function admit(user: DeskUser, allowed: readonly Role[]): void {
  if (!allowed.includes(user.role)) throw new HttpError(403, `not for a ${user.role}'s account: ask the owner`);
}

// The customer's own link to a held visit, /b/<token> (DESIGN "The customer's own link"). The
// token is 144 random bits as base64url; only its SHA-256 is stored, so neither a copy of the
// database nor a look at the desk can open a customer's link. The token leaves the server once,
// in the booking's 201; alerts (webhook, e-mail) never carry it.
import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../../store/sql.ts';
import { languageOfPath } from '../../model/languages.ts';
import { pathnameOf } from '../../model/paths.ts';

/** The page path every link shares; the static host serves one shell page for all of them. */
export const LINK_PREFIX = '/b/';
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether text has a token's shape: anything else is a 404 without touching the database. */
export const isToken = (text: string): boolean => TOKEN.test(text);

/**
 * The link in the language of the page the visit was booked from: /hi/b/<token> for a page under
 * /hi/ (each language of the site has its visit page, pipeline/languages/routes.ts). `codes`: the
 * site's other languages; a page of none of them gets /b/<token>.
 */
export function linkInLanguageOf(link: string, page: string | undefined, codes: readonly string[] = []): string {
  const code = languageOfPath(pathnameOf(page), ['', ...codes]);
  return code ? `/${code}${link}` : link;
}

/** Creates the link of a visit inside the booking's transaction; returns its path, `/b/<token>`. */
export async function createLink(tx: Sql, visitId: number, now: number): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await tx.run('INSERT INTO visit_links (token_hash, visit_id, created_at) VALUES (?, ?, ?)', [hashToken(token), visitId, new Date(now).toISOString()]);
  return `${LINK_PREFIX}${token}`;
}

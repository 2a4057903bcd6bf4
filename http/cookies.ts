import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { clientInfo, forwardedHttps, type TrustedProxies } from './client-address.ts';

/** The desk's cookies, and whether a request reached us over HTTPS. */

export const SESSION_COOKIE = 'desk_session';
/** The login form's CSRF token (the page also carries it): login needs one before any session exists. */
export const LOGIN_COOKIE = 'desk_login';

/** Over TLS, or through one of the site's trusted proxies that says the visitor used HTTPS. */
export function isHttps(req: IncomingMessage, proxies: TrustedProxies): boolean {
  return (req.socket as TLSSocket).encrypted === true || forwardedHttps(req, clientInfo(req, proxies));
}

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * HttpOnly: page scripts never see the token. SameSite=Strict: no other site's page, link or form
 * makes the browser send it. Secure whenever the desk is reached over HTTPS. No Max-Age: the
 * server decides when a session ends; an empty value ends it in the browser too.
 */
function cookie(name: string, value: string, secure: boolean, path: string): string {
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}${value === '' ? '; Max-Age=0' : ''}`;
}

export const sessionCookie = (token: string, secure: boolean): string => cookie(SESSION_COOKIE, token, secure, '/');
export const loginCookie = (token: string, secure: boolean): string => cookie(LOGIN_COOKIE, token, secure, '/');

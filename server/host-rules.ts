// The redirects and rewrites of `_redirects` for dev, which holds its files in memory and never
// writes that file: the same text the build writes (pipeline/outputs/host-config.ts), read with
// the lookup `serve` uses (hosting/redirects.ts), so a customer's link /b/<token> answers the
// visit page and an old .php address moves in dev exactly as behind serve, nginx or Cloudflare.
import { parseRedirects, ruleFor, type Redirect } from '../hosting/redirects.ts';

export type { Redirect } from '../hosting/redirects.ts';

export function hostRules(redirectsText: string): (pathname: string) => Redirect | undefined {
  const rules = parseRedirects(redirectsText);
  return (pathname) => ruleFor(rules, pathname);
}

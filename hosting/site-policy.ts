// What the site's pages load from elsewhere, read from site.yaml: the Content-Security-Policy of
// serve, dev and every host config allows exactly this beyond the site's own origin.
import type { Site } from '../model/types.ts';
import type { HeaderPolicy } from './headers.ts';

const originOf = (url: string) => new URL(url).origin;

/** The address lookup, an API on another host, and the map frame on /contact. */
export function headerPolicy(site: Site): HeaderPolicy {
  const connectSrc: string[] = [];
  const formAction: string[] = []; // the forms post themselves when the page runs no script
  if (site.raw.api.addressLookup.enabled) connectSrc.push(originOf(site.raw.api.addressLookup.url));
  if (/^https?:/.test(site.raw.api.base)) {
    connectSrc.push(originOf(site.raw.api.base));
    formAction.push(originOf(site.raw.api.base));
  }
  return { connectSrc, formAction, frameSrc: ['https://www.google.com'] };
}

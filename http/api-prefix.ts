/**
 * The path every URL of the API starts with, slash included: "/api/" for the default base,
 * "/" when the API sits at the root (base "/"), so `${apiPrefix(api)}booking-form` is right for both.
 */
export function apiPrefix(api: { readonly base: string }): string {
  return `${api.base === '/' ? '' : api.base}/`;
}

// What a new item needs that the owner does not type: an id, unique where site.yaml wants it
// (a groomer's across all cities, since the desk and stored visits name the groomer by it). Pure.

/** Lower-case words joined by hyphens, as site.yaml's ids are: "Sunita Devi" -> "sunita-devi". */
export const slug = (text: string): string =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** `base`, or `base-2`, `base-3`... whichever is not taken yet. */
export function unique(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new groomer's id from the city and their first name: "noida-sunita" (or "noida-new" before a name is typed). */
export const groomerId = (city: string, name: string, taken: ReadonlySet<string>): string =>
  unique(`${city}-${slug(name.trim().split(/\s+/)[0] ?? '') || 'new'}`, taken);

/** A new offer's id from what it gives: its code ("diwali25"), else "15-percent-off" or "300-off". */
export function promoId(promo: { code?: unknown; percent?: unknown; amount?: unknown }, taken: ReadonlySet<string>): string {
  const base = typeof promo.code === 'string' && slug(promo.code) ? slug(promo.code)
    : promo.percent !== undefined ? `${slug(String(promo.percent)) || 'new'}-percent-off`
    : `${slug(String(promo.amount ?? '')) || 'new'}-off`;
  return unique(base, taken);
}

/** Every groomer id in the cities' teams. */
export function groomerIds(cities: readonly { visits?: { team?: readonly { id?: unknown }[] } }[]): Set<string> {
  return new Set(cities.flatMap((c) => (c.visits?.team ?? []).map((g) => String(g.id))));
}

/** What the owner types into a whole-number field: a number when it is one, else the text as typed, for the server to name. */
export function wholeOrText(text: string): number | string {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : text;
}

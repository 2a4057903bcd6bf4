// What a beacon may say, checked against the one list of facts in model/field-data.ts: a known
// kind with exactly its fields, names from the lists, values a browser could really measure.
// Anything else is refused whole with a 400 naming the field, so a forged or broken beacon
// cannot add a name the desk would show, nor drag a percentile with an absurd value.
import { badRequest } from '../../http/http-error.ts';
import {
  CONNECTIONS, DEVICE_CLASSES, PAGE_PATH_MAX_CHARS, PAGE_TYPES, TAP_KINDS, VITALS, VITAL_MAX, cleanTag, isPagePath,
  type Beacon, type Vital, type VisitSource,
} from '../../model/field-data.ts';

type Fields = Record<string, unknown>;

function objectOf(value: unknown, where: string, keys: readonly string[], optional: readonly string[] = []): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${where}: expected a JSON object`);
  const fields = value as Fields;
  const unknown = Object.keys(fields).find((k) => !keys.includes(k) && !optional.includes(k));
  if (unknown !== undefined) throw badRequest(`${where}.${unknown.slice(0, 40)}: not a field of this beacon`);
  const missing = keys.find((k) => !(k in fields));
  if (missing !== undefined) throw badRequest(`${where}.${missing}: missing`);
  return fields;
}

function oneOf<T extends string>(list: readonly T[], value: unknown, where: string): T {
  if (typeof value === 'string' && (list as readonly string[]).includes(value)) return value as T;
  throw badRequest(`${where}: expected one of ${list.join(', ')}`);
}

function tag(value: unknown, where: string): string {
  if (typeof value !== 'string' || cleanTag(value) !== value) throw badRequest(`${where}: expected lower-case text of letters, digits and ._~- (at most 64)`);
  return value;
}

/** A visit's source as a beacon or a lead carries it (`where` names it in the 400). */
export function visitSource(value: unknown, where: string): VisitSource {
  const f = objectOf(value, where, ['ref', 'source', 'medium', 'campaign', 'gclid']);
  if (typeof f.gclid !== 'boolean') throw badRequest(`${where}.gclid: expected true or false`);
  return {
    ref: tag(f.ref, `${where}.ref`), source: tag(f.source, `${where}.source`), medium: tag(f.medium, `${where}.medium`),
    campaign: tag(f.campaign, `${where}.campaign`), gclid: f.gclid,
  };
}

function vitals(value: unknown): Partial<Record<Vital, number>> {
  const f = objectOf(value, 'vitals', [], VITALS);
  const out: Partial<Record<Vital, number>> = {};
  for (const [name, v] of Object.entries(f) as [Vital, unknown][]) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > VITAL_MAX[name]) {
      throw badRequest(`vitals.${name}: expected a number from 0 to ${VITAL_MAX[name]}`);
    }
    out[name] = v;
  }
  if (Object.keys(out).length === 0) throw badRequest('vitals: empty');
  return out;
}

/** The beacon a parsed JSON body holds; throws a 400 HttpError for anything else. */
export function parseBeacon(value: unknown): Beacon {
  const kind = (value as Fields | null)?.kind;
  if (kind === 'vitals') {
    const f = objectOf(value, 'body', ['kind', 'page', 'device', 'net', 'vitals']);
    return {
      kind, page: oneOf(PAGE_TYPES, f.page, 'page'), device: oneOf(DEVICE_CLASSES, f.device, 'device'),
      net: oneOf(CONNECTIONS, f.net, 'net'), vitals: vitals(f.vitals),
    };
  }
  if (kind === 'tap') {
    // `path` may be missing: a page built before taps named their page still counts by its type.
    const f = objectOf(value, 'body', ['kind', 'page', 'tap'], ['from', 'path']);
    if (f.path !== undefined && !isPagePath(f.path)) throw badRequest(`path: expected a page's path of lower-case letters, digits and /._~- (at most ${PAGE_PATH_MAX_CHARS})`);
    const tap = { kind: 'tap' as const, page: oneOf(PAGE_TYPES, f.page, 'page'), tap: oneOf(TAP_KINDS, f.tap, 'tap'), ...(f.path !== undefined && { path: f.path as string }) };
    return f.from === undefined ? tap : { ...tap, from: visitSource(f.from, 'from') };
  }
  if (kind === 'visit') {
    const f = objectOf(value, 'body', ['kind', 'page', 'from']);
    return { kind, page: oneOf(PAGE_TYPES, f.page, 'page'), from: visitSource(f.from, 'from') };
  }
  throw badRequest('kind: expected vitals, tap or visit');
}

// What the desk's "Field data" view reads (GET {api.base}/desk/field-data?days=7|28): the 75th
// percentile of each vital per page type, read back from the day counts' buckets; taps per day
// by kind beside the form leads of those days, by page type and by page; the top referring sites and
// campaigns with the visits, taps and form leads that came from them (a lead carries its visit's
// source: leads/lead-extras.ts). Counts only: there is no visitor here.
import type { Sql } from '../store/sql.ts';
import { HttpError } from '../http/http-error.ts';
import { addDays, indiaDate } from '../model/visits/time.ts';
import { TAP_KINDS, VITALS, percentileOf, ratingOf, type Vital } from '../model/field-data.ts';
import type { FieldReport } from './wire/field-data.ts';

export const FIELD_DATA_PERIODS = [7, 28] as const;

/** The top 10 by visits then leads: a source seen only in leads (its visits' beacons turned off) is listed too. */
function withLeads<T extends { visits: number; taps: number }>(rows: T[], leads: (T & { leads: number })[], key: (r: T) => string): (T & { leads: number })[] {
  const merged = new Map(rows.map((r) => [key(r), { ...r, leads: 0 }]));
  for (const l of leads) {
    const row = merged.get(key(l));
    if (row) row.leads = l.leads;
    else merged.set(key(l), l);
  }
  return [...merged.values()].sort((a, b) => b.visits - a.visits || b.leads - a.leads).slice(0, 10);
}

export function parsePeriod(search: URLSearchParams): number {
  const days = Number(search.get('days') ?? 28);
  if (!(FIELD_DATA_PERIODS as readonly number[]).includes(days)) throw new HttpError(400, `days: expected ${FIELD_DATA_PERIODS.join(' or ')}`);
  return days;
}

export async function fieldReport(db: Sql, period: number, now = Date.now()): Promise<FieldReport> {
  const today = indiaDate(now);
  const from = addDays(today, -(period - 1));
  const days = Array.from({ length: period }, (_, i) => addDays(from, i));
  const num = (v: unknown) => Number(v); // PostgreSQL answers sums of bigint as text

  const buckets = await db.all<{ page_type: string; metric: Vital; bucket: number; n: unknown }>(
    'SELECT page_type, metric, bucket, SUM(n) AS n FROM field_vitals WHERE day >= ? GROUP BY page_type, metric, bucket', [from]);
  const sketches = new Map<string, Map<number, number>>();
  for (const row of buckets) {
    for (const page of [row.page_type, 'all']) {
      const key = `${page} ${row.metric}`;
      const sketch = sketches.get(key) ?? new Map<number, number>();
      sketch.set(row.bucket, (sketch.get(row.bucket) ?? 0) + num(row.n));
      sketches.set(key, sketch);
    }
  }
  const vitals: FieldReport['vitals'] = {};
  for (const [key, sketch] of sketches) {
    const [page, metric] = key.split(' ') as [string, Vital];
    if (!VITALS.includes(metric)) continue;
    const p75 = percentileOf(metric, sketch, 75)!;
    const count = [...sketch.values()].reduce((a, b) => a + b, 0);
    (vitals[page] ??= {})[metric] = { p75: metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75), count, rating: ratingOf(metric, p75) };
  }

  const perDay: Record<string, number[]> = Object.fromEntries([...TAP_KINDS, 'form leads'].map((k) => [k, days.map(() => 0)]));
  const taps = await db.all<{ day: string; kind: string; page_type: string; n: unknown }>(
    'SELECT day, kind, page_type, SUM(n) AS n FROM field_taps WHERE day >= ? GROUP BY day, kind, page_type', [from]);
  const byPage = new Map<string, number>();
  for (const t of taps) {
    const i = days.indexOf(t.day);
    if (i >= 0 && perDay[t.kind]) perDay[t.kind][i] += num(t.n);
    byPage.set(`${t.page_type} ${t.kind}`, (byPage.get(`${t.page_type} ${t.kind}`) ?? 0) + num(t.n));
  }
  const tapsByPath = (await db.all<{ path: string; kind: string; n: unknown }>(
    `SELECT path, kind, SUM(n) AS n FROM field_tap_pages WHERE day >= ? AND path IN
       (SELECT path FROM field_tap_pages WHERE day >= ? GROUP BY path ORDER BY SUM(n) DESC, path LIMIT 20)
     GROUP BY path, kind`, [from, from]))
    .map((t) => ({ path: t.path, kind: t.kind, count: num(t.n) })).sort((a, b) => b.count - a.count || a.path.localeCompare(b.path) || a.kind.localeCompare(b.kind));

  // Leads are stored with their UTC instant: a day's start in India is 05:30 earlier in UTC.
  const leads = await db.all<{ received_at: string }>("SELECT received_at FROM leads WHERE received_at >= ? AND status <> 'spam'",
    [new Date(Date.parse(`${from}T00:00:00+05:30`)).toISOString()]);
  for (const lead of leads) {
    const i = days.indexOf(indiaDate(Date.parse(lead.received_at)));
    if (i >= 0) perDay['form leads'][i]++;
  }

  const referrers = await db.all<{ referrer: string; visits: unknown; taps: unknown }>(
    `SELECT referrer, SUM(visits) AS visits, SUM(taps) AS taps FROM field_sources WHERE day >= ? AND referrer <> ''
     GROUP BY referrer ORDER BY SUM(visits) DESC, referrer LIMIT 10`, [from]);
  const campaigns = await db.all<{ source: string; medium: string; campaign: string; gclid: number; visits: unknown; taps: unknown }>(
    `SELECT source, medium, campaign, gclid, SUM(visits) AS visits, SUM(taps) AS taps FROM field_sources
     WHERE day >= ? AND (source <> '' OR medium <> '' OR campaign <> '' OR gclid = 1)
     GROUP BY source, medium, campaign, gclid ORDER BY SUM(visits) DESC, campaign LIMIT 10`, [from]);

  // Form leads by their visit's source, over the same days (spam left out).
  const sinceUtc = new Date(Date.parse(`${from}T00:00:00+05:30`)).toISOString();
  const leadsByRef = await db.all<{ referrer: string; n: unknown }>(
    `SELECT source_ref AS referrer, count(*) AS n FROM leads WHERE received_at >= ? AND status <> 'spam' AND source_ref <> '' GROUP BY source_ref`, [sinceUtc]);
  const leadsByCampaign = await db.all<{ source: string; medium: string; campaign: string; gclid: number; n: unknown }>(
    `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, gclid, count(*) AS n FROM leads
     WHERE received_at >= ? AND status <> 'spam' AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '' OR gclid = 1)
     GROUP BY utm_source, utm_medium, utm_campaign, gclid`, [sinceUtc]);
  const campaignKey = (c: { source: string; medium: string; campaign: string; gclid: boolean }) => JSON.stringify([c.source, c.medium, c.campaign, c.gclid]);

  return {
    days, vitals, perDay,
    tapsByPage: [...byPage].map(([key, count]) => ({ page: key.split(' ')[0], kind: key.split(' ')[1], count })).sort((a, b) => b.count - a.count),
    tapsByPath,
    referrers: withLeads(
      referrers.map((r) => ({ referrer: r.referrer, visits: num(r.visits), taps: num(r.taps) })),
      leadsByRef.map((r) => ({ referrer: r.referrer, visits: 0, taps: 0, leads: num(r.n) })), (r) => r.referrer),
    campaigns: withLeads(
      campaigns.map((c) => ({ source: c.source, medium: c.medium, campaign: c.campaign, gclid: num(c.gclid) === 1, visits: num(c.visits), taps: num(c.taps) })),
      leadsByCampaign.map((c) => ({ source: c.source, medium: c.medium, campaign: c.campaign, gclid: num(c.gclid) === 1, visits: 0, taps: 0, leads: num(c.n) })), campaignKey),
  };
}

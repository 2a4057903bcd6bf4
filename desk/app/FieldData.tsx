import { useEffect, useState } from 'react';
import { call } from './client.ts';
import { Bars, StackedDays } from './charts.tsx';
import { PAGE_TYPES, VITALS, VITAL_THRESHOLDS, type Vital } from '../../model/field-data.ts';
import type { FieldReport } from '../wire/field-data.ts';

/** "3 visits, 1 tap, 1 lead": what came of one source. */
const outcome = (r: { visits: number; taps: number; leads: number }) =>
  ([[r.visits, 'visit'], [r.taps, 'tap'], [r.leads, 'lead']] as const).map(([n, word]) => `${n} ${word}${n === 1 ? '' : 's'}`).join(', ');

const RATING_WORDS: Record<string, string> = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };
const unit = (metric: Vital, v: number) => (metric === 'CLS' ? v.toFixed(2) : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v} ms`);

/**
 * How the pages feel to real visitors, what they tap and where they come from: counts sent by
 * the pages' beacons (never a person), for the last 7 or 28 days. Each 75th percentile is
 * coloured by Google's limits, and says so in words too.
 */
export function FieldData({ onError }: { onError: (e: unknown) => void }) {
  const [days, setDays] = useState(28);
  const [data, setData] = useState<FieldReport | undefined>();
  useEffect(() => {
    setData(undefined);
    call<FieldReport>(`field-data?days=${days}`).then(setData, onError);
  }, [days]);
  const pages = data ? ['all', ...PAGE_TYPES].filter((p) => data.vitals[p]) : [];
  return (
    <section aria-labelledby="field-heading" className="field-data">
      <h1 id="field-heading">Field data</h1>
      <p role="group" aria-label="Period">
        {[7, 28].map((n) => (
          <button key={n} type="button" className="quiet" aria-pressed={days === n} onClick={() => setDays(n)}>Last {n} days</button>
        ))}
      </p>
      {!data ? <p>Loading…</p> : (
        <>
          <h2>Speed for real visitors (75th percentile)</h2>
          {pages.length === 0 ? <p>No visits measured yet.</p> : (
            <div className="table-wrap">
              <table>
                <thead><tr><th scope="col">Page type</th>{VITALS.map((m) => <th key={m} scope="col" title={`good up to ${VITAL_THRESHOLDS[m][0]}`}>{m}</th>)}</tr></thead>
                <tbody>
                  {pages.map((page) => (
                    <tr key={page}>
                      <th scope="row">{page === 'all' ? 'all pages' : page}</th>
                      {VITALS.map((m) => {
                        const v = data.vitals[page]?.[m];
                        return <td key={m} className={v ? `rating-${v.rating}` : undefined}>{v ? <>{unit(m, v.p75)} <span className="meta">{RATING_WORDS[v.rating]}, {v.count}</span></> : '–'}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2>Contacts per day: taps and form leads</h2>
          <StackedDays days={data.days} series={data.perDay} title="Taps and form leads per day" unit={(name) => (name === 'form leads' ? 'lead' : 'tap')} />
          <h2>Taps by page type</h2>
          {data.tapsByPage.length === 0 ? <p>No taps yet.</p> : <Bars rows={data.tapsByPage.map((t) => ({ label: `${t.kind} on ${t.page}`, count: t.count }))} />}
          <h2>Taps by page</h2>
          {data.tapsByPath.length === 0 ? <p>No taps yet.</p> : <Bars rows={data.tapsByPath.map((t) => ({ label: `${t.kind} on ${t.path}`, count: t.count }))} />}
          <h2>Top referring sites: visits, taps and form leads</h2>
          {data.referrers.length === 0 ? <p>No visits from other sites yet.</p> : (
            <ul className="plain">{data.referrers.map((r) => <li key={r.referrer}>{r.referrer}: {outcome(r)}</li>)}</ul>
          )}
          <h2>Top campaigns: visits, taps and form leads</h2>
          {data.campaigns.length === 0 ? <p>No campaign visits yet.</p> : (
            <ul className="plain">{data.campaigns.map((c) => (
              <li key={`${c.source}/${c.medium}/${c.campaign}/${c.gclid}`}>
                {[c.source, c.medium, c.campaign].filter(Boolean).join(' / ') || '(no tags)'}{c.gclid ? ' (Google Ads click)' : ''}: {outcome(c)}
              </li>
            ))}</ul>
          )}
        </>
      )}
    </section>
  );
}

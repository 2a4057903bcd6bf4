import { useEffect, useState } from 'react';
import { call } from './client.ts';
import { Bars, StackedDays } from './charts.tsx';
import { formatDuration, plural } from './format.ts';
import { VisitFigures } from './VisitFigures.tsx';
import type { LeadFigures } from '../wire/leads.ts';

/** The figures the owner watches, for the last 30 days (spam left out). */
export function Figures({ onError }: { onError: (e: unknown) => void }) {
  const [data, setData] = useState<LeadFigures | undefined>();
  useEffect(() => {
    call<LeadFigures>('figures').then(setData, onError);
  }, []);
  if (!data) return <p>Loading…</p>;
  return (
    <section aria-labelledby="figures-heading">
      <h1 id="figures-heading">Last 30 days</h1>
      <p className="big">
        {data.medianMsToFirstCall === null ? 'No lead called back yet.'
          : <>Median time to the first call back: <strong>{formatDuration(data.medianMsToFirstCall)}</strong> ({plural(data.calledCount, 'lead')})</>}
      </p>
      <h2>Leads per day by kind</h2>
      <StackedDays days={data.days} series={data.byKind} title="Leads per day by kind" />
      <h2>Leads per day by city</h2>
      <StackedDays days={data.days} series={data.byCity} title="Leads per day by city" />
      <h2>Leads by page</h2>
      <Bars rows={data.byPage.map((p) => ({ label: p.path, count: p.count }))} />
      <VisitFigures onError={onError} />
    </section>
  );
}

import { plural } from './format.ts';

/**
 * Two small hand-drawn SVG charts (no chart library: a few dozen lines cost less than any of
 * them). Each chart says in words what it shows, for screen readers and for a quick read.
 */
const PALETTE = ['#0f6b63', '#c2410c', '#1d4ed8', '#7e22ce', '#a16207', '#be123c', '#15803d', '#475569'];

/**
 * Counts per day (leads unless `unit` says what else, for all series or for each: taps beside
 * form leads), one stacked bar per day, one colour per series (kind or city).
 */
export function StackedDays({ days, series, title, unit = 'lead' }: { days: string[]; series: Record<string, number[]>; title: string; unit?: string | ((series: string) => string) }) {
  const unitOf = (name: string) => (typeof unit === 'string' ? unit : unit(name));
  const names = Object.keys(series).sort((a, b) => sum(series[b]) - sum(series[a]));
  const totals = days.map((_, i) => names.reduce((n, name) => n + series[name][i], 0));
  const top = Math.max(1, ...totals);
  const width = 300;
  const height = 120;
  const bar = width / days.length;
  const label = `${title}: ${names.map((n) => `${n} ${sum(series[n])}`).join(', ') || (typeof unit === 'string' ? `no ${unit}s` : 'none')} over ${days.length} days`;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height + 14}`} role="img" aria-label={label}>
        {days.map((day, i) => {
          let y = height;
          return names.map((name, s) => {
            const h = (series[name][i] / top) * height;
            y -= h;
            return h > 0 ? <rect key={`${day}-${name}`} x={i * bar + 1} y={y} width={bar - 2} height={h} fill={PALETTE[s % PALETTE.length]} /> : null;
          });
        })}
        <line x1="0" x2={width} y1={height} y2={height} stroke="#667" strokeWidth="1" />
        <text x="0" y={height + 12} fontSize="10" fill="#333">{days[0]?.slice(5)}</text>
        <text x={width} y={height + 12} fontSize="10" fill="#333" textAnchor="end">{days.at(-1)?.slice(5)}</text>
        <text x="2" y="10" fontSize="10" fill="#333">max {top}/day</text>
      </svg>
      <figcaption>
        <ul className="legend">
          {names.map((name, s) => (
            <li key={name}>
              <svg className="swatch" width="12" height="12" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" fill={PALETTE[s % PALETTE.length]} /></svg>
              {name} ({plural(sum(series[name]), unitOf(name))})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Counts as horizontal bars with their labels (leads by page). */
export function Bars({ rows }: { rows: { label: string; count: number }[] }) {
  const top = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="bars">
      {rows.map((row) => (
        <li key={row.label}>
          <span className="bar-label">{row.label}</span>
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true"><rect width={(row.count / top) * 100} height="8" fill="#0f6b63" /></svg>
          <span className="bar-count">{row.count}</span>
        </li>
      ))}
    </ul>
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

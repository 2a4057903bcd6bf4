// Small line icons drawn for this site on a 24 px grid. They use currentColor, so CSS sets their
// colour; all are decorative (aria-hidden), the text next to them carries the meaning.
import { useT } from '../context.tsx';
const paths: Record<string, string> = {
  bath: 'M3 12h18v2a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6Zm3 0V6a2.5 2.5 0 0 1 5 0M7 20l-1 2m12-2 1 2M14 5h.01M17 7h.01M15 9h.01',
  scissors: 'M6 4a3 3 0 1 0 0 .01ZM6 20a3 3 0 1 0 0-.01ZM8.5 6.5 20 18M8.5 17.5 20 6M6 7v0',
  paw: 'M12 13c-3 0-5.5 3-5.5 5 0 1.5 1 2.5 2.5 2.5 1.2 0 2-.6 3-.6s1.8.6 3 .6c1.5 0 2.5-1 2.5-2.5 0-2-2.5-5-5.5-5ZM5 10.5a1.8 2.3 0 1 0 0 .01M9 6.5a1.8 2.3 0 1 0 0 .01M15 6.5a1.8 2.3 0 1 0 0 .01M19 10.5a1.8 2.3 0 1 0 0 .01',
  ear: 'M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 0M10 9a2 2 0 0 1 4 0c0 1.5-2 2-2 3.5',
  tooth: 'M8 3c-2.5 0-4 2-4 4.5 0 3 1.5 4.5 2 7.5.4 2.5 1 6 2.5 6s1.5-4 3.5-4 2 4 3.5 4 2.1-3.5 2.5-6c.5-3 2-4.5 2-7.5C20 5 18.5 3 16 3c-1.8 0-2.6 1-4 1S9.8 3 8 3Z',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6Zm-3.5 9 2.5 2.5 4.5-5',
  comb: 'M3 8h18v3H3ZM5 11v7M8 11v7M11 11v7M14 11v7M17 11v7M20 11v5',
  heart: 'M12 20s-7.5-4.6-8.8-9.2C2.3 7.6 4.4 5 7.2 5c1.9 0 3.3 1 4.8 3 1.5-2 2.9-3 4.8-3 2.8 0 4.9 2.6 4 5.8C19.5 15.4 12 20 12 20Z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3Zm0 0 9 7 9-7',
  chat: 'M4 20l1.3-3.9A8 8 0 1 1 8 19Zm5-11c0 3 3 6 6 6l1-1.5-2-1-1 .8a4 4 0 0 1-2.3-2.3l.8-1-1-2Z',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3.5 2',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z',
  home: 'M3 11 12 4l9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  tools: 'M14.5 4.5a4 4 0 0 0 5 5L12 17l-3 3-5-5 3-3Zm-9 9 5 5',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 15c0-2.7-1.4-4.8-3.5-5.6',
  truck: 'M3 16V5h11v11M14 9h4l3 4v3h-3M3 16h2m4 0h5m-7 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0m10 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0M3 3l18 18',
  towel: 'M6 3h12v14H6ZM6 17v4h12v-4M9 7h6M9 10h6',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
};

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const d = paths[name] ?? paths.paw;
  const filled = name === 'star';
  return (
    <svg className={`icon ${className ?? ''}`.trim()} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false"
      fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

/** Five stars, filled as far as the rating goes; the words are for screen readers. */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const t = useT();
  return (
    <span className="stars" role="img" aria-label={t('{rating} out of {max} stars', { rating, max })}>
      {Array.from({ length: max }, (_, i) => (
        <Icon key={i} name="star" size={16} className={i < Math.round(rating) ? 'star--on' : 'star--off'} />
      ))}
    </span>
  );
}

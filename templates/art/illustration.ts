// Original, procedurally drawn illustrations (SVG text): a dog or cat on a coloured background,
// with a palette and props picked from a seed, so each post, slide and gallery tile looks its own.
export type Subject = 'dog' | 'cat' | 'both';

const palettes = [
  ['#e6f4f1', '#0f6b63', '#f2b544', '#e0663a'], ['#fdf1e7', '#c2562b', '#2f7d6d', '#f3c969'],
  ['#eef1fb', '#3a4fa0', '#f08a5d', '#8fd3c7'], ['#f6eefa', '#7a3e9d', '#f5b041', '#5cb8a6'],
  ['#eaf6e9', '#2e7d32', '#ff8a65', '#ffd54f'], ['#fff6e0', '#b5651d', '#3f88c5', '#e94f37'],
];

function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

function dog(x: number, y: number, s: number, body: string, ear: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
<ellipse cx="0" cy="58" rx="70" ry="44" fill="${body}"/>
<circle cx="0" cy="0" r="46" fill="${body}"/>
<ellipse cx="-40" cy="-6" rx="16" ry="34" fill="${ear}" transform="rotate(18 -40 -6)"/>
<ellipse cx="40" cy="-6" rx="16" ry="34" fill="${ear}" transform="rotate(-18 40 -6)"/>
<ellipse cx="0" cy="18" rx="22" ry="16" fill="#fff" opacity=".85"/>
<circle cx="-16" cy="-6" r="5" fill="#222"/><circle cx="16" cy="-6" r="5" fill="#222"/>
<ellipse cx="0" cy="10" rx="8" ry="6" fill="#222"/>
<path d="M-8 22q8 8 16 0" stroke="#222" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
}

function cat(x: number, y: number, s: number, body: string, ear: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
<ellipse cx="0" cy="60" rx="58" ry="42" fill="${body}"/>
<path d="M-40-20-34-64-8-38ZM40-20 34-64 8-38Z" fill="${body}"/>
<path d="M-34-28-31-52-16-38ZM34-28 31-52 16-38Z" fill="${ear}"/>
<circle cx="0" cy="0" r="42" fill="${body}"/>
<ellipse cx="-15" cy="-4" rx="5" ry="7" fill="#222"/><ellipse cx="15" cy="-4" rx="5" ry="7" fill="#222"/>
<path d="M-5 10h10l-5 6Z" fill="${ear}"/>
<path d="M-30 12h-22M-30 18l-20 6M30 12h22M30 18l20 6" stroke="#333" stroke-width="2" stroke-linecap="round"/></g>`;
}

function bubbles(rand: () => number, w: number, h: number, color: string): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const r = 6 + rand() * 16;
    out += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h * 0.6).toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="${color}" stroke-width="3" opacity=".6"/>`;
  }
  return out;
}

/** An SVG document of the given size; the same seed always draws the same picture. */
export function illustrationSvg(seed: string, subject: Subject, width = 800, height = 450, title = ''): string {
  let state = hash(seed) || 1;
  const rand = () => ((state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0) % 10000) / 10000;
  const [bg, main, accent, warm] = palettes[hash(seed) % palettes.length];
  const cx = width / 2;
  const cy = height * 0.5;
  const scale = height / 300;
  const pets = subject === 'both'
    ? dog(cx - 90 * scale, cy, scale * 0.9, main, warm) + cat(cx + 100 * scale, cy + 10 * scale, scale * 0.85, accent, main)
    : subject === 'cat' ? cat(cx, cy, scale, accent, main) : dog(cx, cy, scale, warm, main);
  const titleTag = title ? `<title>${title.replace(/[<&>]/g, '')}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${titleTag}
<rect width="${width}" height="${height}" fill="${bg}"/>
<circle cx="${(width * (0.15 + rand() * 0.2)).toFixed(0)}" cy="${(height * 0.25).toFixed(0)}" r="${(height * 0.18).toFixed(0)}" fill="${accent}" opacity=".35"/>
<rect x="0" y="${(height * 0.82).toFixed(0)}" width="${width}" height="${(height * 0.18).toFixed(0)}" fill="${main}" opacity=".18"/>
${bubbles(rand, width, height, main)}${pets}</svg>`;
}

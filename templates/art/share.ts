// The link preview card (1200x630) as SVG, drawn from the site's own art: the mark and name, a
// kicker, the page's title in large type, and a pet picture on the right. The pipeline turns it
// into a JPEG (pipeline/outputs/share-images.ts); the same words always draw the same card.
import { escapeHtml } from '../../model/html.ts';
import { illustrationSvg, type Subject } from './illustration.ts';
import { markSvgBody } from './Logo.tsx';

export interface ShareCard { title: string; kicker: string; pet: Subject; seed: string }
export interface Brand { name: string; tagline: string }

const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const CREAM = '#fff7ea';
/**
 * The picture's corners (a 500 px square at 652,65) rounded by painting the cream over them: the
 * same pixels as a rounded clip path, for about a tenth less of each preview's drawing on a first
 * build (a clip makes the rasteriser draw the picture aside and mask it).
 */
const roundedCorners = `<path fill="${CREAM}" d="M652 65h40a40 40 0 0 0-40 40zM1152 65v40a40 40 0 0 0-40-40zM652 565v-40a40 40 0 0 0 40 40zM1152 565h-40a40 40 0 0 0 40-40z"/>`;

/** Greedy word wrap to at most `maxLines` lines of about `width` characters, the last one ending in … if cut. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.;:|-]+$/, '')}…`;
  return kept;
}

export function shareCardSvg(card: ShareCard, brand: Brand): string {
  // Shorter titles get larger type. The text column is 560 px wide beside the picture, and a
  // bold DejaVu Sans letter is about 0.68 of the type size wide on average.
  const size = card.title.length <= 30 ? 56 : card.title.length <= 55 ? 46 : 40;
  const lines = wrapWords(card.title, Math.floor(560 / (size * 0.68)), 4);
  const lineHeight = Math.round(size * 1.18);
  const titleTop = 266 + Math.round(((4 - lines.length) * lineHeight) / 3);
  const pets = illustrationSvg(card.seed, card.pet, 500, 500)
    .replace(/^<svg[^>]*>/, '<svg x="652" y="65" width="500" height="500" viewBox="0 0 500 500">');
  return '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">' +
    `<rect width="1200" height="630" fill="${CREAM}"/><rect y="598" width="1200" height="32" fill="#0f6b63"/>` +
    pets + roundedCorners +
    `<g transform="translate(64 58) scale(1.5)">${markSvgBody}</g>` +
    `<text x="148" y="112" font-family="${font}" font-size="36" font-weight="700" fill="#0f6b63">${escapeHtml(brand.name)}</text>` +
    `<text x="64" y="200" font-family="${font}" font-size="26" font-weight="700" fill="#c2462a" letter-spacing="1">${escapeHtml(card.kicker.toUpperCase())}</text>` +
    lines.map((l, i) => `<text x="64" y="${titleTop + i * lineHeight}" font-family="${font}" font-size="${size}" font-weight="700" fill="#1d2a33">${escapeHtml(l)}</text>`).join('') +
    `<text x="64" y="560" font-family="${font}" font-size="24" fill="#3d4b55">${escapeHtml(brand.tagline)}</text></svg>`;
}

/** The app icon: the mark on the cream background, with room around it for round masks. */
export function iconSvg(size: number): string {
  const pad = Math.round(size * 0.14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${CREAM}"/>` +
    `<g transform="translate(${pad} ${pad}) scale(${((size - 2 * pad) / 48).toFixed(4)})">${markSvgBody}</g></svg>`;
}

// Original, procedurally drawn illustrations (SVG text): a sitting dog or cat (or both) in a
// soft scene. The seed picks the background, coat, ears, markings, expression and props, so each
// post, slide and gallery tile looks like its own picture while staying a few KB.
import { pets } from './pets.ts';
import { drawingHi } from './words-hi.ts';

export type Subject = 'dog' | 'cat' | 'both';

/** Background, blob, floor, and two accents for props. */
const scenes = [
  ['#e6f4f1', '#bfe3da', '#9fcfc3', '#e8893a', '#0f6b63'],
  ['#fdf1e4', '#f9d9b8', '#eec49a', '#0f6b63', '#c2462a'],
  ['#eef1fb', '#d3dbf5', '#b9c5ec', '#f2b544', '#3a4fa0'],
  ['#fbeef3', '#f5d0de', '#ebb6ca', '#0f6b63', '#b0406a'],
  ['#eef7e6', '#d2ebc1', '#b5dca0', '#e8893a', '#2e6b2a'],
  ['#fff6dc', '#fbe5a2', '#f3d27a', '#c2462a', '#7a5608'],
];

export function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function random(seed: string): () => number {
  let state = hash(seed) || 1;
  return () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state / 4294967296;
  };
}

const f = (n: number) => n.toFixed(0);

function bubbles(rand: () => number, w: number, h: number, color: string): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const r = h * (0.02 + rand() * 0.04);
    const x = w * (0.05 + rand() * 0.9);
    const y = h * (0.08 + rand() * 0.45);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff" fill-opacity=".55" stroke="${color}" stroke-opacity=".5" stroke-width="2"/>`;
  }
  return out;
}

function sparkles(rand: () => number, w: number, h: number, color: string): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const s = h * (0.012 + rand() * 0.014);
    const x = w * (0.08 + rand() * 0.84);
    const y = h * (0.08 + rand() * 0.4);
    out += `<path transform="translate(${f(x)} ${f(y)})" d="M0 ${f(-s * 2)}Q${f(s * .3)} ${f(-s * .3)} ${f(s * 2)} 0Q${f(s * .3)} ${f(s * .3)} 0 ${f(s * 2)}Q${f(-s * .3)} ${f(s * .3)} ${f(-s * 2)} 0Q${f(-s * .3)} ${f(-s * .3)} 0 ${f(-s * 2)}Z" fill="${color}"/>`;
  }
  return out;
}

function hearts(rand: () => number, w: number, h: number, color: string): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const s = h / 300 * (0.7 + rand() * 0.6);
    out += `<path transform="translate(${f(w * (0.1 + rand() * 0.8))} ${f(h * (0.1 + rand() * 0.3))}) scale(${s.toFixed(2)})" d="M0 8C-14-2-10-14 0-7 10-14 14-2 0 8Z" fill="${color}" opacity=".8"/>`;
  }
  return out;
}

function pawTrail(w: number, h: number, color: string): string {
  let out = '';
  const s = h / 300;
  for (let i = 0; i < 4; i++) {
    const x = w * 0.06 + i * 34 * s;
    const y = h * 0.94 - (i % 2) * 14 * s;
    out += `<g transform="translate(${f(x)} ${f(y)}) scale(${(s * 0.8).toFixed(2)})" fill="${color}" opacity=".45"><ellipse rx="7" ry="6"/><circle cx="-7" cy="-8" r="3"/><circle cx="0" cy="-11" r="3"/><circle cx="7" cy="-8" r="3"/></g>`;
  }
  return out;
}

function comb(w: number, h: number, color: string): string {
  const s = h / 300;
  return `<g transform="translate(${f(w * 0.84)} ${f(h * 0.8)}) rotate(-12) scale(${s.toFixed(2)})"><rect x="-30" y="-6" width="60" height="9" rx="3" fill="${color}"/>` +
    `<path d="M-26 3v10M-18 3v10M-10 3v10M-2 3v10M6 3v10M14 3v10M22 3v10" stroke="${color}" stroke-width="3" stroke-linecap="round"/></g>`;
}

function plant(w: number, h: number, leaf: string, pot: string): string {
  const s = h / 300;
  return `<g transform="translate(${f(w * 0.1)} ${f(h * 0.86)}) scale(${s.toFixed(2)})"><path d="M0-30C-20-50-26-70-18-84 0-70 4-50 0-30ZM0-30C18-48 30-58 30-74 10-70 2-52 0-30Z" fill="${leaf}"/>` +
    `<path d="M-16-30h32l-5 30h-22Z" fill="${pot}"/></g>`;
}

const propWords = ['soap bubbles', 'sparkles', 'little hearts', 'paw prints', 'a comb', 'a potted plant'];

/** An SVG document of the given size; the same seed always draws the same picture. */
export function illustrationSvg(seed: string, subject: Subject, width = 800, height = 450, title = ''): string {
  return drawing(seed, subject, width, height, title).svg;
}

/**
 * What the drawing of this seed shows, in words, for its caption or alt text: "Drawing of a cream
 * dog with floppy light brown ears and a red collar, with soap bubbles and a comb." In Hindi for
 * `language` "hi" (words-hi.ts); the drawings know no other language yet, so any other gets English.
 */
export function drawingDescription(seed: string, subject: Subject, language = 'en'): string {
  const d = drawing(seed, subject, 400, 300, '');
  return language === 'hi' ? d.descriptionHi : d.description;
}

function drawing(seed: string, subject: Subject, width: number, height: number, title: string): { svg: string; description: string; descriptionHi: string } {
  const rand = random(seed);
  const [bg, blob, floor, warm, deep] = scenes[hash(seed) % scenes.length];
  const floorY = height * 0.84;
  const scale = height / 330;
  let pet = '';
  let shows = '';
  let showsHi = '';
  if (subject === 'both') {
    const dog = pets.dog(rand, width / 2 - 95 * scale, floorY, scale * 0.92);
    const cat = pets.cat(rand, width / 2 + 100 * scale, floorY, scale * 0.84);
    pet = dog.svg + cat.svg;
    shows = `${dog.short}, beside ${cat.short}`;
    showsHi = `${dog.hi.short}, साथ में ${cat.hi.short}`;
  } else {
    const offset = (rand() - 0.5) * width * 0.16;
    const one = pets[subject](rand, width / 2 + offset, floorY, scale);
    pet = one.svg;
    shows = one.words;
    showsHi = one.hi.words;
  }
  const props = [
    () => bubbles(rand, width, height, deep), () => sparkles(rand, width, height, warm),
    () => hearts(rand, width, height, warm), () => pawTrail(width, height, deep),
    () => comb(width, height, deep), () => plant(width, height, deep, warm),
  ];
  const first = Math.floor(rand() * props.length);
  const second = (first + 1 + Math.floor(rand() * (props.length - 1))) % props.length;
  const titleTag = title ? `<title>${title.replace(/[<&>]/g, '')}</title>` : '';
  const description = `Drawing of ${shows}; around ${subject === 'both' ? 'them' : 'it'}, ${propWords[first]} and ${propWords[second]}.`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${titleTag}` +
    `<rect width="${width}" height="${height}" fill="${bg}"/>` +
    `<ellipse cx="${f(width * (0.35 + rand() * 0.3))}" cy="${f(height * 0.45)}" rx="${f(height * 0.48)}" ry="${f(height * 0.42)}" fill="${blob}"/>` +
    `<rect y="${f(floorY)}" width="${width}" height="${f(height - floorY)}" fill="${floor}"/>` +
    props[first]() + props[second]() +
    pet + '</svg>';
  return { svg, description, descriptionHi: drawingHi(showsHi, [first, second]) };
}

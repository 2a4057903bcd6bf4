// A sitting dog and a sitting cat, drawn in a 240-unit box with the feet at (0, 0). The random
// source picks coat colours, ear shape, markings and expression, so no two pictures are twins.
// Each also says in words what it drew, so captions and alt texts describe the real picture.
import { catWordsHi, dogWordsHi } from './words-hi.ts';

type Rand = () => number;

const dogCoats = [
  ['#d9a066', '#8a5a3b', '#f7e6cf'], ['#f3e1c7', '#b07a4f', '#fffaf2'], ['#5a4d4a', '#2f2624', '#d8cfc6'],
  ['#f6f1ea', '#caa37c', '#ffffff'], ['#c98a4b', '#6b3e22', '#f4dcc0'], ['#ece1d2', '#3d3433', '#ffffff'],
];
const dogCoatNames = ['golden', 'cream', 'dark brown', 'white', 'brown', 'off-white'];
const dogEarNames = ['brown', 'light brown', 'black', 'light brown', 'dark brown', 'black'];
const catCoats = [
  ['#f0a45d', '#c96f2a', '#fde9d2'], ['#9aa3ab', '#5f6870', '#e9ecef'], ['#f4efe6', '#d9b993', '#ffffff'],
  ['#3b3b44', '#22222a', '#6a6a78'], ['#e8d3b0', '#6e4f35', '#faf3e6'],
];
const catCoatNames = ['orange', 'grey', 'cream', 'black', 'beige'];
const collars = ['#c2462a', '#0f6b63', '#3a4fa0', '#e8893a', '#b0406a'];
const collarNames = ['red', 'green', 'blue', 'orange', 'pink'];

/** A drawn pet and the words for what was drawn, in English and (hi) in Hindi. */
export interface DrawnPet { svg: string; words: string; short: string; hi: { words: string; short: string } }
/** "a" or "an", by the sound of the next word. */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const listWords = (parts: string[]) => parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
const ink = '#1d2a33';

const pickIndex = (rand: Rand, list: unknown[]): number => Math.floor(rand() * list.length);

function eyes(rand: Rand, y: number, gap: number, tall: number): { svg: string; closed: boolean } {
  if (rand() < 0.25) {
    // Happy, closed eyes.
    return { closed: true, svg: `<path d="M${-gap - 7} ${y}q7-8 14 0M${gap - 7} ${y}q7-8 14 0" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>` };
  }
  return { closed: false, svg: `<g fill="${ink}"><ellipse cx="${-gap}" cy="${y}" rx="6.5" ry="${tall}"/><ellipse cx="${gap}" cy="${y}" rx="6.5" ry="${tall}"/></g>` +
    `<g fill="#fff"><circle cx="${-gap + 2}" cy="${y - 3}" r="2.2"/><circle cx="${gap + 2}" cy="${y - 3}" r="2.2"/></g>` };
}

function dog(rand: Rand, x: number, y: number, s: number): DrawnPet {
  const coatIndex = pickIndex(rand, dogCoats);
  const [coat, dark, light] = dogCoats[coatIndex];
  const collarIndex = pickIndex(rand, collars);
  const collar = collars[collarIndex];
  const floppy = rand() < 0.6;
  const spot = rand() < 0.45;
  const tongue = rand() < 0.5;
  const look = eyes(rand, -160, 18, 7);
  const words = `${article(dogCoatNames[coatIndex])} dog with ` +
    listWords([floppy ? `floppy ${dogEarNames[coatIndex]} ears` : 'pointed ears', ...(spot ? [`${article(dogEarNames[coatIndex])} patch over one eye`] : []),
      `${article(collarNames[collarIndex])} collar`, ...(tongue ? ['its tongue out'] : []), ...(look.closed ? ['its eyes happily closed'] : [])]);
  const short = `${article(dogCoatNames[coatIndex])} dog with ${floppy ? `floppy ${dogEarNames[coatIndex]} ears` : 'pointed ears'} and ${article(collarNames[collarIndex])} collar`;
  const ears = floppy
    ? `<g fill="${dark}"><ellipse cx="-46" cy="-146" rx="17" ry="36" transform="rotate(22 -46 -146)"/><ellipse cx="46" cy="-146" rx="17" ry="36" transform="rotate(-22 46 -146)"/></g>`
    : `<g fill="${coat}"><path d="M-44-170-40-222-8-190Z"/><path d="M44-170 40-222 8-190Z"/></g><g fill="${dark}"><path d="M-38-178-37-208-18-190Z"/><path d="M38-178 37-208 18-190Z"/></g>`;
  const hi = dogWordsHi({ coat: coatIndex, floppy, spot, collar: collarIndex, tongue, closed: look.closed });
  return { words, short, hi, svg: `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(3)})">` +
    `<ellipse cx="0" cy="2" rx="78" ry="8" fill="${ink}" opacity=".12"/>` +
    `<path d="M44-40Q86-50 84-100" stroke="${coat}" stroke-width="15" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-58" rx="58" ry="62" fill="${coat}"/>` +
    `<ellipse cx="0" cy="-48" rx="30" ry="40" fill="${light}"/>` +
    `<g fill="${coat}"><rect x="-34" y="-60" width="24" height="58" rx="12"/><rect x="10" y="-60" width="24" height="58" rx="12"/></g>` +
    `<g fill="${light}"><ellipse cx="-22" cy="-4" rx="15" ry="8"/><ellipse cx="22" cy="-4" rx="15" ry="8"/></g>` +
    `<path d="M-34-112Q0-98 34-112" stroke="${collar}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="0" cy="-98" r="7" fill="#f2b544"/>` +
    ears +
    `<circle cx="0" cy="-152" r="50" fill="${coat}"/>` +
    (spot ? `<ellipse cx="20" cy="-164" rx="19" ry="16" fill="${dark}" opacity=".85"/>` : '') +
    `<ellipse cx="0" cy="-128" rx="27" ry="20" fill="${light}"/>` +
    look.svg +
    `<ellipse cx="0" cy="-139" rx="9" ry="6.5" fill="${ink}"/>` +
    (tongue ? `<path d="M-6-124h12v8a6 6 0 0 1-12 0Z" fill="#ef7f8f"/>` : '') +
    `<path d="M-12-127q6 6 12 0q6 6 12 0" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<g fill="#f29aa5" opacity=".5"><circle cx="-32" cy="-136" r="7"/><circle cx="32" cy="-136" r="7"/></g></g>` };
}

function cat(rand: Rand, x: number, y: number, s: number): DrawnPet {
  const coatIndex = pickIndex(rand, catCoats);
  const [coat, dark, light] = catCoats[coatIndex];
  const stripes = rand() < 0.55;
  const bowIndex = rand() < 0.4 ? pickIndex(rand, collars) : -1;
  const bow = bowIndex < 0 ? '' : collars[bowIndex];
  const look = eyes(rand, -152, 19, 9);
  const extras = [...(stripes ? ['stripes on its forehead and cheeks'] : []), ...(bow ? [`${article(collarNames[bowIndex])} bow`] : []),
    ...(look.closed ? ['its eyes happily closed'] : [])];
  const words = `${article(catCoatNames[coatIndex])} cat${extras.length ? ` with ${listWords(extras)}` : ''}`;
  const short = `${article(catCoatNames[coatIndex] + (stripes ? ' striped' : ''))} cat${bow ? ` with ${article(collarNames[bowIndex])} bow` : ''}`;
  const whisker = coat === '#3b3b44' ? '#c9ccd6' : '#5b4a42';
  const hi = catWordsHi({ coat: coatIndex, stripes, bow: bowIndex, closed: look.closed });
  return { words, short, hi, svg: `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(3)})">` +
    `<ellipse cx="0" cy="2" rx="70" ry="8" fill="${ink}" opacity=".12"/>` +
    `<path d="M36-14Q96-6 92-60Q90-84 72-80" stroke="${coat}" stroke-width="13" fill="none" stroke-linecap="round"/>` +
    `<path d="M0-118C-40-118-54-70-50-30-48-8-30 0 0 0S48-8 50-30C54-70 40-118 0-118Z" fill="${coat}"/>` +
    `<ellipse cx="0" cy="-44" rx="24" ry="34" fill="${light}"/>` +
    `<g fill="${light}"><ellipse cx="-18" cy="-5" rx="15" ry="9"/><ellipse cx="18" cy="-5" rx="15" ry="9"/></g>` +
    `<g fill="${coat}"><path d="M-44-158-40-210-6-180Z"/><path d="M44-158 40-210 6-180Z"/></g>` +
    `<g fill="#f3b2bb"><path d="M-36-166-35-196-16-180Z"/><path d="M36-166 35-196 16-180Z"/></g>` +
    `<ellipse cx="0" cy="-146" rx="50" ry="44" fill="${coat}"/>` +
    (stripes ? `<path d="M-10-188v14M0-190v16M10-188v14M-50-150h12M-50-140h10M50-150h-12M50-140h-10" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>` : '') +
    `<ellipse cx="0" cy="-128" rx="22" ry="15" fill="${light}"/>` +
    look.svg +
    `<path d="M-6-137h12l-6 7Z" fill="#e57b8b"/>` +
    `<path d="M-10-125q5 5 10 0q5 5 10 0" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M-26-132h-28M-26-126l-26 7M26-132h28M26-126l26 7" stroke="${whisker}" stroke-width="2" stroke-linecap="round"/>` +
    (bow ? `<path d="M0-104-18-114v20ZM0-104 18-114v20Z" fill="${bow}"/><circle cx="0" cy="-104" r="5" fill="${bow}"/>` : '') +
    '</g>' };
}

export const pets = { dog, cat };

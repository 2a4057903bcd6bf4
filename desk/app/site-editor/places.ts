// Where a field is: its element id (a problem the server names by path finds its field by it) and
// its place in words ("Fur Fresh Spa: offer price"), as the owner reads it rather than as
// site.yaml spells it. Pure.
import type { EditPath, FieldProblem, SiteEdit } from '../../wire/site-editor.ts';
import { getAt, samePath } from './edits.ts';

/** The id of the field (or card) at a path: "f.packages.2.offerPrice". */
export const fieldId = (path: EditPath): string => `f.${path.join('.')}`;

/** The problems on exactly this field (of site.yaml, or of a language's texts: `file`). */
export const problemsAt = (problems: readonly FieldProblem[], path: EditPath, file = 'site.yaml'): FieldProblem[] =>
  problems.filter((p) => (p.file || 'site.yaml') === file && samePath(p.path, path));

/** The id of the field giving the translation of `english` in a language's texts. */
export const translationId = (file: string, english: string): string => `t.${file}.${english}`;

/** The id of the nearest shown field or card for a problem's path: its own, else its parent's, and so up. */
export function nearestId(path: EditPath, shown: (id: string) => boolean): string | undefined {
  for (let n = path.length; n > 0; n--) {
    const id = fieldId(path.slice(0, n));
    if (shown(id)) return id;
  }
  return undefined;
}

/** The texts of the site the editor offers, by place; a list of strings is edited paragraph by paragraph. */
export const TEXTS: readonly { path: EditPath; label: string }[] = [
  { path: ['site', 'tagline'], label: 'Tagline, under the name' },
  { path: ['home', 'welcome', 'title'], label: 'Home page: welcome heading' },
  { path: ['home', 'welcome', 'text'], label: 'Home page: welcome text' },
  { path: ['offers', 'heading'], label: 'Offers: heading' },
  { path: ['offers', 'landingText'], label: 'Offers: the landing page’s offer line' },
  { path: ['offers', 'metaText'], label: 'Offers: line on pages of no city' },
  { path: ['banner', 'noVan'], label: 'Banner: no van' },
  { path: ['banner', 'prepare'], label: 'Banner: what to keep ready' },
  { path: ['cityDefaults', 'tagline'], label: 'City pages: tagline' },
  { path: ['cityDefaults', 'titleTemplate'], label: 'City pages: title' },
  { path: ['boarding', 'offerText'], label: 'Boarding offer' },
  { path: ['donation', 'text'], label: 'Donation' },
];

const KEY_WORDS: Record<string, string> = {
  offerPrice: 'offer price', listPrice: 'list price', subtitle: 'subtitle', name: 'name', label: 'name', price: 'price',
  description: 'description', percent: 'percent off', amount: 'amount', code: 'code', until: 'last day', cities: 'cities',
  claim: 'how it is claimed', who: 'for whom', age: 'age', firstBookingOnly: 'first booking only', fromPage: 'page',
  hours: 'hours', opens: 'opens', closes: 'closes', payment: 'payment', days: 'days', areas: 'areas', daysOff: 'days off',
  id: 'id', cancel: 'cancelling', reschedule: 'moving a visit', fromHoursBefore: 'hours before', feePercent: 'fee (%)',
  bookedFrom: 'booked from', bookedBefore: 'booked before', visitWithinDays: 'visit within days', when: 'when',
  q: 'question', a: 'answer', points: 'points', terms: 'terms', fees: 'fees', team: 'team', promos: 'offers',
  photo: 'photo', caption: 'caption', alt: 'alt text', pet: 'pet', hero: 'title band photo',
};
const GROUP_WORDS: Record<string, string> = { general: 'home page', landing: 'landing pages', city: 'city pages' };

/** What an item of a list is called, from its list's key. */
function itemWords(listKey: string | number | undefined, item: Record<string, unknown> | undefined, index: number): string {
  const named = item?.name ?? item?.label;
  if (listKey === 'promos') return `offer ${String(item?.code ?? item?.id ?? index + 1)}`;
  if (listKey === 'addOns') return `${String(named ?? index + 1)} (add-on)`;
  if (listKey === 'gallery') return `gallery tile ${index + 1}`;
  if (listKey === 'pages') return `${String(item?.title ?? item?.path ?? index + 1)} page`;
  if (typeof named === 'string') return named;
  if (listKey === 'cancel' || listKey === 'reschedule') return `step ${index + 1}`;
  if (typeof listKey === 'string' && listKey in GROUP_WORDS) return `question ${index + 1}`;
  return `${listKey === 'text' ? 'paragraph' : 'item'} ${index + 1}`;
}

/** A place in the data in words: "Fur Fresh Spa: offer price", "Delhi, Arjun Singh: days", "FAQ, home page, question 3: answer". */
export function placeWords(path: EditPath, data: unknown): string {
  const text = TEXTS.find((t) => samePath(t.path, path.slice(0, t.path.length)));
  if (text) return path.length > text.path.length ? `${text.label}, paragraph ${Number(path[text.path.length]) + 1}` : text.label;
  const words: string[] = [];
  path.forEach((key, i) => {
    if (typeof key === 'number') {
      words.push(itemWords(path[i - 1], getAt(data, path.slice(0, i + 1)) as Record<string, unknown> | undefined, key));
    } else if (i === 0 && key === 'faqs') words.push('FAQ');
    else if (path[0] === 'faqs' && i === 1) words.push(GROUP_WORDS[key] ?? key);
    // The lists whose items name themselves, and the levels that only group, say nothing more.
    else if (['cities', 'packages', 'addOns', 'visits', 'promos', 'team', 'fees', 'gallery', 'pages'].includes(key) && i < path.length - 1) return;
    else if (key === 'cityDefaults') words.push('every city without its own');
    else words.push(KEY_WORDS[key] ?? key);
  });
  const said = words.length < 2 ? words[0] ?? 'the whole site' : `${words.slice(0, -1).join(', ')}: ${words[words.length - 1]}`;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

const short = (value: unknown): string => {
  const text = typeof value === 'string' ? `“${value}”` : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(', ') : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** An edit in words, for the owner to read back: "Fur Fresh Spa: offer price set to 949", "Added to Offers: {…}". */
export function editWords(edit: SiteEdit, data: unknown): string {
  if (edit.file && edit.file !== 'site.yaml') return `${translationWords(edit.file, String(edit.path[0]))} ${edit.op === 'remove' ? 'removed' : `set to ${short(edit.value)}`}`;
  const place = placeWords(edit.path, data);
  if (edit.op === 'remove') return `${place} removed`;
  if (edit.op === 'add') return `Added to ${place}: ${short(edit.value)}`;
  return `${place} set to ${short(edit.value)}`;
}

/** A translation's place in words: "Translation (strings/hi.yaml) of “Quick bath”". */
export const translationWords = (file: string, english: string): string => `Translation (${file}) of ${short(english)}`;

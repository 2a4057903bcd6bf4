// The owner's editor turns form changes into edits (desk/app/site-editor/edits.ts) and finds a
// problem's field by its path (places.ts), on the real site.yaml: only changed fields produce
// edits, the edits rebuild what the form shows whether read against the loaded data or applied one
// by one, and a problem is named in the owner's words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { SiteEdit } from '../../desk/wire/site-editor.ts';
import {
  addAt, applyEdits, editsBetween, getAt, isNew, loadedAt, loadedPath, plain, putBack, removeAt, removedFrom, setAt, setOwnOrDefault, workingCopy, type Data,
} from '../../desk/app/site-editor/edits.ts';
import { editWords, fieldId, nearestId, placeWords, problemsAt } from '../../desk/app/site-editor/places.ts';
import { groomerId, groomerIds, promoId, slug, wholeOrText } from '../../desk/app/site-editor/new-items.ts';
import { givenFrom, neededTranslations, translationEdits } from '../../desk/app/site-editor/translations.ts';
import { projectRoot } from '../helpers/site.ts';

const loaded = yaml.load(readFileSync(join(projectRoot, 'site.yaml'), 'utf8')) as Data;
const fresh = () => workingCopy(loaded);
const catalogs = { hi: yaml.load(readFileSync(join(projectRoot, 'strings/hi.yaml'), 'utf8')) as Record<string, string> };
const PROMOS = ['visits', 'promos'];
const promoCount = (getAt(loaded, PROMOS) as unknown[]).length;

/** The edits applied one by one to the data as loaded give what the form shows. */
function rebuilds(working: Data, edits: SiteEdit[]): void {
  expect(plain(applyEdits(loaded, edits))).toEqual(plain(working));
}

describe('edits from form changes', () => {
  it('makes none for an untouched form, one for a changed field, and none again when it is changed back', () => {
    expect(editsBetween(loaded, fresh())).toEqual([]);
    const changed = setAt(fresh(), ['packages', 2, 'offerPrice'], 949);
    expect(editsBetween(loaded, changed)).toEqual([{ op: 'set', path: ['packages', 2, 'offerPrice'], value: 949 }]);
    expect(getAt(loaded, ['packages', 2, 'offerPrice'])).toBe(999); // the loaded data is never changed
    expect(editsBetween(loaded, setAt(changed, ['packages', 2, 'offerPrice'], 999))).toEqual([]);
  });

  it('sets a list of words whole (a groomer’s days), and removes a key emptied', () => {
    let w = setAt(fresh(), ['cities', 0, 'visits', 'team', 0, 'days'], ['mon', 'tue']);
    w = setAt(w, ['visits', 'promos', 4, 'until'], undefined);
    expect(editsBetween(loaded, w)).toEqual([
      { op: 'set', path: ['cities', 0, 'visits', 'team', 0, 'days'], value: ['mon', 'tue'] },
      { op: 'remove', path: ['visits', 'promos', 4, 'until'] },
    ]);
    rebuilds(w, editsBetween(loaded, w));
  });

  it('orders changes at their loaded index, then removals from the last down, then new items, so both readings agree', () => {
    let w = fresh();
    w = setAt(w, [...PROMOS, 5, 'percent'], 15);      // changed, after a removed one
    w = removeAt(w, [...PROMOS, 1]);                  // DELHI20 goes
    w = removeAt(w, [...PROMOS, 2]);                  // and what was index 3 (first-booking-30-percent)
    w = addAt(w, PROMOS, { id: 'diwali25', code: 'DIWALI25', percent: 25, claim: 'code', cities: ['delhi'] });
    const edits = editsBetween(loaded, w);
    expect(edits).toEqual([
      { op: 'set', path: [...PROMOS, 5, 'percent'], value: 15 },
      { op: 'remove', path: [...PROMOS, 3] },
      { op: 'remove', path: [...PROMOS, 1] },
      { op: 'add', path: PROMOS, value: { id: 'diwali25', code: 'DIWALI25', percent: 25, claim: 'code', cities: ['delhi'] } },
    ]);
    // Every set and removal names a place in the data as loaded, and applied in order they give the form's list.
    for (const e of edits.filter((x) => x.op !== 'add')) expect(getAt(loaded, e.path)).toBeDefined();
    rebuilds(w, edits);
    const ids = (getAt(w, PROMOS) as { id: string }[]).map((p) => p.id);
    expect(ids.slice(-2)).toEqual(['seniors-5-percent', 'diwali25']);
    expect(ids).toHaveLength(promoCount - 1);
  });

  it('adds a groomer whole, with the changes made to it after adding, and marks it new', () => {
    const team = ['cities', 1, 'visits', 'team'];
    let w = addAt(fresh(), team, { id: 'noida-new', name: '', days: ['mon'] });
    w = setAt(w, [...team, 2, 'name'], 'Sunita Devi');
    w = setAt(w, [...team, 2, 'id'], 'noida-sunita');
    expect(isNew(getAt(w, [...team, 2]))).toBe(true);
    expect(isNew(getAt(w, [...team, 1]))).toBe(false);
    expect(editsBetween(loaded, w)).toEqual([{ op: 'add', path: team, value: { id: 'noida-sunita', name: 'Sunita Devi', days: ['mon'] } }]);
  });

  it('removes a nested item before its list’s earlier ones, and a removed item put back makes no edit', () => {
    let w = removeAt(fresh(), ['cities', 0, 'visits', 'team', 2]);
    w = removeAt(w, ['cities', 0, 'visits', 'team', 0]);
    w = removeAt(w, ['faqs', 'general', 1]);
    const edits = editsBetween(loaded, w);
    expect(edits.map((e) => e.path)).toEqual([
      ['cities', 0, 'visits', 'team', 2], ['cities', 0, 'visits', 'team', 0], ['faqs', 'general', 1],
    ]);
    rebuilds(w, edits);
    // What the form shows in place of a removed item is compared with what it was loaded as, not with what was there.
    expect(loadedPath(w, ['cities', 0, 'visits', 'team', 0, 'name'])).toEqual(['cities', 0, 'visits', 'team', 1, 'name']);
    expect(loadedAt(w, loaded, ['faqs', 'general', 1, 'q'])).toBe(getAt(w, ['faqs', 'general', 1, 'q']));
    expect(loadedAt(addAt(w, ['faqs', 'city'], { q: '', a: '' }), loaded, ['faqs', 'city', 5, 'q'])).toBeUndefined();
    expect(removedFrom(getAt(loaded, ['cities', 0, 'visits', 'team']) as unknown[], getAt(w, ['cities', 0, 'visits', 'team']) as unknown[])).toEqual([0, 2]);
    w = putBack(w, loaded, ['cities', 0, 'visits', 'team'], 2);
    w = putBack(w, loaded, ['cities', 0, 'visits', 'team'], 0);
    w = putBack(w, loaded, ['faqs', 'general'], 1);
    expect(editsBetween(loaded, w)).toEqual([]);
  });

  it('leaves out a value equal to its default where none was written (a city’s hours), and keeps one that was', () => {
    const defaults = getAt(loaded, ['cityDefaults', 'hours']);
    const greaterNoida = ['cities', 2, 'hours'];
    expect(getAt(loaded, greaterNoida)).toBeUndefined();
    let w = setOwnOrDefault(fresh(), loaded, greaterNoida, { opens: '08:00', closes: '19:00' }, defaults);
    expect(editsBetween(loaded, w)).toEqual([{ op: 'set', path: greaterNoida, value: { opens: '08:00', closes: '19:00' } }]);
    w = setOwnOrDefault(w, loaded, greaterNoida, { opens: '09:00', closes: '19:00' }, defaults);
    expect(editsBetween(loaded, w)).toEqual([]);
    // Delhi writes its own hours: set to the defaults' they stay written.
    const w2 = setOwnOrDefault(fresh(), loaded, ['cities', 0, 'hours'], defaults, defaults);
    expect(editsBetween(loaded, w2)).toEqual([{ op: 'set', path: ['cities', 0, 'hours', 'opens'], value: '09:00' }, { op: 'set', path: ['cities', 0, 'hours', 'closes'], value: '19:00' }]);
  });

  it('puts the owner’s edits back on a newer version, each at its path', () => {
    const mine = editsBetween(loaded, setAt(fresh(), ['addOns', 8, 'price'], 175));
    const newer = setAt(workingCopy(loaded), ['packages', 0, 'offerPrice'], 549); // what someone else published
    const base = plain(newer);
    const back = applyEdits(workingCopy(base), mine);
    expect(editsBetween(base, back)).toEqual(mine);
  });

  it('reads a whole number as a number and anything else as typed, for the server to name', () => {
    expect(wholeOrText(' 1299 ')).toBe(1299);
    expect(wholeOrText('1,299')).toBe('1,299');
    expect(wholeOrText('₹999')).toBe('₹999');
  });
});

describe('new items', () => {
  it('names a new groomer by city and first name, unique across all cities', () => {
    const taken = groomerIds(loaded.cities as never);
    expect(taken.has('noida-sunil')).toBe(true);
    expect(groomerId('noida', 'Sunita Devi', taken)).toBe('noida-sunita');
    expect(groomerId('noida', 'Sunil Kumar', taken)).toBe('noida-sunil-2');
    expect(groomerId('gurugram', '', taken)).toBe('gurugram-new');
    expect(slug('Ánjali  D’Souza')).toBe('anjali-d-souza');
  });

  it('names a new offer by its code, else by what it gives', () => {
    const taken = new Set(['delhi20', '15-percent-off']);
    expect(promoId({ code: 'DIWALI25', percent: 25 }, taken)).toBe('diwali25');
    expect(promoId({ code: 'DELHI20' }, taken)).toBe('delhi20-2');
    expect(promoId({ percent: 15 }, taken)).toBe('15-percent-off-2');
    expect(promoId({ amount: 300 }, taken)).toBe('300-off');
    expect(promoId({}, taken)).toBe('new-off');
  });
});

describe('problems on their fields', () => {
  const problem = (path: (string | number)[]) => ({ file: 'site.yaml', where: path.join('.'), path, message: 'm' });

  it('finds a problem’s own field, or the nearest card that is shown', () => {
    const shown = new Set([fieldId(['visits', 'promos', 3]), fieldId(['packages', 2, 'offerPrice'])]);
    expect(fieldId(['packages', 2, 'offerPrice'])).toBe('f.packages.2.offerPrice');
    expect(nearestId(['packages', 2, 'offerPrice'], (id) => shown.has(id))).toBe('f.packages.2.offerPrice');
    expect(nearestId(['visits', 'promos', 3, 'fromPage'], (id) => shown.has(id))).toBe('f.visits.promos.3');
    expect(nearestId(['localities', 0, 'city'], (id) => shown.has(id))).toBeUndefined();
    const problems = [problem(['packages', 2, 'offerPrice']), problem(['packages', 2])];
    expect(problemsAt(problems, ['packages', 2, 'offerPrice'])).toEqual([problems[0]]);
  });

  it('names each place in words', () => {
    expect(placeWords(['packages', 2, 'offerPrice'], loaded)).toBe('Fur Fresh Spa: offer price');
    expect(placeWords(['addOns', 8, 'price'], loaded)).toBe('Paw balm (add-on): price');
    expect(placeWords(['visits', 'promos', 1, 'percent'], loaded)).toBe('Offer DELHI20: percent off');
    expect(placeWords(['visits', 'promos', 0], loaded)).toBe('Offer first-booking-200');
    expect(placeWords(['cities', 0, 'visits', 'team', 0, 'hours', 'opens'], loaded)).toBe('Delhi, Arjun Singh, hours: opens');
    expect(placeWords(['cities', 1, 'visits', 'terms', 'cancel', 1, 'feePercent'], loaded)).toBe('Noida, terms, cancelling, step 2: fee (%)');
    expect(placeWords(['cities', 3, 'visits', 'fees', 0, 'amount'], loaded)).toBe('Gurugram, Last-minute fee: amount');
    expect(placeWords(['faqs', 'city', 2, 'a'], loaded)).toBe('FAQ, city pages, question 3: answer');
    expect(placeWords(['offers', 'heading'], loaded)).toBe('Offers: heading');
    expect(placeWords(['home', 'welcome', 'text', 1], loaded)).toBe('Home page: welcome text, paragraph 2');
    expect(placeWords([], loaded)).toBe('The whole site');
    expect(editWords({ op: 'set', path: ['packages', 2, 'offerPrice'], value: 949 }, loaded)).toBe('Fur Fresh Spa: offer price set to 949');
  });
});

describe('translations of changed texts', () => {
  it('asks for the Hindi of a translated text changed in English, and sends it under the new words', () => {
    const w = setAt(setAt(fresh(), ['packages', 0, 'subtitle'], 'Quick bath and dry'), ['packages', 0, 'offerPrice'], 549);
    const needed = neededTranslations(loaded, w, catalogs);
    expect(needed).toEqual([{ path: ['packages', 0, 'subtitle'], code: 'hi', was: 'Quick bath', now: 'Quick bath and dry', before: 'झटपट स्नान' }]);
    expect(translationEdits(needed, {})).toEqual([]); // nothing given yet: the server will refuse, on the field
    const edits = translationEdits(needed, { hi: { 'Quick bath and dry': 'झटपट स्नान और सुखाना', 'Quick bat': 'stale' } });
    expect(edits).toEqual([{ op: 'set', file: 'strings/hi.yaml', path: ['Quick bath and dry'], value: 'झटपट स्नान और सुखाना' }]);
    expect(givenFrom([...editsBetween(loaded, w), ...edits])).toEqual({ hi: { 'Quick bath and dry': 'झटपट स्नान और सुखाना' } });
    expect(applyEdits(fresh(), edits)).toEqual(fresh()); // a language's texts are not site.yaml's data
  });

  it('asks nothing for new words that are translated already, nor for a text that never was', () => {
    let w = setAt(fresh(), ['packages', 0, 'subtitle'], 'Bath and tidy-up'); // another package's, translated
    w = setAt(w, ['visits', 'promos', 1, 'code'], 'DELHI25');
    expect(neededTranslations(loaded, w, catalogs)).toEqual([]);
  });
});

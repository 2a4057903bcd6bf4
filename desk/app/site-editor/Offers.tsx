import { promoLabel } from '../../../model/visits/promo-words.ts';
import type { PromoClaim, PromoWho } from '../../../model/visits/rules.ts';
import { getAt, isNew, setAt, type Data } from './edits.ts';
import { Card, Choices, EditorProvider, Removed, Section, SelectField, TextField, useEditor, useItemEditor, WholeField } from './fields.tsx';
import { promoId } from './new-items.ts';

export interface Promo {
  id: string; code?: string; amount?: unknown; percent?: unknown; firstBookingOnly?: boolean; cities?: string[];
  fromPage?: string; who?: PromoWho; age?: number; claim?: PromoClaim; until?: string;
}
export interface City { slug: string; name: string; landing?: boolean }

const PROMOS = ['visits', 'promos'];
const CLAIMS = [
  { value: 'automatic', label: 'By itself' }, { value: 'code', label: 'With its code' },
  { value: 'page', label: 'Booked from its page' }, { value: 'at-door', label: 'At the door, on proof' },
];
const WHO = [{ value: 'students', label: 'Students' }, { value: 'seniors', label: 'Senior citizens' }];

/** An offer in words, as the pages will say it ("20% off with promo code DELHI20"), or what is still missing. */
export function promoWords(p: Promo, cities: readonly City[]): string {
  const kind = p.amount !== undefined ? 'amount' : 'percent';
  const value = Number(p[kind]);
  if (!Number.isInteger(value) || value < 1) return p.code ? `Offer ${p.code}` : 'New offer: how much off?';
  return promoLabel({
    discount: { kind, value }, code: p.code, firstBookingOnly: p.firstBookingOnly ?? false, fromPage: p.fromPage,
    who: p.who ?? 'everyone', age: p.age, until: p.until || undefined,
    claim: p.claim ?? (p.code ? 'code' : p.fromPage ? 'page' : (p.who ?? 'everyone') !== 'everyone' ? 'at-door' : 'automatic'),
  }, (slug) => cities.find((c) => c.slug === slug)?.name ?? slug);
}

/** A new offer's id follows what it gives until it is published. */
function withId(index: number) {
  return (data: Data): Data => {
    const promos = (getAt(data, PROMOS) as Promo[] | undefined) ?? [];
    const promo = promos[index];
    if (!promo || !isNew(promo)) return data;
    const taken = new Set(promos.filter((_, i) => i !== index).map((p) => p.id));
    return setAt(data, [...PROMOS, index, 'id'], promoId(promo, taken));
  };
}

function Offer({ promo, index, cities }: { promo: Promo; index: number; cities: readonly City[] }) {
  const editor = useItemEditor(withId(index));
  const path = [...PROMOS, index];
  const kind = promo.amount !== undefined ? 'amount' : 'percent';
  const name = promoWords(promo, cities);
  const switchKind = (to: string) => {
    if (to === kind) return;
    const { amount, percent, ...rest } = promo;
    editor.set(path, { ...rest, [to]: to === 'amount' ? percent : amount });
  };
  return (
    <EditorProvider value={editor}>
      <Card path={path} title={name} className="offer">
        <div className="field">
          <label htmlFor={`offer-kind-${index}`}><span className="visually-hidden">{name}: </span>Off as</label>
          <select id={`offer-kind-${index}`} value={kind} onChange={(e) => switchKind(e.currentTarget.value)}>
            <option value="percent">Percent</option><option value="amount">Rupees</option>
          </select>
        </div>
        <WholeField path={[...path, kind]} of={name} label={kind === 'amount' ? 'Amount off' : 'Percent off'} unit={kind === 'amount' ? '₹' : '%'} />
        <TextField path={[...path, 'code']} of={name} label="Code" optional placeholder="none" />
        <SelectField path={[...path, 'claim']} of={name} label="Claimed" options={CLAIMS} none="As the rest says" />
        <TextField path={[...path, 'until']} of={name} label="Last day" type="date" optional />
        <SelectField path={[...path, 'who']} of={name} label="For" options={WHO} none="Everyone" />
        {promo.who === 'seniors' && <WholeField path={[...path, 'age']} of={name} label="From age" />}
        <div className="field check">
          <label><input type="checkbox" checked={promo.firstBookingOnly ?? false}
            onChange={(e) => editor.set([...path, 'firstBookingOnly'], e.currentTarget.checked || undefined)} />
            <span className="visually-hidden">{name}: </span>First booking only</label>
        </div>
        <Choices path={[...path, 'cities']} of={name} legend="Cities" className="wide" options={cities.map((c) => ({ value: c.slug, label: c.name }))} />
        {promo.fromPage && <p className="meta wide">The own offer of the {cities.find((c) => c.slug === promo.fromPage)?.name ?? promo.fromPage} page.</p>}
        <div className="wide"><button type="button" className="quiet" onClick={() => editor.remove(path)}>Remove this offer</button></div>
      </Card>
    </EditorProvider>
  );
}

/** Offers and promos (visits.promos): how much, where, to whom, how claimed, until when; add and remove. */
export function Offers() {
  const e = useEditor();
  const promos = (getAt(e.data, PROMOS) as Promo[] | undefined) ?? [];
  const cities = ((e.data.cities as City[] | undefined) ?? []).filter((c) => !c.landing);
  const add = () => {
    const taken = new Set(promos.map((p) => p.id));
    // Its keys in the order site.yaml writes a promo's; those left undefined are not sent.
    e.add(PROMOS, { id: promoId({}, taken), code: undefined, percent: undefined, claim: 'automatic', cities: cities.map((c) => c.slug), until: undefined });
  };
  return (
    <Section id="site-offers" title="Offers" paths={[PROMOS]}>
      <p className="meta">Offers do not add up: a visit gets the one that saves the most. The pages write each offer’s words from these.</p>
      <div className="cards">
        {promos.map((p, i) => <Offer key={isNew(p) ? `new-${i}` : p.id} promo={p} index={i} cities={cities} />)}
      </div>
      <Removed path={PROMOS} name={(p) => promoWords(p as unknown as Promo, cities)} />
      <button type="button" className="secondary" onClick={add}>Add an offer</button>
    </Section>
  );
}

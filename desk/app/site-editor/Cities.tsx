import type { EditPath } from '../../wire/site-editor.ts';
import { getAt, isNew, setAt, setOwnOrDefault, type Data } from './edits.ts';
import { Card, EditorProvider, Problems, Removed, Section, TextField, useChanged, useEditor, useItemEditor, WholeField } from './fields.tsx';
import { fieldId } from './places.ts';
import { slug, unique, wholeOrText } from './new-items.ts';

export interface Hours { opens: string; closes: string }
interface Tier { fromHoursBefore: unknown; feePercent: unknown }
interface Terms { cancel: Tier[]; reschedule: Tier[] }
interface Fee { id: string; label: string; amount?: unknown; when?: Record<string, unknown> }
export interface CityData {
  slug: string; name: string; landing?: boolean; hours?: Hours; payment?: string; serviceAreas?: string[];
  visits?: { team?: Record<string, unknown>[]; fees?: Fee[]; terms?: Terms };
}

/** A number of hours, which may be a half: a number when it is one, else the text as typed. */
const hoursOrText = (text: string): number | string => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

/**
 * Opening and closing times; where the data has none, the fallback's are shown and stay left out
 * until changed. A groomer's hours fall back to their city's, a city's to every city's.
 */
export function HoursField({ path, of, fallback, fallbackWords }: { path: EditPath; of: string; fallback?: Hours; fallbackWords?: string }) {
  const e = useEditor();
  const own = getAt(e.data, path) as Hours | undefined;
  const shown = own ?? fallback ?? { opens: '', closes: '' };
  const changed = useChanged(path);
  const put = (key: keyof Hours, value: string) => e.update((d) => setOwnOrDefault(d, e.loaded, path, { ...shown, [key]: value }, fallback));
  return (
    <fieldset id={fieldId(path)} className={`hours${changed ? ' changed' : ''}`}>
      <legend><span className="visually-hidden">{of} </span>Hours{!own && fallbackWords ? <span className="meta"> ({fallbackWords})</span> : null}</legend>
      {(['opens', 'closes'] as const).map((key) => (
        <div className="field" key={key}>
          <label htmlFor={fieldId([...path, key])}><span className="visually-hidden">{of} </span>{key === 'opens' ? 'From' : 'To'}</label>
          <input id={fieldId([...path, key])} type="time" value={shown[key]} onChange={(ev) => put(key, ev.currentTarget.value)} />
          <Problems path={[...path, key]} />
        </div>
      ))}
      <Problems path={path} />
    </fieldset>
  );
}

/** Cancelling and moving terms as steps: "from N hours before, a change costs P% of the package". */
function TermsField({ path, of, fallback }: { path: EditPath; of: string; fallback?: Terms }) {
  const e = useEditor();
  const shown = (getAt(e.data, path) as Terms | undefined) ?? fallback ?? { cancel: [], reschedule: [] };
  const changed = useChanged(path);
  const put = (next: Terms) => e.update((d) => setOwnOrDefault(d, e.loaded, path, next, fallback));
  const setTier = (kind: keyof Terms, k: number, key: keyof Tier, value: unknown) =>
    put({ ...shown, [kind]: shown[kind].map((t, j) => (j === k ? { ...t, [key]: value } : t)) });
  return (
    <div id={fieldId(path)} className={`terms wide${changed ? ' changed' : ''}`}>
      {!getAt(e.data, path) && fallback && <p className="meta">Every city’s terms, until changed here.</p>}
      <Problems path={path} />
      {(['cancel', 'reschedule'] as const).map((kind) => (
        <fieldset key={kind} id={fieldId([...path, kind])} className="tiers">
          <legend><span className="visually-hidden">{of} </span>{kind === 'cancel' ? 'Cancelling' : 'Moving a visit'}</legend>
          <Problems path={[...path, kind]} />
          {shown[kind].map((tier, k) => {
            const at = [...path, kind, k];
            const words = `${of} ${kind === 'cancel' ? 'cancelling' : 'moving'} step ${k + 1}:`;
            return (
              <div className="tier" key={k}>
                {(['fromHoursBefore', 'feePercent'] as const).map((key) => (
                  <div className="field" key={key}>
                    <label htmlFor={fieldId([...at, key])}><span className="visually-hidden">{words} </span>{key === 'fromHoursBefore' ? 'Hours before' : 'Fee (%)'}</label>
                    <input id={fieldId([...at, key])} inputMode="decimal" value={String(tier[key] ?? '')}
                      onChange={(ev) => setTier(kind, k, key, key === 'feePercent' ? wholeOrText(ev.currentTarget.value) : hoursOrText(ev.currentTarget.value))} />
                    <Problems path={[...at, key]} />
                  </div>
                ))}
                <button type="button" className="quiet" aria-label={`Remove ${words.slice(0, -1)}`} onClick={() => put({ ...shown, [kind]: shown[kind].filter((_, j) => j !== k) })}>Remove</button>
              </div>
            );
          })}
          <button type="button" className="secondary" onClick={() => put({ ...shown, [kind]: [...shown[kind], { fromHoursBefore: 0, feePercent: 0 }] })}>
            <span className="visually-hidden">{of}: </span>Add a step
          </button>
        </fieldset>
      ))}
      <p className="meta">Nearer the visit than the last step, the customer must call.</p>
    </div>
  );
}

/** A new fee's id follows its name until it is published. */
const feeId = (feesPath: EditPath, index: number) => (data: Data): Data => {
  const fees = (getAt(data, feesPath) as Fee[] | undefined) ?? [];
  if (!fees[index] || !isNew(fees[index])) return data;
  const taken = new Set(fees.filter((_, i) => i !== index).map((f) => f.id));
  return setAt(data, [...feesPath, index, 'id'], unique(slug(fees[index].label) || 'fee', taken));
};

function FeeCard({ feesPath, index, fee, city }: { feesPath: EditPath; index: number; fee: Fee; city: string }) {
  const editor = useItemEditor(feeId(feesPath, index));
  const path = [...feesPath, index];
  const of = `${city} ${fee.label || 'new fee'}`;
  return (
    <EditorProvider value={editor}>
      <Card path={path} title={fee.label || 'New fee'} className="fee">
        <TextField path={[...path, 'label']} of={city} label="Fee name" />
        <WholeField path={[...path, 'amount']} of={of} label="Amount" unit="₹" />
        <TextField path={[...path, 'when', 'bookedFrom']} of={of} label="Booked from" type="time" optional />
        <TextField path={[...path, 'when', 'bookedBefore']} of={of} label="Booked before" type="time" optional />
        <WholeField path={[...path, 'when', 'visitWithinDays']} of={of} label="Visit within days (0: same day)" optional />
        <div className="wide"><button type="button" className="quiet" onClick={() => editor.remove(path)}>Remove this fee</button></div>
      </Card>
    </EditorProvider>
  );
}

/** Each city's hours, payment, cancelling and moving terms and fees; and what a city without its own gets. */
export function Cities() {
  const e = useEditor();
  const cities = (e.data.cities as CityData[] | undefined) ?? [];
  const defaults = e.data.cityDefaults as { hours?: Hours; payment?: string; visits?: { terms?: Terms } } | undefined;
  return (
    <Section id="site-cities" title="Cities: hours, terms, fees" paths={[['cities'], ['cityDefaults']]}>
      <div className="cards">
        {cities.map((c, i) => {
          if (c.landing) return null;
          const feesPath = ['cities', i, 'visits', 'fees'];
          return (
            <Card key={c.slug} path={['cities', i]} title={c.name} className="city">
              <HoursField path={['cities', i, 'hours']} of={c.name} fallback={defaults?.hours} fallbackWords="every city’s" />
              <TextField path={['cities', i, 'payment']} of={c.name} label="Payment (empty: every city’s text)" long optional className="wide" placeholder={defaults?.payment} />
              <TermsField path={['cities', i, 'visits', 'terms']} of={c.name} fallback={defaults?.visits?.terms} />
              <div className="fees wide" id={fieldId(feesPath)}>
                <h3>Fees</h3>
                <Problems path={feesPath} />
                {(c.visits?.fees ?? []).map((f, k) => <FeeCard key={isNew(f) ? `new-${k}` : f.id} feesPath={feesPath} index={k} fee={f} city={c.name} />)}
                <Removed path={feesPath} name={(f) => String(f.label)} />
                <button type="button" className="secondary" onClick={() => e.add(feesPath, { id: unique('fee', new Set((c.visits?.fees ?? []).map((f) => f.id))), label: '', when: {} })}>
                  <span className="visually-hidden">{c.name}: </span>Add a fee
                </button>
              </div>
            </Card>
          );
        })}
        {defaults && (
          <Card path={['cityDefaults']} title="Every city without its own" className="city">
            <HoursField path={['cityDefaults', 'hours']} of="Every city’s" />
            <TextField path={['cityDefaults', 'payment']} of="Every city’s" label="Payment" long className="wide" />
            <TermsField path={['cityDefaults', 'visits', 'terms']} of="Every city’s" />
          </Card>
        )}
      </div>
    </Section>
  );
}

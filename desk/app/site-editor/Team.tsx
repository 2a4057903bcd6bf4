import { useState } from 'react';
import type { EditPath } from '../../wire/site-editor.ts';
import { getAt, isNew, setAt, setOwnOrDefault, type Data } from './edits.ts';
import { Card, Choices, EditorProvider, Problems, Section, TextField, useChanged, useEditor, useItemEditor } from './fields.tsx';
import { HoursField, type CityData, type Hours } from './Cities.tsx';
import { groomerId, groomerIds } from './new-items.ts';
import { fieldId } from './places.ts';

interface Groomer { id: string; name: string; days?: string[]; hours?: Hours; areas?: string[] }

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => ({ value: d, label: d[0].toUpperCase() + d.slice(1) }));

/** The areas a groomer covers: all the city's when left out (every box ticked), else those ticked. */
function Areas({ path, of, all }: { path: EditPath; of: string; all: readonly string[] }) {
  const e = useEditor();
  const own = getAt(e.data, path) as string[] | undefined;
  const chosen = own ?? all;
  const options = [...all, ...chosen.filter((a) => !all.includes(a))];
  const changed = useChanged(path);
  const toggle = (area: string, on: boolean) =>
    e.update((d) => setOwnOrDefault(d, e.loaded, path, options.filter((a) => (a === area ? on : chosen.includes(a))), all));
  return (
    <details className={`areas wide${changed ? ' changed' : ''}`} id={fieldId(path)}>
      <summary><span className="visually-hidden">{of}: </span>Areas: {own ? `${own.length} of ${all.length}` : 'all of the city’s'}</summary>
      <fieldset className="choices">
        <legend className="visually-hidden">{of}: areas</legend>
        {options.map((a) => (
          <label key={a}><input type="checkbox" checked={chosen.includes(a)} onChange={(ev) => toggle(a, ev.currentTarget.checked)} />{a}</label>
        ))}
      </fieldset>
      <Problems path={path} />
    </details>
  );
}

/** A new groomer's id is the city and their first name ("noida-sunita"), unique across all cities, until published. */
const withId = (city: string, path: EditPath) => (data: Data): Data => {
  const groomer = getAt(data, path) as Groomer | undefined;
  if (!groomer || !isNew(groomer)) return data;
  const taken = groomerIds((data.cities as CityData[]) ?? []);
  taken.delete(groomer.id);
  return setAt(data, [...path, 'id'], groomerId(city, groomer.name, taken));
};

function GroomerCard({ city, cityIndex, index, groomer }: { city: CityData; cityIndex: number; index: number; groomer: Groomer }) {
  const path = ['cities', cityIndex, 'visits', 'team', index];
  const editor = useItemEditor(withId(city.slug, path));
  const of = `${city.name}, ${groomer.name || 'new groomer'}`;
  return (
    <EditorProvider value={editor}>
      <Card path={path} title={<>{groomer.name || 'New groomer'} <span className="meta">{groomer.id}</span></>} className="groomer-card">
        <TextField path={[...path, 'name']} of={`${city.name} groomer`} label="Name" className="wide" />
        <Choices path={[...path, 'days']} of={of} legend="Days" options={DAYS} className="days wide" />
        <HoursField path={[...path, 'hours']} of={of} fallback={city.hours ?? (editor.data.cityDefaults as { hours?: Hours } | undefined)?.hours} fallbackWords="the city’s" />
        <Areas path={[...path, 'areas']} of={of} all={city.serviceAreas ?? []} />
        {isNew(groomer)
          ? <div className="wide"><button type="button" className="quiet" onClick={() => editor.remove(path)}>Do not add {groomer.name || 'this groomer'}</button></div>
          : <TakeOff name={groomer.name} onConfirm={() => editor.remove(path)} />}
      </Card>
    </EditorProvider>
  );
}

/**
 * Taking a published groomer off the team, asked once more first. The publish is refused while
 * they have visits to come (editor/team-changes.ts); their past visits stay on the day plan.
 */
function TakeOff({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const [asked, setAsked] = useState(false);
  if (!asked) return <div className="wide"><button type="button" className="quiet" onClick={() => setAsked(true)}>Take {name} off the team</button></div>;
  return (
    <div className="wide take-off" role="group" aria-label={`Take ${name} off the team?`}>
      <p className="meta">{name} leaves the site and the day plan; their past visits stay. Visits still to come must go to another groomer first. Their desk login stays until it is removed on the server (groomsite users remove).</p>
      <button type="button" className="danger" onClick={onConfirm}>Yes, take {name} off</button>{' '}
      <button type="button" className="quiet" onClick={() => setAsked(false)}>Keep {name}</button>
    </div>
  );
}

/** Each city's team: a groomer's name, days, hours and areas; a new groomer added at the end. */
export function Team() {
  const e = useEditor();
  const cities = (e.data.cities as CityData[] | undefined) ?? [];
  const add = (c: CityData, i: number) =>
    e.add(['cities', i, 'visits', 'team'], { id: groomerId(c.slug, '', groomerIds(cities)), name: '', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] });
  return (
    <Section id="site-team" title="Team" paths={cities.map((_, i) => ['cities', i, 'visits', 'team'])}>
      <p className="meta">A groomer works within their city’s hours and areas. Their id names them on the desk and in their visits; a desk login for them is made on the server (users add).</p>
      {cities.map((c, i) => c.landing || !c.visits ? null : (
        <details key={c.slug} className="team-city" id={fieldId(['cities', i, 'visits', 'team'])}>
          <summary>{c.name} <span className="meta">{(c.visits.team ?? []).length} groomers</span></summary>
          <div className="cards">
            {(c.visits.team ?? []).map((g, k) => (
              <GroomerCard key={isNew(g) ? `new-${k}` : String(g.id)} city={c} cityIndex={i} index={k} groomer={g as unknown as Groomer} />
            ))}
          </div>
          <button type="button" className="secondary" onClick={() => add(c, i)}>Add a groomer in {c.name}</button>
        </details>
      ))}
    </Section>
  );
}

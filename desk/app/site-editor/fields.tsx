import { createContext, useContext, type ReactNode } from 'react';
import type { EditPath, FieldProblem } from '../../wire/site-editor.ts';
import { addAt, deepEqual, getAt, loadedAt, putBack, removeAt, removedFrom, samePath, setAt, type Data } from './edits.ts';
import { fieldId, problemsAt, translationId } from './places.ts';
import { catalogFile, type Catalogs, type Needed } from './translations.ts';
import { wholeOrText } from './new-items.ts';

/** What every field reads and changes: the working copy, the data as loaded, and the problems the server named. */
export interface Editor {
  data: Data;
  loaded: Data;
  problems: readonly FieldProblem[];
  /** The translations the change wants (a translated text changed in English), and those the owner gave. */
  needed: readonly Needed[];
  given: Catalogs;
  give(code: string, english: string, text: string): void;
  /** Each other language's name by its code ("hi" -> "हिन्दी"). */
  languages: Record<string, string>;
  /** Every change goes through here, from the data as it is after the changes before it. */
  update(change: (data: Data) => Data): void;
  set(path: EditPath, value: unknown): void;
  add(path: EditPath, item: unknown): void;
  remove(path: EditPath): void;
}

const EditorContext = createContext<Editor | null>(null);
export const EditorProvider = EditorContext.Provider;
export const useEditor = (): Editor => useContext(EditorContext)!;

/** Whether the value at a path differs from the one loaded (the field is marked as changed). */
export const useChanged = (path: EditPath): boolean => {
  const e = useEditor();
  return !deepEqual(getAt(e.data, path), loadedAt(e.data, e.loaded, path));
};

/** The server's problems on a field, under it, with the hint (the placeholder to write, say). */
export function Problems({ path }: { path: EditPath }) {
  const found = problemsAt(useEditor().problems, path);
  if (!found.length) return null;
  return (
    <div className="field-problem" id={`${fieldId(path)}.problem`}>
      {found.map((p, i) => <p key={i}>{p.message}{p.hint && <><br /><span className="hint">{p.hint}</span></>}</p>)}
    </div>
  );
}

interface FieldProps {
  path: EditPath;
  /** The visible label, short. */
  label: string;
  /** Said to a screen reader before the label, so it names the field whole ("Fur Fresh Spa" + "offer price"). */
  of?: string;
  /** Left out of the data when emptied (the default then applies). */
  optional?: boolean;
  placeholder?: string;
  className?: string;
}

function Labelled({ path, label, of, className, children }: FieldProps & { children: ReactNode }) {
  const changed = useChanged(path);
  return (
    <div className={`field${changed ? ' changed' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={fieldId(path)}>{of && <span className="visually-hidden">{of} </span>}{label}</label>
      {children}
      <Problems path={path} />
    </div>
  );
}

/** The attributes that tie an input to its problem (and to a hint under it). */
function invalid(problems: readonly FieldProblem[], path: EditPath, hint = false) {
  const has = problemsAt(problems, path).length > 0;
  const described = [has && `${fieldId(path)}.problem`, hint && `${fieldId(path)}.hint`].filter(Boolean).join(' ');
  return { id: fieldId(path), 'aria-invalid': has || undefined, 'aria-describedby': described || undefined };
}

const rows = (text: string): number => Math.min(6, Math.max(2, Math.ceil(text.length / 34)));

/** A text; `hint`, under it, says what it wants (a photo's words, their length). */
export function TextField(props: FieldProps & { long?: boolean; type?: 'text' | 'time' | 'date'; hint?: ReactNode }) {
  const e = useEditor();
  const value = getAt(e.data, props.path);
  const put = (text: string) => e.set(props.path, text === '' && props.optional ? undefined : text);
  const attributes = invalid(e.problems, props.path, props.hint !== undefined);
  return (
    <Labelled {...props}>
      {props.long
        ? <textarea {...attributes} rows={rows(String(value ?? ''))} value={String(value ?? '')} placeholder={props.placeholder} onChange={(ev) => put(ev.currentTarget.value)} />
        : <input {...attributes} type={props.type ?? 'text'} value={String(value ?? '')} placeholder={props.placeholder} onChange={(ev) => put(ev.currentTarget.value)} />}
      {props.hint !== undefined && <p className="meta field-hint" id={`${fieldId(props.path)}.hint`}>{props.hint}</p>}
      <Translations path={props.path} of={props.of ? `${props.of} ${props.label}` : props.label} />
    </Labelled>
  );
}

/**
 * Under a text changed in English that had a translation: the translation of the new words, for
 * each language that had one, with the old translation to start from. Left empty, the server
 * refuses the change on the English field.
 */
function Translations({ path, of }: { path: EditPath; of: string }) {
  const e = useEditor();
  const here = e.needed.filter((n) => samePath(n.path, path));
  if (!here.length) return null;
  return (
    <>
      {here.map((n) => {
        const file = catalogFile(n.code);
        const id = translationId(file, n.now);
        const value = e.given[n.code]?.[n.now] ?? '';
        const problems = problemsAt(e.problems, [n.now], file);
        return (
          <div className="translation" key={n.code}>
            <label htmlFor={id}><span className="visually-hidden">{of}: </span>In {e.languages[n.code] ?? n.code}, for the new words</label>
            <textarea id={id} rows={rows(n.before)} value={value} data-file={file} data-text-key={n.now} aria-invalid={problems.length > 0 || undefined}
              onChange={(ev) => e.give(n.code, n.now, ev.currentTarget.value)} />
            {n.before && <p className="meta">Before: {n.before}{' '}
              {value !== n.before && <button type="button" className="quiet" aria-label={`Start from the old translation, ${of}`} onClick={() => e.give(n.code, n.now, n.before)}>Start from it</button>}
            </p>}
            {problems.map((p, i) => <p key={i} className="field-problem">{p.message}{p.hint && <><br /><span className="hint">{p.hint}</span></>}</p>)}
          </div>
        );
      })}
    </>
  );
}

/** A whole number (rupees, percent, hours): sent as a number when it is one, else as typed, so the server names the mistake. */
export function WholeField(props: FieldProps & { unit?: string }) {
  const e = useEditor();
  const value = getAt(e.data, props.path);
  return (
    <Labelled {...props} label={props.unit ? `${props.label} (${props.unit})` : props.label}>
      <input {...invalid(e.problems, props.path)} inputMode="numeric" value={value === undefined ? '' : String(value)} placeholder={props.placeholder}
        onChange={(ev) => e.set(props.path, ev.currentTarget.value === '' && props.optional ? undefined : wholeOrText(ev.currentTarget.value))} />
    </Labelled>
  );
}

/** Checkboxes for the items of a list of words (days, cities, areas), kept in the order offered. */
export function Choices({ path, legend, of, options, className }: { path: EditPath; legend: string; of?: string; options: readonly { value: string; label: string }[]; className?: string }) {
  const e = useEditor();
  const chosen = (getAt(e.data, path) as string[] | undefined) ?? [];
  const changed = useChanged(path);
  const toggle = (value: string, on: boolean) =>
    e.set(path, options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <fieldset id={fieldId(path)} className={`choices${changed ? ' changed' : ''}${className ? ` ${className}` : ''}`}>
      <legend>{of && <span className="visually-hidden">{of} </span>}{legend}</legend>
      {options.map((o) => (
        <label key={o.value}><input type="checkbox" checked={chosen.includes(o.value)} onChange={(ev) => toggle(o.value, ev.currentTarget.checked)} />{o.label}</label>
      ))}
      <Problems path={path} />
    </fieldset>
  );
}

/** A select over a few words; `none` offers leaving the key out. */
export function SelectField(props: FieldProps & { options: readonly { value: string; label: string }[]; none?: string }) {
  const e = useEditor();
  const value = getAt(e.data, props.path);
  return (
    <Labelled {...props}>
      <select {...invalid(e.problems, props.path)} value={String(value ?? '')} onChange={(ev) => e.set(props.path, ev.currentTarget.value || undefined)}>
        {props.none !== undefined && <option value="">{props.none}</option>}
        {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Labelled>
  );
}

/** A card for one item of a list (a package, an offer, a groomer): its id lets a problem on the whole item find it. */
export function Card({ path, title, children, className }: { path: EditPath; title: ReactNode; children: ReactNode; className?: string }) {
  const changed = useChanged(path);
  return (
    <fieldset id={fieldId(path)} className={`card${changed ? ' changed' : ''}${className ? ` ${className}` : ''}`}>
      <legend>{title}</legend>
      <Problems path={path} />
      {children}
    </fieldset>
  );
}

/** A section of the editor, folded on a phone until opened; it says how many of its fields changed. */
export function Section({ id, title, paths, children }: { id: string; title: string; paths: readonly EditPath[]; children: ReactNode }) {
  const e = useEditor();
  const changed = paths.some((p) => !deepEqual(getAt(e.data, p), getAt(e.loaded, p)));
  const problems = e.problems.filter((p) => paths.some((s) => s.every((k, i) => p.path[i] === k))).length;
  return (
    <details className="site-section" id={id}>
      <summary><span>{title}</span>{changed && <span className="flag">changed</span>}{problems > 0 && <span className="flag flag-overdue">{problems} to fix</span>}</summary>
      {children}
    </details>
  );
}

/** The items of a list removed in this session, each with a way to put it back before publishing. */
export function Removed({ path, name }: { path: EditPath; name: (item: Record<string, unknown>) => string }) {
  const e = useEditor();
  const loaded = getAt(e.loaded, path) as Record<string, unknown>[] | undefined;
  const gone = removedFrom(loaded, getAt(e.data, path) as unknown[] | undefined);
  if (!gone.length) return null;
  return (
    <ul className="removed">
      {gone.map((i) => (
        <li key={i}>Removed: {name(loaded![i])}{' '}
          <button type="button" className="secondary" onClick={() => e.update((d) => putBack(d, e.loaded, path, i))}>Put back</button>
        </li>
      ))}
    </ul>
  );
}

/** An editor whose changes inside one item also keep that item's derived fields (a new item's id) right. */
export function useItemEditor(derive: (data: Data) => Data): Editor {
  const e = useEditor();
  const update = (change: (data: Data) => Data) => e.update((d) => derive(change(d)));
  return {
    ...e, update,
    set: (path, value) => update((d) => setAt(d, path, value)),
    add: (path, item) => update((d) => addAt(d, path, item)),
    remove: (path) => update((d) => removeAt(d, path)),
  };
}

import { getAt } from './edits.ts';
import { Section, TextField, useEditor } from './fields.tsx';
import { TEXTS } from './places.ts';

/** A few key texts of the site; a figure in them is written as its placeholder, never by hand. */
export function Texts({ editable }: { editable: (key: string) => boolean }) {
  const e = useEditor();
  const shown = TEXTS.filter((t) => editable(String(t.path[0])) && getAt(e.loaded, t.path) !== undefined);
  if (!shown.length) return null;
  return (
    <Section id="site-texts" title="Texts" paths={shown.map((t) => t.path)}>
      <p className="meta">
        Write a price, percentage or hour as its placeholder, so it follows the catalogue: <code>{'{price:fur-fresh-spa}'}</code>,{' '}
        <code>{'{fromPrice}'}</code>, <code>{'{bestPercent}'}</code>, <code>{'{hoursSpan}'}</code>. A figure typed by hand is refused, and the refusal names the placeholder.
      </p>
      {shown.map((t) => {
        const value = getAt(e.data, t.path);
        return Array.isArray(value)
          ? <fieldset key={t.path.join('.')} className="paragraphs"><legend>{t.label}</legend>
              {value.map((_, k) => <TextField key={k} path={[...t.path, k]} of={t.label} label={`Paragraph ${k + 1}`} long />)}
            </fieldset>
          : <TextField key={t.path.join('.')} path={t.path} label={t.label} long />;
      })}
    </Section>
  );
}

import { useEffect, useState } from 'react';
import type { SitePhoto } from '../../wire/site-editor.ts';
import { HERO_TEMPLATES } from '../../../model/photos.ts';
import { deepEqual, getAt, loadedAt, type Data } from './edits.ts';
import { Card, Problems, Section, SelectField, TextField, useEditor } from './fields.tsx';
import { fieldId } from './places.ts';
import { photoAsLoaded, photoPath, photoTargets, PHOTO_TYPES, targetOf, withoutPhoto, withPhoto, wordsPath, WORDS_MAX, WORDS_MIN, type PhotoTarget } from './photos.ts';
import { problemFieldId, unfold } from './Review.tsx';
import { sendPhoto } from './upload.ts';

/**
 * What this phone uploaded, by the name the server gave: a preview from the file itself (the
 * server keeps an upload unseen until a publish names it, so there is nothing to fetch) and what
 * the server made of it. Kept for the page's life: an upload waits a day for its publish.
 */
const uploads = new Map<string, { url: string; photo: SitePhoto }>();

type Status = { kind: 'idle' } | { kind: 'uploading'; sent: number } | { kind: 'refused'; message: string };

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
/** The server's reason without its "photo: " prefix, as a sentence. */
const reason = (message: string) => { const m = message.replace(/^photo:\s*/, ''); return m.charAt(0).toUpperCase() + m.slice(1); };

/** A photo from the phone for one place: choose (or take) it, see it upload, then a preview of it or why it was refused. */
function PhotoPicker({ target, of, onError }: { target: PhotoTarget; of: string; onError: (e: unknown) => void }) {
  const e = useEditor();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const path = photoPath(target);
  const id = fieldId(path);
  const name = getAt(e.data, path) as string | undefined;
  const mine = name ? uploads.get(name) : undefined;
  const changed = !deepEqual(name, loadedAt(e.data, e.loaded, path));

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setStatus({ kind: 'uploading', sent: 0 });
    try {
      const sent = await sendPhoto(file, (share) => setStatus({ kind: 'uploading', sent: share }));
      if (!sent.ok) {
        setStatus({ kind: 'refused', message: reason(sent.message) });
        return;
      }
      if (!uploads.has(sent.photo.name)) uploads.set(sent.photo.name, { url: URL.createObjectURL(file), photo: sent.photo });
      e.update((d) => withPhoto(d, target, sent.photo.name));
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'refused', message: reason(error instanceof Error ? error.message : String(error)) });
      onError(error);
    } finally {
      input.value = ''; // the same file chosen again is a change again
    }
  };

  return (
    <div className={`field photo-field wide${changed ? ' changed' : ''}`}>
      {name && (
        <figure className="photo-preview">
          {/* An upload of this session shows from the file; a published photo from the site's own copy. */}
          <img src={mine?.url ?? `/images/${name}`} alt={`The photo for ${of}`} />
          <figcaption className="meta">
            {mine ? <>New, {mine.photo.width} × {mine.photo.height} px, {kb(mine.photo.bytes)}; the place it was taken and the phone’s details removed.</> : <>On the site now.</>}
          </figcaption>
        </figure>
      )}
      <label htmlFor={id}><span className="visually-hidden">{of}: </span>{name ? 'Another photo' : 'Photo'} <span className="meta">(JPEG, PNG or WebP, up to 15 MB)</span></label>
      <input id={id} type="file" accept={PHOTO_TYPES} disabled={status.kind === 'uploading'}
        aria-invalid={status.kind === 'refused' || undefined} aria-describedby={status.kind === 'refused' ? `${id}.refused` : undefined}
        onChange={(ev) => void choose(ev.currentTarget)} />
      <p className="meta upload-status" role="status">
        {status.kind === 'uploading' && <>Uploading… {Math.round(status.sent * 100)}%<progress max={1} value={status.sent} aria-hidden="true" /></>}
      </p>
      {status.kind === 'refused' && <p className="field-problem" id={`${id}.refused`} role="alert">Not uploaded: {status.message}</p>}
      <Problems path={path} />
    </div>
  );
}

/** Under the words: what they are for and that they are needed, with their length. */
function wordsHint(words: unknown): string {
  const n = typeof words === 'string' ? [...words.trim()].length : 0;
  return `Needed before review: what the photo shows, for visitors who cannot see it, ${WORDS_MIN} to ${WORDS_MAX} characters${n ? ` (${n} now)` : ''}.`;
}

/** Undo what this session did to a place's photo, or take off the photo it had. */
function PhotoActions({ target, what }: { target: PhotoTarget; what: string }) {
  const e = useEditor();
  const paths = target.kind === 'hero' ? [['pages', target.page, 'hero']] : [photoPath(target), wordsPath(target)];
  const changed = paths.some((p) => !deepEqual(getAt(e.data, p), loadedAt(e.data, e.loaded, p)));
  const has = getAt(e.data, photoPath(target)) !== undefined;
  if (changed) return <div className="wide"><button type="button" className="quiet" onClick={() => e.update((d) => photoAsLoaded(d, e.loaded, target))}>Undo the photo change of {what}</button></div>;
  if (has) return <div className="wide"><button type="button" className="quiet" onClick={() => e.update((d) => withoutPhoto(d, target))}>Take the photo off {what}</button></div>;
  return null;
}

interface Page { path: string; title: string; template: string; hero?: { photo?: string } }
interface City { name: string; landing?: boolean; visits?: { team?: { id: string; name: string; photo?: string }[] } }

const tileWords = (tile: { pet?: string; photo?: string } | undefined, i: number) => `Tile ${i + 1}: ${tile?.pet ?? ''}, ${tile?.photo ? 'photo' : 'drawing'}`;

/** The target a problem is about, so its place is the one shown. */
function targetOfProblem(data: Data, p: { file: string; path: (string | number)[] }): PhotoTarget | undefined {
  if ((p.file || 'site.yaml') === 'site.yaml') return targetOf(p.path);
  return photoTargets(data).find(({ target }) => getAt(data, wordsPath(target)) === p.path[0])?.target;
}

/**
 * Real photos from the phone: a gallery tile's (its pet and caption), a page's title band and a
 * groomer's (with alt), each with its Hindi. The gallery keeps its number of tiles (ui.galleryCount):
 * a photo takes the place of a tile, a drawn one first.
 */
export function Photos({ onError }: { onError: (e: unknown) => void }) {
  const e = useEditor();
  const gallery = (e.data.gallery as { pet?: string; photo?: string }[] | undefined) ?? [];
  const pages = ((e.data.pages as Page[] | undefined) ?? []).map((p, i) => ({ p, i })).filter(({ p }) => (HERO_TEMPLATES as readonly string[]).includes(p.template));
  const cities = ((e.data.cities as City[] | undefined) ?? []).map((c, i) => ({ c, i })).filter(({ c }) => !c.landing && c.visits?.team?.length);
  const [tile, setTile] = useState(() => Math.max(0, gallery.findIndex((g) => !g.photo)));
  const [page, setPage] = useState(() => pages[0]?.i ?? 0);
  const [groomer, setGroomer] = useState(() => (cities[0] ? `${cities[0].i}.0` : ''));

  // A problem on a photo's place shows that place, opened (again when one is fixed and another remains).
  const problemPlaces = e.problems.map((p) => `${p.file}:${p.path.join('.')}`).join('\n');
  useEffect(() => {
    const seen = new Set<string>();
    for (const p of e.problems) {
      const t = targetOfProblem(e.data, p);
      if (!t || seen.has(t.kind)) continue;
      seen.add(t.kind);
      if (t.kind === 'gallery') setTile(t.index);
      else if (t.kind === 'hero') setPage(t.page);
      else setGroomer(`${t.city}.${t.groomer}`);
    }
    if (seen.size) requestAnimationFrame(() => e.problems.forEach((p) => { const id = problemFieldId(p); if (id) unfold(id); }));
  }, [problemPlaces]);

  const team = groomer.split('.').map(Number);
  const groomerTarget: PhotoTarget | undefined = groomer ? { kind: 'groomer', city: team[0], groomer: team[1] } : undefined;
  const chosenGroomer = groomerTarget && (getAt(e.data, ['cities', team[0], 'visits', 'team', team[1]]) as { name: string } | undefined);
  const chosenPage = (e.data.pages as Page[] | undefined)?.[page];
  const paths = [['gallery'], ...pages.map(({ i }) => ['pages', i, 'hero']),
    ...cities.flatMap(({ c, i }) => (c.visits?.team ?? []).flatMap((_, k) => [['cities', i, 'visits', 'team', k, 'photo'], ['cities', i, 'visits', 'team', k, 'alt']]))];
  const tileTarget: PhotoTarget = { kind: 'gallery', index: tile };
  const heroTarget: PhotoTarget = { kind: 'hero', page };

  return (
    <Section id="site-photos" title="Photos" paths={paths}>
      <p className="meta">Choose a photo on this phone (or computer), or take one with the phone’s camera. It is uploaded at once, turned upright and cleaned of the place it was taken and the phone’s details; visitors see it only after you publish.</p>

      <div className="photo-places">
      <fieldset className="photo-place">
        <legend>Gallery</legend>
        <div className="field">
          <label htmlFor="photo-tile">Which tile</label>
          <select id="photo-tile" value={tile} onChange={(ev) => setTile(Number(ev.currentTarget.value))}>
            {gallery.map((g, i) => <option key={i} value={i}>{tileWords(g, i)}</option>)}
          </select>
          <p className="meta">The gallery always shows {gallery.length} tiles: a photo takes the place of the tile chosen, best a drawn one.</p>
        </div>
        {gallery[tile] && (
          <Card path={['gallery', tile]} title={`Tile ${tile + 1}`} className="photo-card">
            <PhotoPicker key={`g${tile}`} target={tileTarget} of={`gallery tile ${tile + 1}`} onError={onError} />
            {gallery[tile].photo && <>
              <SelectField path={['gallery', tile, 'pet']} of={`Gallery tile ${tile + 1}`} label="Pet" options={[{ value: 'dog', label: 'Dog' }, { value: 'cat', label: 'Cat' }]} className="wide" />
              <TextField path={wordsPath(tileTarget)} of={`Gallery tile ${tile + 1}`} label="Caption" long optional className="wide" placeholder="e.g. Bella, a Shih Tzu, before and after her teddy cut" hint={wordsHint(getAt(e.data, wordsPath(tileTarget)))} />
            </>}
            <PhotoActions target={tileTarget} what={`tile ${tile + 1}`} />
          </Card>
        )}
      </fieldset>

      {pages.length > 0 && (
        <fieldset className="photo-place">
          <legend>A page’s title band</legend>
          <div className="field">
            <label htmlFor="photo-page">Which page</label>
            <select id="photo-page" value={page} onChange={(ev) => setPage(Number(ev.currentTarget.value))}>
              {pages.map(({ p, i }) => <option key={i} value={i}>{p.title} ({p.path}){p.hero?.photo ? ', photo' : ''}</option>)}
            </select>
          </div>
          {chosenPage && (
            <fieldset className="card photo-card" id={fieldId(['pages', page, 'hero'])}>
              <legend>{chosenPage.title}</legend>
              <Problems path={['pages', page, 'hero']} />
              <PhotoPicker key={`p${page}`} target={heroTarget} of={`the ${chosenPage.title} page`} onError={onError} />
              {chosenPage.hero?.photo && <>
                <TextField path={wordsPath(heroTarget)} of={`${chosenPage.title} page photo`} label="Alt text" long optional className="wide" placeholder="e.g. Two of our groomers drying a beagle after its bath" hint={wordsHint(chosenPage.hero && getAt(e.data, wordsPath(heroTarget)))} />
              </>}
              <PhotoActions target={heroTarget} what={`the ${chosenPage.title} page`} />
            </fieldset>
          )}
        </fieldset>
      )}

      {groomerTarget && (
        <fieldset className="photo-place">
          <legend>A groomer</legend>
          <div className="field">
            <label htmlFor="photo-groomer">Which groomer</label>
            <select id="photo-groomer" value={groomer} onChange={(ev) => setGroomer(ev.currentTarget.value)}>
              {cities.map(({ c, i }) => (
                <optgroup key={i} label={c.name}>
                  {(c.visits?.team ?? []).map((g, k) => <option key={k} value={`${i}.${k}`}>{g.name || 'New groomer'}{g.photo ? ', photo' : ''}</option>)}
                </optgroup>
              ))}
            </select>
            <p className="meta">Shown on their city’s page with their first name.</p>
          </div>
          {chosenGroomer && (
            <fieldset className="card photo-card">
              <legend>{chosenGroomer.name || 'New groomer'}</legend>
              <PhotoPicker key={`t${groomer}`} target={groomerTarget} of={chosenGroomer.name || 'the new groomer'} onError={onError} />
              {getAt(e.data, photoPath(groomerTarget)) !== undefined && <>
                <TextField path={wordsPath(groomerTarget)} of={`${chosenGroomer.name} photo`} label="Alt text" long optional className="wide" placeholder="e.g. Arjun brushing a golden retriever on a balcony" hint={wordsHint(getAt(e.data, wordsPath(groomerTarget)))} />
              </>}
              <PhotoActions target={groomerTarget} what={chosenGroomer.name || 'the new groomer'} />
            </fieldset>
          )}
        </fieldset>
      )}
      </div>
    </Section>
  );
}

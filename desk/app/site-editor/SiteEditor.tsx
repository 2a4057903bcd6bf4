import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldProblem, SiteConflict, SiteDraft, SiteEdit, SitePreview, SitePublished, SiteRefused } from '../../wire/site-editor.ts';
import { answer, call } from '../client.ts';
import { formatWhen } from '../format.ts';
import { addAt, applyEdits, editsBetween, removeAt, setAt, workingCopy, type Data } from './edits.ts';
import { EditorProvider, type Editor } from './fields.tsx';
import { editWords } from './places.ts';
import { givenFrom, neededTranslations, translationEdits, type Catalogs } from './translations.ts';
import { DiffView, ProblemList, problemFieldId, PublishedNote, unfold } from './Review.tsx';
import { History } from './History.tsx';
import { AddOns, Packages } from './Catalogue.tsx';
import { Offers } from './Offers.tsx';
import { Cities } from './Cities.tsx';
import { Team } from './Team.tsx';
import { Faq } from './Faq.tsx';
import { Texts } from './Texts.tsx';
import { Photos } from './Photos.tsx';
import { photoProblems, photoTranslations } from './photos.ts';

type Outcome =
  | { kind: 'published'; result: SitePublished; at: number; undo?: boolean }
  | { kind: 'conflict'; conflict: SiteConflict; lost: SiteEdit[]; lostWords: string[] }
  | { kind: 'refused'; message: string };

/**
 * The owner's editor of site.yaml (desk/wire/site-editor.ts): the catalogue, the cities, the
 * team, the FAQ and key texts in forms. The owner changes fields; "Review changes" shows the
 * change as the file's diff with any problems on their fields; "Publish" makes it live. A change
 * made meanwhile by someone else is never overwritten: the owner is told, shown it, and given
 * their own changes back to make again. Loaded as a chunk of its own, for the owner only.
 */
export default function SiteEditor({ onError }: { onError: (e: unknown) => void }) {
  const [draft, setDraft] = useState<SiteDraft | undefined>();
  const [working, setWorking] = useState<Data>({});
  const [given, setGiven] = useState<Catalogs>({});
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  /** Whether a review found photos without their words: then what they still want is shown as it changes. */
  const [asked, setAsked] = useState(false);
  const [preview, setPreview] = useState<SitePreview | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [discarding, setDiscarding] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);

  const load = async (): Promise<SiteDraft> => {
    const fresh = await call<SiteDraft>('site');
    setDraft(fresh);
    setWorking(workingCopy(fresh.data));
    setGiven({});
    setPreview(undefined);
    setProblems([]);
    setAsked(false);
    return fresh;
  };
  useEffect(() => void load().catch((e: unknown) => { setFailure(message(e)); onError(e); }), []);

  // A photo's new words want their translation too, though no words stood there before (photos.ts).
  const photoNeeded = useMemo(() => (draft ? photoTranslations(draft.data, working, draft.translations ?? {}) : []), [draft, working]);
  const needed = useMemo(() => {
    if (!draft) return [];
    const texts = neededTranslations(draft.data, working, draft.translations ?? {});
    return [...texts, ...photoNeeded.filter((p) => !texts.some((t) => t.code === p.code && t.now === p.now && t.path.join('.') === p.path.join('.')))];
  }, [draft, working, photoNeeded]);
  const edits = useMemo(() => (draft ? [...editsBetween(draft.data, working), ...translationEdits(needed, given)] : []), [draft, working, needed, given]);
  const languages = useMemo(() => Object.fromEntries(((working.languages as { code: string; name: string }[] | undefined) ?? []).map((l) => [l.code, l.name])), [draft]);
  const wanting = useMemo(() => photoProblems(working, photoNeeded, given, languages), [working, photoNeeded, given, languages]);
  const shown = asked && wanting.length ? wanting : problems;

  // A field with a problem is unfolded, so the owner sees it where it is.
  const problemPlaces = shown.map((p) => `${p.file}:${p.path.join('.')}`).join('\n');
  useEffect(() => {
    for (const p of shown) {
      const id = problemFieldId(p);
      if (id) unfold(id);
    }
  }, [problemPlaces]);

  const editor: Editor | undefined = draft && {
    data: working, loaded: draft.data, problems: shown, needed, given, languages,
    give: (code, english, text) => {
      setGiven((g) => ({ ...g, [code]: { ...g[code], [english]: text } }));
      setPreview(undefined);
    },
    update: (change) => {
      setWorking((w) => change(w));
      setPreview(undefined); // the diff shown no longer says the change
      setDiscarding(false);
    },
    set: (path, value) => editor!.update((d) => setAt(d, path, value)),
    add: (path, item) => editor!.update((d) => addAt(d, path, item)),
    remove: (path) => editor!.update((d) => removeAt(d, path)),
  };

  /** Someone else changed the site: nothing of the owner's is kept silently; they are told and given their changes back. */
  const conflicted = async (conflict: SiteConflict) => {
    const lost = edits;
    const lostWords = lost.map((e) => editWords(e, working));
    await load();
    setOutcome({ kind: 'conflict', conflict, lost, lostWords });
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailure('');
    try {
      await work();
    } catch (e) {
      setFailure(message(e));
      onError(e);
    } finally {
      setBusy(false);
    }
  }

  const review = () => run(async () => {
    setOutcome(undefined);
    // A photo without its words (or their Hindi) is said on its field at once, before the server is
    // asked, and each is no longer said once it is given.
    setAsked(wanting.length > 0);
    if (wanting.length) {
      setPreview(undefined);
      setProblems([]);
      topRef.current?.scrollIntoView({ block: 'start' });
      return;
    }
    const { status, data } = await answer<SitePreview & SiteConflict>('site/preview', { method: 'POST', body: { base: draft!.version, edits } });
    if (status === 409) return conflicted(data);
    if (status !== 200) throw new Error(data.message ?? `the server answered ${status}`);
    setPreview(data);
    setProblems(data.problems);
    requestAnimationFrame(() => reviewRef.current?.focus());
  });

  const publish = () => run(async () => {
    const body = { base: draft!.version, edits, ...(note.trim() ? { note: note.trim() } : {}) };
    const { status, data } = await answer<SitePublished & SiteRefused & SiteConflict>('site/publish', { method: 'POST', body });
    if (status === 409) return conflicted(data);
    if (status === 422) {
      setPreview(undefined);
      setProblems(data.problems ?? []);
      setOutcome({ kind: 'refused', message: data.message });
      topRef.current?.scrollIntoView({ block: 'start' });
      return;
    }
    if (status !== 200) throw new Error(data.message ?? `the server answered ${status}`);
    await load();
    setNote('');
    setOutcome({ kind: 'published', result: data, at: Date.now() });
    setHistoryKey((k) => k + 1);
    topRef.current?.scrollIntoView({ block: 'start' });
  });

  const undo = (id: number) => run(async () => {
    const { status, data } = await answer<SitePublished & SiteConflict>(`site/undo/${id}`, { method: 'POST' });
    if (status === 409) {
      await load();
      setOutcome({ kind: 'refused', message: data.message ?? 'The site changed since: that change can no longer be undone.' });
    } else if (status !== 200) {
      throw new Error(data.message ?? `the server answered ${status}`);
    } else {
      await load();
      setOutcome({ kind: 'published', result: data, at: Date.now(), undo: true });
    }
    setHistoryKey((k) => k + 1);
    topRef.current?.scrollIntoView({ block: 'start' });
  });

  if (!draft || !editor) return <section aria-labelledby="site-heading"><h1 id="site-heading">Site</h1><p role="alert" className="error">{failure}</p>{!failure && <p>Loading…</p>}</section>;
  const editable = (key: string) => draft.editable.includes(key);

  return (
    <EditorProvider value={editor}>
      <section className="site-editor" aria-labelledby="site-heading">
        <div ref={topRef} className="site-top">
          <h1 id="site-heading">Site</h1>
          <p className="meta">What the site says and sells. Nothing changes for visitors until you publish{draft.deploys ? ' (publishing also deploys to the host)' : ''}.
            {draft.last && <> Last published {formatWhen(draft.last.at)} by {draft.last.by}.</>}</p>
        </div>
        {outcome?.kind === 'published' && <PublishedNote result={outcome.result} at={outcome.at} undo={outcome.undo} />}
        {outcome?.kind === 'refused' && <div className="notice bad" role="alert"><p><strong>Not published:</strong> {outcome.message}</p></div>}
        {outcome?.kind === 'conflict' && (
          <div className="notice bad" role="alert">
            <p><strong>Someone else changed the site while you were editing (another publish, or by hand on the server), so your changes were not published.</strong></p>
            <p>The form now shows the site as it is now. What changed meanwhile:</p>
            <DiffView diff={outcome.conflict.changed} label="What changed meanwhile" />
            {outcome.lost.length > 0 && (
              <>
                <p>Your {outcome.lost.length === 1 ? 'change, not applied' : `${outcome.lost.length} changes, not applied`}:</p>
                <ul>{outcome.lostWords.map((w, i) => <li key={i}>{w}</li>)}</ul>
                <button type="button" className="secondary" onClick={() => { editor.update((d) => applyEdits(d, outcome.lost)); setGiven(givenFrom(outcome.lost)); setOutcome(undefined); }}>
                  Put my changes back in the form
                </button>
                <p className="meta">They are put back on the new version; review them before publishing.</p>
              </>
            )}
          </div>
        )}
        <ProblemList problems={shown} data={working} heading={shown.length === 1 ? 'One thing to fix before publishing:' : `${shown.length} things to fix before publishing:`} />

        {preview && (
          <section className="site-review" aria-labelledby="site-review-heading">
            <h2 id="site-review-heading" ref={reviewRef} tabIndex={-1}>Review: {edits.length === 1 ? 'one change' : `${edits.length} changes`}</h2>
            <DiffView diff={preview.diff} label="The change to site.yaml" />
            <p className="meta">Lines starting with + are added, with − removed.</p>
            {preview.ok ? (
              <div className="publish">
                <label htmlFor="site-note">Note for the history (optional)</label>
                <input id="site-note" value={note} onChange={(e) => setNote(e.currentTarget.value)} placeholder="e.g. Diwali prices" />
                <button type="button" disabled={busy} onClick={() => void publish()}>Publish</button>
              </div>
            ) : <p className="error">Fix what is listed above, then review again.</p>}
          </section>
        )}

        <form className="site-form" onSubmit={(e) => e.preventDefault()} aria-label="The site’s data">
          {editable('packages') && <Packages />}
          {editable('addOns') && <AddOns />}
          {editable('visits') && <Offers />}
          {editable('cities') && <Cities />}
          {editable('cities') && <Team />}
          {editable('gallery') && editable('pages') && editable('cities') && <Photos onError={onError} />}
          {editable('faqs') && <Faq />}
          <Texts editable={editable} />
        </form>

        <div className="review-bar">
          <span>{edits.length === 0 ? 'No changes' : edits.length === 1 ? '1 change' : `${edits.length} changes`}</span>
          {discarding ? (
            <>
              <button type="button" className="quiet" onClick={() => { setWorking(workingCopy(draft.data)); setGiven({}); setProblems([]); setAsked(false); setPreview(undefined); setDiscarding(false); }}>Discard them</button>
              <button type="button" className="quiet" onClick={() => setDiscarding(false)}>Keep</button>
            </>
          ) : edits.length > 0 && <button type="button" className="quiet" onClick={() => setDiscarding(true)}>Discard</button>}
          {preview ? <a href="#site-review-heading" onClick={(e) => { e.preventDefault(); reviewRef.current?.focus(); }}>Reviewed above</a>
            : <button type="button" disabled={busy || edits.length === 0} onClick={() => void review()}>{busy ? 'Checking…' : 'Review changes'}</button>}
        </div>
        <p className="error" role="alert">{failure}</p>

        <History reloadKey={historyKey} pending={edits.length} onUndo={undo} onError={onError} />
      </section>
    </EditorProvider>
  );
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

// The customer's own page (/b/<token>): the visit as the server keeps it (day, window, package,
// the quote's lines and total, the city's terms), and the two changes a customer may make: move
// it to another open window, or cancel it. Before either is confirmed the page shows what it costs
// at this moment under the city's terms: the server's reckoning (model/visits changeFee, on its
// clock, the function it runs again when it makes the change), asked again as the customer opens
// the change. The token stays in the address; it is never stored here. The
// move form (MoveVisit.tsx, with the window picker) loads only when the customer asks to move.
// On a page of another language (/hi/b/<token>) it gets its words as props (islands/texts.ts
// visitTexts) and asks the API to answer in that language (?lang=hi: the terms, the quote's
// labels and its refusals); the English page sends neither.
import { useLayoutEffect, useState } from 'react';
import type { ChangeFee } from '../model/visits/terms.ts';
import { rupees } from '../model/format.ts';
import { amountWords } from '../model/visits/line-words.ts';
import { dayWords, windowWords } from '../model/visits/words.ts';
import { wordsOf } from './forms/visit-words.ts';
import { useLater } from './later.ts';
import type { VisitText } from './texts.ts';
import type { Step, View } from './visit-view.ts';

/** `apiBase`: site.yaml api.base, as a prop so this page's chunk needs no runtime config. */
export interface VisitLinkProps {
  apiBase: string; callHref: string; callLabel: string; phone: string;
  /** On a page of another language than the default: its words, and its code for the API. */
  words?: Partial<Record<VisitText, string>>; lang?: string;
}

export default function VisitLink({ apiBase, callHref, callLabel, phone, words, lang }: VisitLinkProps) {
  const text = wordsOf(words);
  const [view, setView] = useState<View | 'loading' | 'gone' | 'failed'>('loading');
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const failed = (english: string) => () => setMessage(text(english));
  // Each part past the visit's own lines is a chunk of its own, fetched when wanted or when the
  // visit has it: the page's first load stays within its script budget.
  const [MoveVisit, wantMove] = useLater(() => import('./MoveVisit.tsx').then((m) => m.default), failed('We could not open the move just now. Try again, or call us.'));
  const [money, wantMoney] = useLater(() => import('./VisitMoney.tsx'));
  // A done visit's Book again and review (VisitAfter.tsx).
  const [After, wantAfter] = useLater(() => import('./VisitAfter.tsx').then((m) => m.default));
  const [Photos, wantPhotos] = useLater(() => import('./VisitPhotos.tsx').then((m) => m.default));
  const has = typeof view === 'object' ? { money: !!view.pay || !!view.receipt, after: !!view.again || !!view.review, photos: !!view.photos?.length } : {};
  useLayoutEffect(() => {
    if (has.money) wantMoney();
    if (has.after) wantAfter();
    if (has.photos) wantPhotos();
  }, [has.money, has.after, has.photos]);
  const token = typeof location === 'undefined' ? '' : location.pathname.replace(/^(\/\w+)?\/b\//, '').replace(/\/$/, '');
  const url = `${apiBase}/visit/${encodeURIComponent(token)}`;
  const inLang = lang ? `?lang=${lang}` : '';

  const load = () => fetch(url + inLang, { cache: 'no-store' })
    .then(async (res) => setView(res.ok ? await res.json() : res.status === 404 ? 'gone' : 'failed'))
    .catch(() => setView('failed'));
  useLayoutEffect(() => { void load(); }, []);

  const call = <a className="button button--accent" href={callHref}>{callLabel}</a>;
  if (view === 'loading') return <p className="lead" role="status">{text('Opening your visit… If nothing shows, call us at {phone}.', { phone })}</p>;
  if (view === 'gone') return <><p className="lead">{text("This link is unknown or no longer open: a visit's link closes after its day. Call us to book or change a visit.")}</p>{call}</>;
  if (view === 'failed') return <><p className="lead">{text('We could not open your visit just now. Try again in a minute, or call us at {phone}.', { phone })}</p>{call}</>;

  // A change not taken online says why, as the server wrote it (in the page's language).
  const feeWords = (f: ChangeFee, what: 'Moving' | 'Cancelling'): string => {
    if (!f.allowed) return f.message;
    return f.fee === 0 ? text(`${what} now is free of charge.`) : text(`${what} now costs {fee} ({percent}% of the package price).`, { fee: rupees(f.fee), percent: f.feePercent });
  };
  const startMove = (attempt: number) => {
    setStep({ kind: 'move', attempt });
    void load();
    wantMove();
  };
  const change = async (action: 'move' | 'cancel' | 'again' | 'review', body: object) => {
    setBusy(true);
    setMessage('');
    try {
      const res = await fetch(`${url}/${action}${inLang}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' });
      const answer = await res.json().catch(() => null);
      if (res.ok && answer && action === 'review') {
        // Kept, waiting for the owner: the page says so in place of the form.
        setView({ ...view, review: { given: answer.review } });
        setStep({ kind: 'view' });
      } else if (res.ok && answer && action === 'again') {
        // The new visit has its own page: open it (its link is the one to keep).
        setMessage(text('Booked. Opening your new visit…'));
        location.assign(answer.visit?.link ?? '/');
      } else if (res.ok && answer) {
        setView(answer);
        setStep({ kind: 'view' });
        setMessage(text(action === 'move' ? 'Moved. The fee for the move: {fee}.' : 'Cancelled. The fee for cancelling: {fee}.', { fee: answer.fee ? rupees(answer.fee) : text('none') }));
      } else {
        setMessage(typeof answer?.message === 'string' ? answer.message : text('server error'));
        if (res.status === 409 && action === 'move') startMove(step.kind === 'move' ? step.attempt + 1 : 0);
        if (res.status === 409 && action === 'again') setStep({ kind: 'again', attempt: step.kind === 'again' ? step.attempt + 1 : 0 });
        if (res.status === 409 && action === 'review') void load().then(() => setStep({ kind: 'view' }));
      }
    } catch {
      setMessage(text('server error'));
    }
    setBusy(false);
  };

  const held = view.status === 'held';
  const rows: [string, string][] = [
    [text('Day'), dayWords(view.date, text)], [text('Arrival window'), windowWords(view.window, text)], [text('City'), view.city],
    // A package priced by the dog's size names it, as the confirmation did: "Basic Grooming (large dog)".
    ...view.lines.map((l): [string, string] => [l.kind === 'package' && l.reason ? `${l.label} (${l.reason})` : l.label, amountWords(l.amount)]),
    [text('Total'), rupees(view.total)],
  ];
  return (
    <div className="visit">
      {held ? null : view.status === 'done' ? <p className="visit__done lead">{text('This visit is done.')}</p> : <p className="visit__cancelled lead">{text('This visit is cancelled.')}</p>}
      <dl className="confirm__rows">{rows.map(([k, v], i) => <div key={`${i}-${k}`}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      {(view.atDoor ?? []).map((d) => <p key={d.id} className="visit__at-door">{text('Not in this total: {offer}.').replace('{offer}', d.label)}</p>)}
      {held && view.pay && money ? <money.UpiPay pay={view.pay} say={text} rupees={rupees} /> : null}
      {view.photos?.length && Photos ? <Photos url={url} inLang={inLang} photos={view.photos} consent={!!view.photoConsent} say={text} /> : null}
      {view.receipt && money ? <money.Receipt receipt={view.receipt} lines={view.lines} total={view.total} say={text} rupees={rupees} day={(date) => dayWords(date, text)} /> : null}
      {/* The terms of changing it say nothing more to a visit that is done. */}
      {view.status === 'done' ? null : <p className="visit__terms">{view.termsText}</p>}
      <p className="form-message" role="alert">{message || null}</p>
      {/* A change the terms (or the visit's state) no longer allow online is not offered: its reason is said instead. */}
      {held && step.kind === 'view' ? (
        <>
          {[...new Set([view.move, view.cancel].filter((f) => !f.allowed).map((f) => feeWords(f, 'Moving')))].map((why) => <p key={why} className="visit__fee">{why}</p>)}
          <div className="confirm__actions">
            {view.move.allowed ? <button type="button" className="button button--accent" onClick={() => { setMessage(''); startMove(0); }}>{text('Move to another window')}</button> : null}
            {view.cancel.allowed ? <button type="button" className="button button--ghost" onClick={() => { setMessage(''); setStep({ kind: 'cancel' }); void load(); }}>{text('Cancel the visit')}</button> : null}
          </div>
        </>
      ) : null}
      {held && step.kind === 'move' ? (MoveVisit ? (
        <MoveVisit key={step.attempt} apiBase={apiBase} ask={view.ask} feeText={feeWords(view.move, 'Moving')} allowed={view.move.allowed}
          busy={busy} onMove={(chosen) => void change('move', { date: chosen.date, window: chosen.window })} onKeep={() => setStep({ kind: 'view' })} text={text} />
      ) : <p role="status">{text('Finding open windows…')}</p>) : null}
      {held && step.kind === 'cancel' ? (
        <div className="visit__change">
          <h2>{text('Cancel your visit')}</h2>
          <p className="visit__fee" role="status">{feeWords(view.cancel, 'Cancelling')}</p>
          <div className="confirm__actions">
            <button type="button" className="button button--accent" disabled={busy || !view.cancel.allowed} onClick={() => void change('cancel', {})}>{text('Yes, cancel it')}</button>
            <button type="button" className="button button--ghost" onClick={() => setStep({ kind: 'view' })}>{text('Keep my visit')}</button>
          </div>
        </div>
      ) : null}
      {After ? <After view={view} apiBase={apiBase} busy={busy} text={text} step={step} setStep={setStep} setMessage={setMessage} change={change} /> : null}
      {call}
    </div>
  );
}


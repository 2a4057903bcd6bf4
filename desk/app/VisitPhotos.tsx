import { useState, type ChangeEvent } from 'react';
import { API, call, LoggedOut } from './client.ts';
import { sendBytes } from './upload-bytes.ts';
import type { PlanVisit, VisitPhotosNow } from '../wire/visits.ts';

/** As the server says (desk/visits/photos.ts): photos once a visit is on its way or done, at most 6. */
const PHOTO_STATUSES = ['on-the-way', 'done'];
const MAX_VISIT_PHOTOS = 6;

/**
 * Before and after on a visit's card (issue 44 item 5): the visit's photos, and "Add photos" for
 * its groomer or the office once the visit is on its way or done. Each file goes up as it is, one
 * at a time with its progress; the server judges it and keeps it without metadata. The customer's
 * consent to show them on the website is shown as they gave it; nothing is published from here.
 */
export function VisitPhotos({ visit, onChanged }: { visit: PlanVisit; onChanged: () => void }) {
  const [sending, setSending] = useState('');
  const [problem, setProblem] = useState('');
  /** The photo asked to be removed, waiting for "Yes, remove". */
  const [removing, setRemoving] = useState<number>();
  const photos = visit.photos ?? [];
  const open = PHOTO_STATUSES.includes(visit.status) && photos.length < MAX_VISIT_PHOTOS;
  if (!photos.length && !open) return null;
  const consent = photos.length > 0 && photos.every((p) => p.consentAt);

  async function add(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const files = [...(input.files ?? [])].slice(0, MAX_VISIT_PHOTOS - photos.length);
    input.value = '';
    const refused: string[] = [];
    for (const [i, file] of files.entries()) {
      const label = files.length > 1 ? `photo ${i + 1} of ${files.length}` : 'the photo';
      setSending(`Sending ${label}…`);
      try {
        const sent = await sendBytes<VisitPhotosNow>(`visits/${visit.id}/photos`, file, (share) => setSending(`Sending ${label}: ${Math.round(share * 100)}%`));
        if (!sent.ok) refused.push(`${file.name || label}: ${sent.message}`);
      } catch (error) {
        if (error instanceof LoggedOut) location.reload();
        refused.push(error instanceof Error ? error.message : String(error));
        break;
      }
    }
    setSending('');
    setProblem(refused.join(' · '));
    onChanged();
  }

  async function remove(n: number) {
    setSending(`Removing photo ${n}…`);
    try {
      await call(`visits/${visit.id}/photos/${n}/remove`, { method: 'POST' });
      setProblem('');
    } catch (error) {
      if (error instanceof LoggedOut) location.reload();
      setProblem(error instanceof Error ? error.message : String(error));
    }
    setSending('');
    setRemoving(undefined);
    onChanged();
  }

  return (
    <div className="visit-photos">
      {photos.length ? (
        <>
          <ul className="photo-strip" aria-label="Photos of the visit">
            {photos.map((p) => (
              <li key={p.n}>
                <a href={`${API}/visits/${visit.id}/photos/${p.n}.jpg`} target="_blank" rel="noreferrer">
                  <img src={`${API}/visits/${visit.id}/photos/${p.n}.jpg`} width={p.width} height={p.height} loading="lazy" alt={`Photo ${p.n} of the visit, added by ${p.addedBy}`} />
                </a>
                {removing === p.n ? (
                  <span className="photo-remove">
                    <button type="button" className="danger" disabled={!!sending} onClick={() => void remove(p.n)}>Yes, remove</button>
                    <button type="button" className="quiet" disabled={!!sending} onClick={() => setRemoving(undefined)}>Keep</button>
                  </span>
                ) : (
                  <button type="button" className="quiet photo-remove" disabled={!!sending} onClick={() => setRemoving(p.n)} aria-label={`Remove photo ${p.n}`}>Remove</button>
                )}
              </li>
            ))}
          </ul>
          <p className="meta">{consent ? 'The customer says these may be shown on the website (nothing is published by it).' : 'Not for the website: the customer has not said they may be shown.'}</p>
        </>
      ) : null}
      {open ? (
        <label className="add-photos">
          <span className="add-photos-button">{photos.length ? 'Add more photos' : 'Add photos'}</span>
          <input type="file" accept="image/*" multiple disabled={!!sending} onChange={(e) => void add(e)} />
          <small>{photos.length} of {MAX_VISIT_PHOTOS}: before and after, shown to the customer on their link</small>
        </label>
      ) : null}
      {sending ? <p role="status" className="meta">{sending}</p> : null}
      <p className="error" role="alert">{problem}</p>
    </div>
  );
}

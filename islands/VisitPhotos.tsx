// Before and after on the customer's own page (issue 44 item 5): the photos the groomer added to
// the visit, each from {api}/visit/<token>/photos/<n>.jpg (private, never cached, never named to
// another site), and the customer's answer to "You may show these on your website", recorded at
// POST .../photos/consent (leads/visits/link-photos.ts). Nothing is published by it: the team asks
// before the owner puts one on the site. Loaded by VisitLink.tsx only for a visit that has photos,
// so the page's first load stays within its script budget.
import { useState } from 'react';
import type { VisitPhotoText } from './texts.ts';

export interface LinkPhoto { n: number; width: number; height: number }

export default function VisitPhotos({ url, inLang, photos, consent, say }: {
  /** {api}/visit/<token> */
  url: string; inLang: string; photos: readonly LinkPhoto[]; consent: boolean;
  say: (english: VisitPhotoText, values?: Record<string, string | number>) => string;
}) {
  const [given, setGiven] = useState(consent);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const answer = async (yes: boolean) => {
    // The box shows the answer at once, and goes back if the server did not take it.
    setGiven(yes);
    setBusy(true);
    setMessage(undefined);
    try {
      const res = await fetch(`${url}/photos/consent${inLang}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ consent: yes }), cache: 'no-store' });
      if (!res.ok) throw new Error(String(res.status));
      setMessage({ ok: true, text: say(yes ? 'Thank you: we may show these on our website.' : 'Noted: these stay between you and us.') });
    } catch {
      setGiven(!yes);
      setMessage({ ok: false, text: say('We could not save your answer just now. Try again in a minute.') });
    }
    setBusy(false);
  };
  return (
    <section className="visit-photos" aria-labelledby="visit-photos-title">
      <h2 id="visit-photos-title">{say('Photos of your visit')}</h2>
      <ul className="visit-photos__list">
        {photos.map((p) => (
          <li key={p.n}>
            <img src={`${url}/photos/${p.n}.jpg`} width={p.width} height={p.height} loading="lazy" decoding="async" referrerPolicy="no-referrer" alt={say('Photo {n} of your visit', { n: p.n })} />
          </li>
        ))}
      </ul>
      <label className="visit-photos__consent">
        <input type="checkbox" checked={given} disabled={busy} onChange={(e) => void answer(e.currentTarget.checked)} />
        {' '}{say('You may show these on your website')}
      </label>
      <p className="visit-photos__note">{say('Only if you tick this; you can untick it at any time.')}</p>
      <p className={message?.ok === false ? 'form-message' : 'visit-photos__note'} role="status">{message?.text ?? null}</p>
    </section>
  );
}

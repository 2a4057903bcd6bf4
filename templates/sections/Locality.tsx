// What makes a locality page worth its place: its own facts and text near the top (sectors and
// societies visited, landmarks, the nearest team, travel time), and for a place outside the cities
// (visits: on-request) the honest terms: no same-day promise, call or WhatsApp first.
import type { Locality } from '../../model/types.ts';
import { useSite, useT } from '../context.tsx';

/** The locality's facts beside its own text, straight after the hero. */
export function LocalSection({ locality }: { locality: Locality }) {
  const t = useT();
  const local = locality.text?.local;
  const text = locality.text;
  if (!local && !text) return null;
  return (
    <section className="section local" id="local" aria-labelledby="local-title">
      <div className="container local__grid">
        <div className="local__head prose--measure">
          <h2 id="local-title">{text?.title ?? t('Grooming in {place}', { place: locality.place })}</h2>
          {locality.onRequest ? <OnRequestNote locality={locality} /> : (
            <p className="locality-note">
              {t.nodes("{place} is visited by our {city} team, so {city}'s hours, offers and terms below apply.", { place: locality.place, city: locality.city.name })}
            </p>
          )}
        </div>
        {local ? (
          <dl className="local__facts">
            <div><dt>{locality.onRequest ? t('Where we can come') : t('Sectors and societies we visit')}</dt><dd><ul>{local.served.map((s) => <li key={s}>{s}</li>)}</ul></dd></div>
            <div><dt>{t('Landmarks')}</dt><dd><ul>{local.landmarks.map((s) => <li key={s}>{s}</li>)}</ul></dd></div>
            <div><dt>{locality.onRequest ? t('Who comes') : t('Your nearest team')}</dt><dd>{local.team}</dd></div>
            <div><dt>{t('Travel time')}</dt><dd>{local.travel}</dd></div>
          </dl>
        ) : null}
        {text ? <div className="local__text prose prose--measure" dangerouslySetInnerHTML={{ __html: text.html }} /> : null}
      </div>
    </section>
  );
}

export function OnRequestNote({ locality }: { locality: Locality }) {
  const site = useSite();
  const t = useT();
  return (
    <p className="locality-note">
      {t.nodes('{place} is outside the cities of our daily schedule, so we visit on request. Call or message us on WhatsApp first and we will tell you honestly whether and when a groomer can come. The package prices are the same as everywhere; city offers and fees do not apply here.', { place: locality.place })}
    </p>
  );
}

/** For a place visited on request: the other such places, instead of a city's localities. */
export function OnRequestPlaces({ locality }: { locality: Locality }) {
  const site = useSite();
  const t = useT();
  const others = site.localities.filter((l) => l.onRequest && l.slug !== locality.slug);
  return (
    <section className="section" id="areas" aria-labelledby="areas-title">
      <div className="container">
        <div className="section__head"><h2 id="areas-title">{t('Other places we visit on request')}</h2></div>
        <ul className="link-chips">{others.map((l) => <li key={l.slug}><a href={l.path}>{l.place}</a></li>)}</ul>
      </div>
    </section>
  );
}

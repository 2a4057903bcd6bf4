// Field data's browser half: its own bundle (pipeline/outputs/assets.ts), imported by the island
// runtime only after the page's `load` event (main.ts), so it is never on the critical path and
// is not part of the 12 KB that loads with the page. It reports, with navigator.sendBeacon to
// {api.base}/beacon, what model/field-data.ts lists and nothing else: the page's vitals once it
// is hidden, each tap on a contact link, and the visit's source once per tab session. No cookie,
// no identifier; sessionStorage holds only the source, for the tab's session. With Global
// Privacy Control or Do Not Track on, it does nothing at all.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VISIT_SOURCE_KEY, cleanTag, deviceClassOf, tapKindOf, type Beacon, type Connection, type PageType, type Vital, type VisitSource } from '../../model/field-data.ts';

type Nav = Navigator & { globalPrivacyControl?: boolean; connection?: { effectiveType?: string } };
const nav = navigator as Nav;
// The runtime's own script tag carries where to send and what kind of page this is (templates/head.ts).
const tag = document.querySelector<HTMLScriptElement>('script[data-beacon]');
const endpoint = tag?.dataset.beacon;
const page = (tag?.dataset.page ?? 'other') as PageType;
const path = tag?.dataset.path;
const optedOut = nav.globalPrivacyControl === true || nav.doNotTrack === '1';

if (endpoint && !optedOut) start(endpoint);

function start(url: string): void {
  // A string goes out as text/plain, which needs no CORS preflight when the API is on another host.
  const send = (beacon: Beacon) => nav.sendBeacon(url, JSON.stringify(beacon));
  const from = visitSource(send);

  document.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.('a[href]');
    const tap = link ? tapKindOf(link.getAttribute('href') ?? '') : undefined;
    if (tap) send({ kind: 'tap', page, path, tap, from }); // JSON leaves `path` and `from` out when there are none
  }, true);

  // Each metric is sent once per page load: what web-vitals has reported by the time the page is
  // first hidden (LCP, CLS and INP are final then), and any that come later at the next hiding.
  let vitals: Partial<Record<Vital, number>> = {};
  const sent = new Set<string>();
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    on((m: Metric) => {
      if (!sent.has(m.name)) vitals[m.name as Vital] = m.value;
    });
  }
  // On window, as the event bubbles up from the document: after every listener web-vitals put on
  // the document, whenever it added them. CLS adds its own only once FCP has been reported, after
  // this script started; a listener here on the document ran before it and sent no CLS on leaving.
  addEventListener('visibilitychange', () => {
    const names = Object.keys(vitals);
    if (document.visibilityState !== 'hidden' || !names.length) return;
    for (const name of names) sent.add(name);
    // effectiveType is one of CONNECTIONS where the browser has it; the API refuses anything else.
    send({ kind: 'vitals', page, device: deviceClassOf(innerWidth), net: (nav.connection?.effectiveType ?? 'unknown') as Connection, vitals });
    vitals = {};
  });
}

/**
 * Where this visit came from: read from the landing address and the referrer once per tab
 * session, sent once, and kept in sessionStorage so a tap, and a form's lead (islands/forms/submit.tsx), can name it. Without sessionStorage
 * nothing is sent (every page would count as a new visit).
 */
function visitSource(send: (b: Beacon) => void): VisitSource | undefined {
  try {
    const kept = sessionStorage.getItem(VISIT_SOURCE_KEY);
    if (kept) return JSON.parse(kept) as VisitSource;
    const query = new URLSearchParams(location.search);
    // The referrer's host only (the Referrer-Policy sends no more across sites); none from this site.
    const host = document.referrer.split('/')[2] ?? '';
    const from: VisitSource = {
      ref: host === location.host ? '' : cleanTag(host),
      source: cleanTag(query.get('utm_source')), medium: cleanTag(query.get('utm_medium')),
      campaign: cleanTag(query.get('utm_campaign')), gclid: query.has('gclid'),
    };
    sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(from));
    send({ kind: 'visit', page, from });
    return from;
  } catch {
    return undefined;
  }
}

// Confirmation pages (noindex) and the 404 page, with the exact texts of site.yaml `messages`
// (SPEC sections 2.1 and 8). Go Back is the browser's back (islands/GoBack.tsx); without
// script it leads home. /thank-you shows no floating buttons (the Layout knows).
import { useRoute, useSite, useT } from '../context.tsx';
import type { Site } from '../../model/types.ts';
import { Layout } from '../chrome/Layout.tsx';
import { GoBack } from '../../islands/server/widgets.tsx';
import { goBackWordsIn } from '../../islands/server/island-texts.ts';
import { businessTelHref } from '../../model/format.ts';

type Kinds = ('booking' | 'appointment' | 'boarding' | 'call-back' | 'contact')[];

/**
 * SPEC's title and sentence, then what was sent and what happens next (islands/GoBack.tsx, for the
 * forms in `kinds`), what to keep ready, and the actions, padded clear of the bottom call bar.
 */
function Confirmation({ title, text, mark = 'tick', kinds = [] }: { title: string; text: string; mark?: 'tick' | 'lost'; kinds?: Kinds }) {
  const site = useSite();
  const t = useT();
  const { contact, messages, banner, site: brand } = site.raw;
  return (
    <Layout>
      <section className="confirm">
        <div className="container confirm__card">
          <ConfirmMark kind={mark} />
          {/* The title and sentence are the island's: a booking's record there says booked or request. */}
          <GoBack title={title} text={text} label={messages.goBack} callHref={businessTelHref(site)} callLabel={messages.bookByCall} kinds={kinds} {...goBackWords(site)}
            whatsapp={{ number: contact.whatsapp.number, brand: brand.name }} hours={{ opens: site.hoursSpan.opens, closes: site.hoursSpan.closes }} />
          {kinds.some((k) => k !== 'contact') && banner.prepare ? (
            <aside className="confirm__prepare" aria-labelledby="prepare-title">
              <h2 id="prepare-title">{t('Before the groomer comes')}</h2>
              <p>{banner.prepare}</p>
            </aside>
          ) : null}
        </div>
      </section>
    </Layout>
  );
}

/** A drawn mark above the message: a tick in a circle, or a paw for the 404 page. */
function ConfirmMark({ kind }: { kind: 'tick' | 'lost' }) {
  return (
    <svg className={`confirm__mark confirm__mark--${kind}`} width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="currentColor" opacity=".12" />
      {kind === 'tick'
        ? <path d="M22 37l9 9 19-20" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        : <g fill="currentColor"><ellipse cx="36" cy="44" rx="10" ry="8" /><circle cx="24" cy="32" r="4" /><circle cx="31" cy="25" r="4" /><circle cx="41" cy="25" r="4" /><circle cx="48" cy="32" r="4" /></g>}
    </svg>
  );
}

/** After every booking form (the package and appointment forms, city, landing and home pages) and the quick offer. */
export function BookingConfirmPage() {
  const m = useSite().raw.messages.bookingConfirm;
  return <Confirmation title={m.title} text={m.text} kinds={['booking', 'appointment', 'call-back']} />;
}

/** After a boarding booking. */
export function ThanksPage() {
  const m = useSite().raw.messages.bookingConfirmed;
  return <Confirmation title={m.title} text={m.text} kinds={['boarding']} />;
}

/** After the contact form (SPEC 2.1); every booking form confirms on /booking-confirm. */
export function ThankYouPage() {
  const m = useSite().raw.messages.thankYou;
  return <Confirmation title={m.title} text={m.text} kinds={['contact']} />;
}

/**
 * The SPEC does not say what /contact-confirm is for; it confirms that a contact message arrived,
 * in the words of its own entry in site.yaml `pages` (title and description).
 */
export function ContactConfirmPage({ heading }: { heading: string }) {
  const route = useRoute();
  return <Confirmation title={heading} text={route.description} />;
}

export function NotFoundPage() {
  const m = useSite().raw.messages.notFound;
  return (
    <Layout>
      <section className="confirm">
        <div className="container confirm__card">
          <ConfirmMark kind="lost" />
          <h1>{m.title}</h1>
          <p className="lead">{m.text}</p>
          <div className="confirm__actions"><a className="button button--accent" href="/">{m.link}</a></div>
        </div>
      </section>
    </Layout>
  );
}

/** The confirmation island's words: only a page in another language than the default passes them. */
function goBackWords(site: Site) {
  const words = goBackWordsIn(site);
  return words ? { words } : {};
}

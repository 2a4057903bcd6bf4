// Confirmation pages (noindex) and the 404 page, with the exact texts of SPEC sections 2 and 8.
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { Island } from '../islands/Island.tsx';
import { telHref } from '../format.ts';

function Confirmation({ title, text }: { title: string; text: string }) {
  const site = useSite();
  return (
    <Layout>
      <section className="confirm section">
        <div className="container">
          <h1>{title}</h1>
          <p className="lead">{text}</p>
          <Island name="go-back" as="div" className="confirm__actions">
            <a className="button button--ghost" href="/" data-go-back>{site.raw.messages.goBack}</a>{' '}
            <a className="button button--accent" href={telHref(site)}>{site.raw.messages.bookByCall}</a>
          </Island>
        </div>
      </section>
    </Layout>
  );
}

export function BookingConfirmPage() {
  const m = useSite().raw.messages.bookingConfirm;
  return <Confirmation title={m.title} text={m.text} />;
}
export function ThanksPage() {
  const m = useSite().raw.messages.bookingConfirmed;
  return <Confirmation title={m.title} text={m.text} />;
}
export function ThankYouPage() {
  const m = useSite().raw.messages.thankYou;
  return <Confirmation title={m.title} text={m.text} />;
}
export function ContactConfirmPage() {
  const m = useSite().raw.messages.thankYou;
  return <Confirmation title={m.title} text={m.text} />;
}

export function NotFoundPage() {
  const m = useSite().raw.messages.notFound;
  return (
    <Layout>
      <section className="confirm section">
        <div className="container">
          <h1>{m.title}</h1>
          <p className="lead">{m.text}</p>
          <a className="button button--accent" href="/">{m.link}</a>
        </div>
      </section>
    </Layout>
  );
}

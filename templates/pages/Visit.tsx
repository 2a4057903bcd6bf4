// /b/<token>: the customer's own page (DESIGN "The customer's own link"). One shell for every
// link; the island reads the token from the address and asks the lead API for the visit. Without
// script the page says how to reach us instead.
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { VisitLink } from '../../islands/server/widgets.tsx';
import { businessTelHref } from '../../model/format.ts';

export function VisitPage() {
  const site = useSite();
  const { contact, messages } = site.raw;
  return (
    <Layout>
      <section className="confirm visit-page">
        <div className="container confirm__card">
          <h1>Your visit</h1>
          <VisitLink apiBase={site.raw.api.base} callHref={businessTelHref(site)} callLabel={messages.bookByCall} phone={contact.phoneDisplay} />
        </div>
      </section>
    </Layout>
  );
}

// /b/<token>: the customer's own page (DESIGN "The customer's own link"). One shell for every
// link; the island reads the token from the address and asks the lead API for the visit. Without
// script the page says how to reach us instead. In another language (/hi/b/<token>, the link of a
// visit booked on a Hindi page) the island gets its words as props and asks the API to answer in it.
import { useSite, useT } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { VisitLink } from '../../islands/server/widgets.tsx';
import { visitWordsIn } from '../../islands/server/island-texts.ts';
import { businessTelHref } from '../../model/format.ts';

export function VisitPage() {
  const site = useSite();
  const t = useT();
  const { contact, messages } = site.raw;
  const words = visitWordsIn(site);
  return (
    <Layout>
      <section className="confirm visit-page">
        <div className="container confirm__card">
          <h1>{t('Your visit')}</h1>
          <VisitLink apiBase={site.raw.api.base} callHref={businessTelHref(site)} callLabel={messages.bookByCall} phone={contact.phoneDisplay}
            {...(words && { words, lang: site.language.code })} />
        </div>
      </section>
    </Layout>
  );
}

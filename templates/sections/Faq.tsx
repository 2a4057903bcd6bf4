// FAQ accordion: one item open at a time; without script every answer is readable.
import type { Faq } from '../../model/types.ts';
import { Accordion } from '../../islands/server/content.tsx';
import { useT } from '../context.tsx';

export function FaqSection({ faqs, id = 'faq', title = 'Frequently asked questions', intro = 'Quick answers about visits, products and payments.' }: {
  faqs: readonly Faq[]; id?: string; title?: string; intro?: string;
}) {
  const t = useT();
  return (
    <section className="section" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section__head">
          <h2 id={`${id}-title`}>{t(title)}</h2>
          {intro ? <p className="section__intro">{t(intro)}</p> : null}
        </div>
        <Accordion id={id} items={faqs.map((f) => ({
          question: f.q,
          answer: <>{f.a.map((p) => <p key={p}>{p}</p>)}{f.points.length ? <ul>{f.points.map((p) => <li key={p}>{p}</li>)}</ul> : null}</>,
        }))} />
      </div>
    </section>
  );
}

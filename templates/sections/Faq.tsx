// FAQ accordion (SPEC 4): one item open at a time, and clicking the open one closes it. The
// browser's own: each question a <details> of one group (its `name`), which opens one and closes
// the others, finds a closed answer with find in page and opens it, and needs no script at all.
import type { Faq } from '../../model/types.ts';
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
        <div className="accordion">
          {faqs.map((f, i) => (
            <details className="accordion__item" name={id} key={f.q}>
              <summary><h3 id={`${id}-q${i}`}>{f.q}</h3></summary>
              <div className="accordion__panel">
                {f.a.map((p) => <p key={p}>{p}</p>)}
                {f.points.length ? <ul>{f.points.map((p) => <li key={p}>{p}</li>)}</ul> : null}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

// FAQ accordion: one item open at a time; without script every answer is readable.
import type { Faq } from '../../model/types.ts';
import { Island } from '../islands/Island.tsx';

export function FaqSection({ faqs, id = 'faq', title = 'Frequently asked questions', intro = 'Quick answers about visits, products and payments.' }: {
  faqs: readonly Faq[]; id?: string; title?: string; intro?: string;
}) {
  return (
    <section className="section" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {intro ? <p className="section__intro">{intro}</p> : null}
        </div>
        <Island name="accordion" className="accordion">
          {faqs.map((f, i) => (
            <div className="accordion__item" key={f.q}>
              <h3>
                <button type="button" aria-expanded="false" aria-controls={`${id}-a${i}`} id={`${id}-q${i}`}>{f.q}</button>
              </h3>
              <div id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`} className="accordion__panel">
                {f.a.map((p) => <p key={p}>{p}</p>)}
                {f.points.length ? <ul>{f.points.map((p) => <li key={p}>{p}</li>)}</ul> : null}
              </div>
            </div>
          ))}
        </Island>
      </div>
    </section>
  );
}

// The frame of a page section: a titled band whose heading names it for assistive technology.
import type { ReactNode } from 'react';

export function Section({ id, title, children, className, intro }: {
  id: string; title: string; children: ReactNode; className?: string; intro?: ReactNode;
}) {
  return (
    <section className={`section ${className ?? ''}`.trim()} id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {intro ? <p className="section__intro">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

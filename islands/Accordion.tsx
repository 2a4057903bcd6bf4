// FAQ accordion (SPEC 4): the server leaves every answer readable; once started they collapse,
// one is open at a time, and clicking the open question closes it. A closed answer is
// hidden="until-found": the browser's find in page still finds it, and opens it (beforematch).
import { useLayoutEffect, useRef, useState } from 'react';
import { useStarted } from './hooks.ts';
import { Kept, type Slot } from './Kept.tsx';

export interface FaqItem { question: string; answer: Slot }

export default function Accordion({ id, items }: { id: string; items: FaqItem[] }) {
  const started = useStarted();
  const [open, setOpen] = useState<number | null>(null);
  const panels = useRef<(HTMLElement | null)[]>([]);
  useLayoutEffect(() => {
    const off = panels.current.map((panel, i) => {
      const opened = () => setOpen(i);
      panel?.addEventListener('beforematch', opened);
      return () => panel?.removeEventListener('beforematch', opened);
    });
    return () => off.forEach((f) => f());
  }, []);
  return (
    <div className="accordion">
      {items.map((item, i) => (
        <div className="accordion__item" key={item.question}>
          <h3>
            <button type="button" aria-expanded={open === i} aria-controls={`${id}-a${i}`} id={`${id}-q${i}`}
              onClick={() => setOpen(open === i ? null : i)}>{item.question}</button>
          </h3>
          <Kept as="div" id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`} className="accordion__panel"
            hidden={(started && open !== i ? 'until-found' : undefined) as boolean | undefined}
            elementRef={(el) => { panels.current[i] = el; }} content={item.answer} />
        </div>
      ))}
    </div>
  );
}

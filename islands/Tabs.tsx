// Dog (default) / Cat / Boarding tabs (SPEC 4): the server renders the first tab selected; click
// or arrow keys select, with a roving tabindex (WAI-ARIA tabs, automatic activation). Tabs that
// answer the pet choice (FOR DOG / FOR CAT on city pages) switch to the chosen pet.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIslandEvent } from './events.ts';
import { Kept, type Slot } from './Kept.tsx';

export interface Tab { key: string; label: string; icon: Slot; panel: Slot }

export default function Tabs({ id, label, tabs, answersPetChoice }: { id: string; label: string; tabs: Tab[]; answersPetChoice?: boolean }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const select = (i: number, focus = false) => {
    const to = (i + tabs.length) % tabs.length;
    setSelected(to);
    if (focus) buttons.current[to]?.focus();
  };
  useIslandEvent('gs:choose-pet', ({ pet }) => {
    const i = tabs.findIndex((t) => t.key === pet.toLowerCase());
    if (answersPetChoice && i >= 0) select(i);
  });
  const onKeyDown = (e: KeyboardEvent) => {
    const i = buttons.current.indexOf(document.activeElement as HTMLElement);
    const to = ({ ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 } as Record<string, number>)[e.key];
    if (i < 0 || to === undefined) return;
    e.preventDefault();
    select(to, true);
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <Kept as="button" key={t.key} role="tab" type="button" id={`${id}-tab-${t.key}`} aria-controls={`${id}-panel-${t.key}`}
            aria-selected={i === selected} tabIndex={i === selected ? 0 : -1} onClick={() => select(i)}
            elementRef={(el) => { buttons.current[i] = el; }} content={t.icon === undefined ? undefined : <>{t.icon}{t.label}</>} />
        ))}
      </div>
      {tabs.map((t, i) => (
        <Kept as="div" key={t.key} role="tabpanel" id={`${id}-panel-${t.key}`} aria-labelledby={`${id}-tab-${t.key}`}
          hidden={i !== selected} content={t.panel} />
      ))}
    </div>
  );
}

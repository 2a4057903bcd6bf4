// Hero slider (SPEC 2.6): autoplay every `interval` ms from the end of the page's load, fading in
// (CSS), endless, paused while hovered or focused and never started for reduced motion; dots,
// arrow keys and swipes; a Pause/Play button whenever it autoplays (WCAG 2.2.2).
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { emit } from './events.ts';
import { reducedMotion, useInterval, useLoaded, useStarted } from './hooks.ts';

export interface Slide { id: string; title: string; text: string; image: string }

/**
 * `words`: its words on pages in another language than the default, in the order of
 * islands/server/slider-words.ts; English pages pass none, and the English stays written here.
 */
export default function HeroSlider({ slides, interval, callHref, words: w }: { slides: Slide[]; interval: number; callHref: string; words?: string[] }) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  // Only a slide the slider switches to fades in; the first one is there from the start.
  const [switched, setSwitched] = useState(false);
  const [paused, setPaused] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const startX = useRef<number | null>(null);
  const root = useRef<HTMLElement>(null);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const autoplay = useStarted() && count > 1 && !reducedMotion();
  const loaded = useLoaded();

  const show = (i: number, focusDot = false) => {
    const to = (i + count) % count;
    setCurrent(to);
    setSwitched(true);
    if (focusDot) dots.current[to]?.focus();
  };
  useInterval(interval, autoplay && loaded, () => {
    if (!hovered.current && !focused.current && !paused) show(current + 1);
  });
  // Focus anywhere inside holds it still (focusin and focusout bubble; focus and blur do not).
  useLayoutEffect(() => {
    const el = root.current!;
    const on = () => { focused.current = true; };
    const off = (e: FocusEvent) => { focused.current = el.contains(e.relatedTarget as Node); };
    el.addEventListener('focusin', on);
    el.addEventListener('focusout', off);
    return () => { el.removeEventListener('focusin', on); el.removeEventListener('focusout', off); };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    show(current + step, dots.current.includes(document.activeElement as HTMLButtonElement));
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) > 40) show(current + (dx < 0 ? 1 : -1));
  };
  return (
    <section ref={root} className="hero-slider" onKeyDown={onKeyDown} onPointerDown={(e) => { startX.current = e.clientX; }} onPointerUp={onPointerUp}
      // A mouse drag over a slide image would start the browser's image drag instead of a swipe.
      onDragStart={(e) => e.preventDefault()}
      onMouseEnter={() => { hovered.current = true; }} onMouseLeave={() => { hovered.current = false; }}
>
      <h2 className="visually-hidden">{w?.[0] ?? 'Highlights'}</h2>
      <div className="hero-slider__track" aria-live="off">
        {slides.map((s, i) => (
          <div className={switched && i === current ? 'slide is-entering' : 'slide'} key={s.id} role="group" aria-roledescription="slide"
            aria-label={w ? w[1].replace('{n}', String(i + 1)).replace('{count}', String(count)) : `${i + 1} of ${count}`} hidden={i !== current}>
            <img src={s.image} alt="" width={640} height={420} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
            <div className="slide__text">
              <p className="slide__title">{s.title}</p>
              <p>{s.text}</p>
              <p className="slide__actions">
                <a className="button" href={callHref}>{w?.[2] ?? 'Book by Call'}</a>{' '}
                <button type="button" className="button button--accent" onClick={() => emit('gs:open-form', { form: 'appointment' })}>{w?.[3] ?? 'Book an Appointment'}</button>
              </p>
            </div>
          </div>
        ))}
      </div>
      <div className="hero-slider__nav">
        <div className="hero-slider__dots" role="group" aria-label={w?.[4] ?? 'Choose a slide'}>
          {slides.map((s, i) => (
            <button key={s.id} ref={(el) => { dots.current[i] = el; }} type="button" aria-label={w ? w[5].replace('{n}', String(i + 1)) : `Slide ${i + 1}`} aria-pressed={i === current} onClick={() => show(i)} />
          ))}
        </div>
        <button type="button" className={autoplay ? 'hero-slider__pause' : 'hero-slider__pause is-waiting'} onClick={() => setPaused(!paused)}>
          {paused ? w?.[6] ?? 'Play' : w?.[7] ?? 'Pause'}<span className="visually-hidden">{w?.[8] ?? ' the slideshow'}</span>
        </button>
      </div>
    </section>
  );
}

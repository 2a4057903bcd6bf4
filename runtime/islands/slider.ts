// Hero slider (SPEC 2.6): autoplay every props.interval ms from the end of the page's load, fading
// in (CSS), endless, paused while hovered or focused and never started for reduced motion; dots,
// arrow keys and swipes.
import { afterLoad, closest, reducedMotion, repeatWhileShown } from '../lib/dom.ts';

export default function slider(el: HTMLElement, props: { interval: number }): void {
  const slides = [...el.querySelectorAll<HTMLElement>('.slide')];
  const dots = [...el.querySelectorAll<HTMLButtonElement>('.hero-slider__dots button')];
  const count = slides.length;
  let current = 0;
  let hovered = false;
  let focused = false;

  const show = (i: number, focusDot = false): void => {
    current = (i + count) % count;
    // Only a slide the slider switches to fades in; the first one is there from the start.
    slides.forEach((s, k) => { s.hidden = k !== current; s.classList.toggle('is-entering', k === current); });
    dots.forEach((d, k) => d.setAttribute('aria-pressed', String(k === current)));
    if (focusDot) dots[current]?.focus();
  };

  el.addEventListener('click', (e) => {
    const dot = closest<HTMLButtonElement>(e.target, '.hero-slider__dots button');
    if (dot) show(dots.indexOf(dot));
  });
  el.addEventListener('keydown', (e) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    show(current + step, dots.includes(document.activeElement as HTMLButtonElement));
  });
  let startX: number | null = null;
  // A mouse drag over a slide image would start the browser's image drag instead of a swipe.
  el.addEventListener('dragstart', (e) => e.preventDefault());
  el.addEventListener('pointerdown', (e) => { startX = e.clientX; });
  el.addEventListener('pointerup', (e) => {
    if (startX === null) return;
    const dx = e.clientX - startX;
    startX = null;
    if (Math.abs(dx) > 40) show(current + (dx < 0 ? 1 : -1));
  });
  el.addEventListener('mouseenter', () => { hovered = true; });
  el.addEventListener('mouseleave', () => { hovered = false; });
  el.addEventListener('focusin', () => { focused = true; });
  el.addEventListener('focusout', (e) => { focused = el.contains(e.relatedTarget as Node); });

  if (count > 1 && !reducedMotion()) {
    let paused = false;
    const pause = el.querySelector<HTMLButtonElement>('.hero-slider__pause');
    if (pause) {
      pause.hidden = false;
      pause.addEventListener('click', () => {
        paused = !paused;
        pause.firstChild!.textContent = paused ? 'Play' : 'Pause';
      });
    }
    afterLoad(() => repeatWhileShown(el, props.interval, () => { if (!hovered && !focused && !paused) show(current + 1); }));
  }
}

// Typing headline (SPEC 9.1): deletes and types the phrases one character per props.speed ms,
// holds each whole phrase props.pause ms, forever, from the end of the page's load. Reduced motion
// keeps the static first phrase.
// Screen readers get the phrases once as text; the moving copy is hidden from them.
// The whole phrase is always laid out, its untyped rest invisible, so the letters never move:
// no word jumps to another line as it grows, and the caret is a shadow that takes no room.
import { afterLoad, reducedMotion } from '../lib/dom.ts';

interface Props { phrases: string[]; speed: number; pause: number }

export default function typing(el: HTMLElement, props: Props): void {
  const text = el.querySelector<HTMLElement>('.typing__text');
  const { phrases, speed, pause } = props;
  if (!text || phrases.length < 1 || reducedMotion()) return;
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = phrases.join('. ');
  text.setAttribute('aria-hidden', 'true');
  text.before(spoken);
  el.classList.add('is-typing');
  const typed = document.createElement('span');
  typed.className = 'typing__typed';
  const rest = document.createElement('span');
  rest.className = 'typing__rest';
  text.replaceChildren(typed, rest);
  const show = (phrase: string, count: number): void => {
    typed.textContent = phrase.slice(0, count);
    rest.textContent = phrase.slice(count);
  };

  let i = 0;
  let n = phrases[0].length;
  let dir = -1;
  show(phrases[0], n);
  const step = (): void => {
    if (!el.isConnected) return; // the page was swapped (groomsite dev)
    n += dir;
    let wait = speed;
    if (dir > 0 && n >= phrases[i].length) {
      dir = -1;
      wait = pause;
    } else if (dir < 0 && n <= 0) {
      dir = 1;
      i = (i + 1) % phrases.length;
    }
    show(phrases[i], n);
    setTimeout(step, wait);
  };
  afterLoad(() => setTimeout(step, pause));
}

// The rotating city headline ("Pet Grooming At Home" / "Pet Designer Hair Cut"): the next line
// every props.interval ms, fading in (CSS); static for reduced motion.
import { reducedMotion, repeatWhileShown } from '../lib/dom.ts';

export default function rotating(el: HTMLElement, props: { lines: string[]; interval: number }): void {
  const text = el.querySelector<HTMLElement>('.rotating__text');
  if (!text || props.lines.length < 2 || reducedMotion()) return;
  let i = 0;
  repeatWhileShown(el, props.interval, () => {
    i = (i + 1) % props.lines.length;
    text.textContent = props.lines[i];
    // Restart the fade-in animation on the same element.
    text.classList.remove('is-in');
    void text.offsetWidth;
    text.classList.add('is-in');
  });
}

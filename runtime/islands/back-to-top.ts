// The back-to-top link appears after props.after px of scrolling (SPEC 2.6). The link itself
// (href="#top") needs no script: it works and moves focus even before this loads.
import { listenOnPage } from '../lib/dom.ts';

export default function backToTop(el: HTMLElement, props: { after?: number }): void {
  const link = el.querySelector<HTMLElement>('.back-to-top')!;
  const after = props.after ?? 300;
  const update = (): void => { link.hidden = scrollY <= after; };
  listenOnPage(el, window, 'scroll', update, { passive: true });
  update();
}

// Tiny DOM helpers shared by the islands (kept here so each island chunk stays a few lines).

/** The element or its nearest ancestor matching `selector`, for delegated clicks. */
export function closest<T extends HTMLElement = HTMLElement>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

/** Visitors who asked their system for less motion get no autoplay, typing or smooth scrolling. */
export function reducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Runs `start` once the page has finished loading. Motion (slides, typing) waits for it: on a
 * slow phone the first seconds go to showing the page, and its timing counts from a page that
 * is all there.
 */
export function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

export function scrollBehavior(): ScrollBehavior {
  return reducedMotion() ? 'auto' : 'smooth';
}

/** The element an aria-controls attribute points at. */
export function controlled(button: Element): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}

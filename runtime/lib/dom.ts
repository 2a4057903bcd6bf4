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

/**
 * An island's listener on the whole page (document or window), kept only while the island's
 * element is in the document. `groomsite dev` swaps a page's body in place after an edit and
 * starts the new islands; the old ones must not answer clicks and keys meant for the new page
 * (an old, detached dialog would otherwise take Tab away from the new one).
 */
export function listenOnPage<K extends keyof WindowEventMap>(
  el: Element, target: Document | Window, type: K, handler: (e: WindowEventMap[K]) => void, options?: AddEventListenerOptions,
): void {
  const listener = (e: Event): void => {
    if (el.isConnected) handler(e as WindowEventMap[K]);
    else target.removeEventListener(type, listener, options);
  };
  target.addEventListener(type, listener, options);
}

/** setInterval for an island: ends once the island's element has left the document. */
export function repeatWhileShown(el: Element, ms: number, tick: () => void): void {
  const timer = setInterval(() => (el.isConnected ? tick() : clearInterval(timer)), ms);
}

export function scrollBehavior(): ScrollBehavior {
  return reducedMotion() ? 'auto' : 'smooth';
}

/** The element an aria-controls attribute points at. */
export function controlled(button: Element): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}

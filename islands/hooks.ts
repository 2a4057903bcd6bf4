// Small hooks shared by the islands: listeners on the whole page, timers, motion preferences.
// Islands use layout effects throughout: Preact runs them as soon as the island has rendered,
// where it runs plain effects after the next frame, so timers would start a frame late (and
// never, under a test's paused clock) and "every 4 s" would not count from the start.
import { useLayoutEffect, useRef, useState } from 'react';

/** Visitors who asked their system for less motion get no autoplay, typing or smooth scrolling. */
export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

export const scrollBehavior = (): ScrollBehavior => (reducedMotion() ? 'auto' : 'smooth');

/**
 * False while the server's markup is hydrated, true from the first effect on. What only the
 * browser can do (collapse answers, offer Pause, check fields itself) waits for it, so the
 * hydrating render is the server's render.
 */
export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useLayoutEffect(() => setStarted(true), []);
  return started;
}

/**
 * True once the page has finished loading. Motion (slides, typing) waits for it: on a slow phone
 * the first seconds go to showing the page, and its timing counts from a page that is all there.
 */
export function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useLayoutEffect(() => {
    if (document.readyState === 'complete') return setLoaded(true);
    const done = () => setLoaded(true);
    addEventListener('load', done, { once: true });
    return () => removeEventListener('load', done);
  }, []);
  return loaded;
}

/** A listener on the document or the window, for as long as the island is on the page. */
export function usePageListener<K extends keyof WindowEventMap>(
  on: 'document' | 'window', type: K, handler: (e: WindowEventMap[K]) => void, options?: AddEventListenerOptions,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    const target = on === 'window' ? window : document;
    const listener = (e: Event) => latest.current(e as WindowEventMap[K]);
    target.addEventListener(type, listener, options);
    return () => target.removeEventListener(type, listener, options);
  }, [on, type]);
}

/** setInterval while `active`, stopped when the island leaves the page. */
export function useInterval(ms: number, active: boolean, tick: () => void): void {
  const latest = useRef(tick);
  latest.current = tick;
  useLayoutEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), ms);
    return () => clearInterval(timer);
  }, [ms, active]);
}

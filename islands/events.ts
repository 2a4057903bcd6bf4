// The events islands send each other, all named here. An island never reaches into another's
// markup: a Book button says "open this form with this package", FOR DOG says "the visitor
// chose a dog", and whichever islands care listen.
import { useLayoutEffect, useRef } from 'react';

/** The booking dialogs a button can open. */
export type FormName = 'package' | 'appointment' | 'boarding' | 'quick-offer';

export interface IslandEvents {
  /** Open a booking dialog, optionally with the pet and the service filled in. */
  'gs:open-form': { form: FormName; pet?: string; service?: string };
  /** FOR DOG / FOR CAT: show that pet's packages and preset it in the booking form. */
  'gs:choose-pet': { pet: string };
  /** A runtime is starting a page's islands (groomsite dev swaps pages in place): older ones whose markup left the page stop. */
  'gs:islands-start': null;
}

export type IslandEvent = { [K in keyof IslandEvents]: { name: K; detail: IslandEvents[K] } }[keyof IslandEvents];

// The last detail of each event sent on this page, for islands that start later (catchUp below).
const sent = new Map<keyof IslandEvents, unknown>();

export function emit<K extends keyof IslandEvents>(name: K, detail: IslandEvents[K]): void {
  sent.set(name, detail);
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Calls `handler` with each event of this name while the island is on the page. With `catchUp`,
 * an island that starts after such an event was sent (the booking forms start on the first Book
 * click) is first called with the last one, as if it had been listening from the page's start.
 */
export function useIslandEvent<K extends keyof IslandEvents>(name: K, handler: (detail: IslandEvents[K]) => void, options: { catchUp?: boolean } = {}): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    if (options.catchUp && sent.has(name)) latest.current(sent.get(name) as IslandEvents[K]);
    const listener = (e: Event) => latest.current((e as CustomEvent<IslandEvents[K]>).detail);
    document.addEventListener(name, listener);
    return () => document.removeEventListener(name, listener);
  }, [name]);
}

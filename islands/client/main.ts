// The browser runtime's entry: finds the page's islands (<gs-island data-island="name">, written by
// islands/server/island.tsx), loads each one's component from its group's chunk
// (islands/registry.ts) and hydrates it with Preact (esbuild aliases react to islands/client/react.ts)
// with the props the server wrote. Islands of an on-demand group (the forms) start only when the
// visitor first wants one: see startOnDemand below.
// A part whose code does not arrive in time shows "Loading chunk failed"; a part that throws while
// starting shows "Unexpected Application Error!" (SPEC section 8).
import { createElement } from 'react';
import { hydrate, render } from 'preact';
import { readConfig } from './read-config.ts';
import { ConfigContext, type RuntimeConfig } from '../runtime-config.tsx';
import { emit } from '../events.ts';
import { loadGroup } from './groups.ts';
import { islandGroupOf, onDemandGroups, type IslandName } from '../registry.ts';

type VNode = Parameters<typeof render>[0];

/** The loader's own note in place of a part that could not start, rendered like any other markup. */
function showFailure(el: HTMLElement, message: string): void {
  const note = document.createDocumentFragment();
  render(createElement('p', { className: 'island-error', role: 'alert' }, message) as unknown as VNode, note);
  el.prepend(note);
}

/** The chunk, or a rejection after `ms` (a race: the timer left running settles nothing once the chunk came). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(reject, ms))]);
}

async function start(el: HTMLElement, config: RuntimeConfig): Promise<void> {
  const name = el.dataset.island as IslandName;
  const group = islandGroupOf[name];
  if (!group) return;
  const load: () => Promise<{ default: unknown }> = loadGroup[group];
  let mod;
  try {
    mod = await withTimeout(load(), config.chunkTimeoutMs);
  } catch {
    showFailure(el, config.messages.chunkFailed);
    return;
  }
  try {
    const props = JSON.parse(el.dataset.props ?? '{}');
    // The quick offer's timer counts from the page's start, not from when its island started.
    if (typeof props.autoOpenAfterMs === 'number') props.autoOpenAfterMs = Math.max(0, props.autoOpenAfterMs - (performance.now() - pageStart));
    const component = (mod.default as Record<string, unknown>)[name] as (p: object) => null;
    hydrate(createElement(ConfigContext.Provider, { value: config }, createElement(component, props)) as unknown as VNode, el);
    started.push(el);
  } catch (err) {
    console.error(err);
    showFailure(el, config.messages.appError);
  }
}

// groomsite dev swaps a new page's body in and runs this entry again: the islands of the old page,
// no longer in the document, stop (their effects end, their listeners go) when the new ones start.
const started: HTMLElement[] = [];
document.addEventListener('gs:islands-start', () => {
  for (const el of started.splice(0)) if (!el.isConnected) render(null, el);
});

/**
 * The on-demand islands (the forms: hidden dialogs and the contact form) keep their server markup
 * until the visitor first wants one, then all of them start at once (one chunk):
 * - a "open this form" event (a Book button, the hero's Book an Appointment), sent again once they
 *   have started, since none was listening when it was sent;
 * - the quick offer's own timer (`autoOpenAfterMs` in its props), run here meanwhile, or its
 *   `afterScrollPast`: the visitor scrolled past that element (the packages);
 * - a first focus, pointer or key in one of them (the contact form); a submit that comes before
 *   they have started waits for them and is then made again, so the island checks and sends it.
 * Without script, the contact form still posts itself.
 */
function startOnDemand(islands: HTMLElement[], config: RuntimeConfig): void {
  if (!islands.length) return;
  let starting: Promise<void> | undefined;
  // <html data-forms="ready"> once they have started: tests wait for it.
  const startAll = () => (starting ??= (cleanup(), Promise.all(islands.map((el) => start(el, config))).then(() => {
    document.documentElement.dataset.forms = 'ready';
  })));
  const onOpen = (e: Event) => {
    const detail = (e as CustomEvent).detail;
    void startAll().then(() => emit('gs:open-form', detail));
  };
  const onTouch = () => void startAll();
  const onSubmit = (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    void startAll().then(() => form.requestSubmit());
  };
  const touches = ['focusin', 'pointerdown', 'keydown'] as const;
  document.addEventListener('gs:open-form', onOpen);
  for (const el of islands) {
    for (const t of touches) el.addEventListener(t, onTouch);
    el.addEventListener('submit', onSubmit);
  }
  const props = islands.map((el) => JSON.parse(el.dataset.props ?? '{}') as { autoOpenAfterMs?: unknown; afterScrollPast?: unknown });
  const timers = props.flatMap(({ autoOpenAfterMs: ms }) => (typeof ms === 'number' ? [setTimeout(onTouch, Math.max(0, ms - (performance.now() - pageStart)))] : []));
  // The quick offer of a page without a timer waits for the visitor to scroll past the packages.
  const past = props.flatMap(({ afterScrollPast: sel }) => (typeof sel === 'string' ? [document.querySelector(sel)] : [])).filter(Boolean);
  const onScroll = () => { if (past.some((el) => el!.getBoundingClientRect().bottom <= 0)) onTouch(); };
  if (past.length) addEventListener('scroll', onScroll, { passive: true });
  function cleanup() {
    document.removeEventListener('gs:open-form', onOpen);
    for (const el of islands) {
      for (const t of touches) el.removeEventListener(t, onTouch);
      el.removeEventListener('submit', onSubmit);
    }
    for (const t of timers) clearTimeout(t);
    removeEventListener('scroll', onScroll);
  }
  // groomsite dev swaps in a new page: this page's waiting islands are gone.
  document.addEventListener('gs:islands-start', cleanup, { once: true });
}

const pageStart = performance.now();
const config = readConfig();
if (config) {
  emit('gs:islands-start', null);
  const islands = [...document.querySelectorAll<HTMLElement>('gs-island[data-island]')];
  const onDemand = (el: HTMLElement) => onDemandGroups.includes(islandGroupOf[el.dataset.island as IslandName]);
  startOnDemand(islands.filter(onDemand), config);
  // <html data-islands="ready"> once every part loaded with the page has started or failed: tests wait for it.
  void Promise.all(islands.filter((el) => !onDemand(el)).map((el) => start(el, config))).then(() => {
    document.documentElement.dataset.islands = 'ready';
  });
}

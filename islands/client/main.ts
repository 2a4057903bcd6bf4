// The browser runtime, started by its entry (app.ts): finds the page's islands (<gs-island data-island="name">, written by
// islands/server/island.tsx), loads each one's component from its group's chunk
// (islands/registry.ts) and hydrates it with Preact (esbuild aliases react to islands/client/react.ts)
// with the props the server wrote. Islands of an on-demand group (the forms) start only when the
// visitor first wants one, each group on its own: see startOnDemand below.
// A part whose code does not arrive in time shows "Loading chunk failed"; a part that throws while
// starting shows "Unexpected Application Error!" (SPEC section 8).
// The JSX runtime, as the islands use it: one shared chunk with Preact for every page instead of two.
import { jsx } from 'preact/jsx-runtime';
import { hydrate, render } from 'preact';
import { readConfig } from './read-config.ts';
import { ConfigContext, type RuntimeConfig } from '../runtime-config.tsx';
import { emit, type IslandEvents } from '../events.ts';
import { loadGroup } from './groups.ts';
import { formIslands, islandGroupOf, onDemandGroups, type IslandGroup, type IslandName } from '../registry.ts';

type VNode = Parameters<typeof render>[0];

/** The loader's own note in place of a part that could not start, rendered like any other markup. */
function showFailure(el: HTMLElement, message: string): void {
  const note = document.createDocumentFragment();
  render(jsx('p', { className: 'island-error', role: 'alert', children: message }) as unknown as VNode, note);
  el.prepend(note);
}

/** The chunk, or a rejection once `ms` have passed (the timer is left to run out: it only rejects a race already decided). */
const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(reject, ms))]);

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
    const component = (mod.default as Record<string, unknown>)[name] as (p: object) => null;
    hydrate(jsx(ConfigContext.Provider, { value: config, children: jsx(component, props) as never }) as unknown as VNode, el);
    started.push(el);
  } catch (err) {
    console.error(err);
    showFailure(el, config.messages.appError);
  }
}

// groomsite dev swaps a new page's body in and runs the entry again: the islands of the old page,
// no longer in the document, stop (their effects end, their listeners go) when the new ones start.
const started: HTMLElement[] = [];
document.addEventListener('gs:islands-start', () => {
  for (const el of started.splice(0)) if (!el.isConnected) render(null, el);
});

/**
 * The on-demand islands (islands/registry.ts: the quick offer, the contact form, the booking
 * dialogs) keep their server markup until the visitor first wants one; then the islands of its
 * group start together (one chunk), and each other group waits for its own moment:
 * - an "open this form" event (a Book button, the hero's Book an Appointment) starts the group of
 *   the island that answers it (formIslands), which then catches up with that event (catchUp in
 *   islands/events.ts), since none was listening when it was sent;
 * - a first focus, pointer or key in one of them (the contact form); a submit that comes before
 *   they have started waits for them and is then made again, so the island checks and sends it.
 * The quick offer is opened and closed by the runtime's own small chunk (offer-dialog.ts), loaded
 * when its moment comes; its group starts only once the visitor begins to fill it in, so a visitor
 * who only reads the page downloads none of the forms' code. Without script, the contact form
 * still posts itself.
 */
function startOnDemand(islands: HTMLElement[], config: RuntimeConfig): void {
  if (!islands.length) return;
  const groupOf = (name: string | undefined) => islandGroupOf[name as IslandName];
  const starting = new Map<IslandGroup, Promise<void>>();
  // How each island stops waiting for its group: its touch listeners go once the group is asked
  // for, its submit listener once the group has started (a submit made while its chunk is on the
  // way waits for it), or both when it leaves the page.
  const waiting = new Map<HTMLElement, { touches(): void; submit(): void }>();
  // <html data-forms="ready"> once the group asked for has started: tests wait for it.
  const startGroup = (group: IslandGroup): Promise<void> => {
    let started = starting.get(group);
    if (!started) {
      const members = islands.filter((el) => groupOf(el.dataset.island) === group);
      for (const el of members) waiting.get(el)?.touches();
      started = Promise.all(members.map((el) => start(el, config))).then(() => {
        for (const el of members) waiting.get(el)?.submit();
        document.documentElement.dataset.forms = 'ready';
      });
      starting.set(group, started);
    }
    return started;
  };
  // The quick offer's opener (offer-dialog.ts), loaded when its moment comes or a form event asks for it.
  const offer = islands.find((el) => el.dataset.island === 'quick-offer');
  const openOffer = (asked: boolean) => {
    if (offer) void import('./offer-dialog.ts').then((m) => m.openOffer(offer, () => void startGroup(groupOf(offer.dataset.island)), asked));
  };
  const onOpen = (e: Event) => {
    const name = formIslands[(e as CustomEvent<IslandEvents['gs:open-form']>).detail.form];
    if (name === 'quick-offer') openOffer(true);
    else if (islands.some((el) => el.dataset.island === name)) void startGroup(groupOf(name));
  };
  document.addEventListener('gs:open-form', onOpen);
  const touches = ['focusin', 'pointerdown', 'keydown'] as const;
  for (const el of islands) {
    const group = groupOf(el.dataset.island);
    const onTouch = () => void startGroup(group);
    const onSubmit = (e: Event) => {
      e.preventDefault();
      const form = e.target as HTMLFormElement;
      void startGroup(group).then(() => form.requestSubmit());
    };
    // The quick offer's form is touched only once open, and its opener sees to that.
    if (el !== offer) for (const t of touches) el.addEventListener(t, onTouch);
    el.addEventListener('submit', onSubmit);
    waiting.set(el, {
      touches: () => { for (const t of touches) el.removeEventListener(t, onTouch); },
      submit: () => el.removeEventListener('submit', onSubmit),
    });
  }
  // The quick offer's moment: its delay from the page's start (a city page), else a scroll past an
  // element (the packages).
  const { autoOpenAfterMs: ms, afterScrollPast: selector } = JSON.parse(offer?.dataset.props ?? '{}') as { autoOpenAfterMs?: unknown; afterScrollPast?: unknown };
  const timer = typeof ms === 'number' ? setTimeout(() => openOffer(false), Math.max(0, ms - (performance.now() - pageStart))) : undefined;
  const past = typeof selector === 'string' ? document.querySelector(selector) : null;
  const onScroll = () => {
    if (past!.getBoundingClientRect().bottom > 0) return;
    removeEventListener('scroll', onScroll);
    openOffer(false);
  };
  if (past) addEventListener('scroll', onScroll, { passive: true });
  // groomsite dev swaps in a new page: this page's waiting islands are gone.
  document.addEventListener('gs:islands-start', () => {
    document.removeEventListener('gs:open-form', onOpen);
    for (const stop of waiting.values()) { stop.touches(); stop.submit(); }
    clearTimeout(timer);
    removeEventListener('scroll', onScroll);
  }, { once: true });
}

/** When the page's islands started: the quick offer's timer counts from here (startOnDemand). */
let pageStart = 0;

/**
 * Starts the page's islands: what the entry (app.ts) runs, once per page, and again when groomsite
 * dev has swapped a new page's body in and imports the entry afresh.
 */
export function startIslands(): void {
  pageStart = performance.now();
  // Field data (islands/client/field-data.ts) comes only after the page has loaded: never on its
  // critical path, never among what it loads first. groomsite dev runs this again on a loaded
  // page, which already has it.
  const fieldScript = document.querySelector<HTMLElement>('[data-field]')?.dataset.field;
  if (fieldScript && document.readyState !== 'complete') addEventListener('load', () => void import(fieldScript).catch(() => {}), { once: true });

  const config = readConfig();
  if (!config) return;
  emit('gs:islands-start', null);
  const islands = [...document.querySelectorAll<HTMLElement>('gs-island[data-island]')];
  const onDemand = (el: HTMLElement) => onDemandGroups.includes(islandGroupOf[el.dataset.island as IslandName]);
  startOnDemand(islands.filter(onDemand), config);
  // <html data-islands="ready"> once every part loaded with the page has started or failed: tests wait for it.
  void Promise.all(islands.filter((el) => !onDemand(el)).map((el) => start(el, config))).then(() => {
    document.documentElement.dataset.islands = 'ready';
  });
}

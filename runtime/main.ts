// The browser runtime's entry: finds the page's islands (<gs-island data-island="name">, written by
// templates/islands/island.tsx), loads each one's component by its name (islands/registry.ts) and
// hydrates it with Preact (esbuild aliases react to preact/compat) with the props the server wrote.
// A part whose code does not arrive in time shows "Loading chunk failed"; a part that throws while
// starting shows "Unexpected Application Error!" (SPEC section 8).
import { createElement } from 'react';
import { hydrate, render } from 'preact';
import { readConfig } from './config.ts';
import { ConfigContext, type RuntimeConfig } from '../islands/config.tsx';
import { emit } from '../islands/events.ts';
import { islandLoaders, type IslandName } from '../islands/registry.ts';

type VNode = Parameters<typeof render>[0];

/** The loader's own note in place of a part that could not start, rendered like any other markup. */
function showFailure(el: HTMLElement, message: string): void {
  const note = document.createDocumentFragment();
  render(createElement('p', { className: 'island-error', role: 'alert' }, message) as unknown as VNode, note);
  el.prepend(note);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

async function start(el: HTMLElement, config: RuntimeConfig): Promise<void> {
  const load: (() => Promise<{ default: unknown }>) | undefined = islandLoaders[el.dataset.island as IslandName];
  if (!load) return;
  let mod;
  try {
    mod = await withTimeout(load(), config.chunkTimeoutMs);
  } catch {
    showFailure(el, config.messages.chunkFailed);
    return;
  }
  try {
    const props = JSON.parse(el.dataset.props ?? '{}');
    const component = mod.default as (p: object) => null;
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

const config = readConfig();
if (config) {
  emit('gs:islands-start', null);
  const islands = [...document.querySelectorAll<HTMLElement>('gs-island[data-island]')];
  // <html data-islands="ready"> once every part has started or failed: tests wait for it.
  void Promise.all(islands.map((el) => start(el, config))).then(() => {
    document.documentElement.dataset.islands = 'ready';
  });
}

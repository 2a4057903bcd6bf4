// The browser runtime's entry: finds the page's islands ([data-island]) and loads the code for
// each kind on demand. A part whose code does not arrive in time shows "Loading chunk failed";
// a part that throws while starting shows "Unexpected Application Error!" (SPEC section 8).
import { readConfig, type RuntimeConfig } from './config.ts';
import { islandLoaders } from './islands.ts';

function showFailure(el: HTMLElement, message: string): void {
  const note = document.createElement('p');
  note.className = 'island-error';
  note.setAttribute('role', 'alert');
  note.textContent = message;
  el.prepend(note);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

async function start(el: HTMLElement, config: RuntimeConfig): Promise<void> {
  const name = el.dataset.island!;
  const load = islandLoaders[name];
  if (!load) return;
  let mod;
  try {
    mod = await withTimeout(load(), config.chunkTimeoutMs);
  } catch {
    showFailure(el, config.messages.chunkFailed);
    return;
  }
  try {
    mod.default(el, el.dataset.props ? JSON.parse(el.dataset.props) : {}, config);
  } catch (err) {
    console.error(err);
    showFailure(el, config.messages.appError);
  }
}

const config = readConfig();
if (config) {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  // <html data-islands="ready"> once every part has started or failed: tests wait for it.
  void Promise.all(islands.map((el) => start(el, config))).then(() => {
    document.documentElement.dataset.islands = 'ready';
  });
}

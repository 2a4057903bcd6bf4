// The settings the page hands the runtime in <script type="application/json" id="gs-config">.
import type { RuntimeConfig } from '../runtime-config.tsx';

/** null when the page has no (readable) config: then no island starts and the plain HTML stays. */
export function readConfig(): RuntimeConfig | null {
  const el = document.getElementById('gs-config');
  try {
    const config = el?.textContent ? (JSON.parse(el.textContent) as RuntimeConfig) : null;
    return config && config.messages ? config : null;
  } catch (err) {
    console.error(err);
    return null;
  }
}

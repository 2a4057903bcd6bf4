// The site `serve` follows: the definition its dist/ was built from (SITE_DEFINITION_FILE, written
// beside dist/ by the build and swapped in with it), never site.yaml as it is now, so the server's
// rules (what a booking may name, windows, quotes) and the pages it serves come from one build.
// When a build swaps in a new dist/, the definition is read again and the rules follow within a second.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../pipeline/build.ts';
import { hostDirFor } from '../pipeline/write.ts';
import { SITE_DEFINITION_FILE } from '../pipeline/outputs/host-config.ts';
import type { Site } from '../model/types.ts';

export interface ServedSite {
  /** The site as last read. */
  current(): Site;
  /** Reads the definition again now, when a build has just swapped dist/ in (the desk's editor). */
  refresh(): Promise<void>;
  /** Stops looking for new builds. */
  stop(): void;
}

/** How often the definition beside dist/ is looked at: one stat a second is nothing, and a publish shows within it. */
const LOOK_EVERY_MS = 1000;

export async function servedSite(root: string, dir: string, log: (line: string) => void, onChange: (site: Site) => void = () => {}): Promise<ServedSite> {
  const file = join(hostDirFor(dir), SITE_DEFINITION_FILE);
  const stamp = () => {
    const s = statSync(file, { throwIfNoEntry: false });
    return s ? `${s.ino} ${s.size} ${s.mtimeMs}` : '';
  };
  const read = async () => loadSite(root, { definition: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> });
  let seen = stamp();
  if (!seen && statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    log(`serve: ${file} not found (dist/ was built by an older groomsite): the server reads site.yaml as it is now; build again to keep the pages and the server's rules together`);
  }
  if (!seen) {
    const site = await loadSite(root);
    return { current: () => site, refresh: async () => {}, stop: () => {} };
  }
  let site = await read();
  let looking: Promise<void> | undefined;
  const look = (): Promise<void> => {
    const now = stamp();
    if (!now || now === seen) return Promise.resolve();
    looking = (async () => {
      try {
        site = await read();
        seen = now;
        onChange(site);
      } catch (error) {
        // A half-written or broken definition is looked at again next time; the rules in use stay.
        log(`serve: the new site definition could not be read (${error instanceof Error ? error.message : String(error)}); keeping the rules in use`);
      } finally {
        looking = undefined;
      }
    })();
    return looking;
  };
  const timer = setInterval(() => {
    if (!looking) void look();
  }, LOOK_EVERY_MS);
  timer.unref();
  const refresh = async () => {
    // A look under way may have read the definition before this build swapped it in: look again after it.
    await looking;
    await look();
  };
  return { current: () => site, refresh, stop: () => clearInterval(timer) };
}

import { escalateWaiting, type EscalationSettings } from '../leads/escalation.ts';
import type { OutboxChannel } from '../leads/outbox.ts';
import type { SqlStore } from '../store/sql.ts';

/** How often leads still new are looked at: a minute late is nothing next to the minutes waited. */
export const ESCALATION_CHECK_MS = 60_000;

/**
 * The escalation promise while a server runs: look now and every `everyMs` for leads still new
 * past site.yaml's minutes and announce each again (leads/escalation.ts: once, recorded in the
 * database, so a restart or a second server never repeats it). `announced` wakes the outbox.
 * A pass that fails (a locked database) is logged and the next one tries again. Returns the way
 * to stop, which settles once a pass under way has ended.
 */
export function escalateOnTimer(
  db: SqlStore, settings: EscalationSettings, channels: readonly OutboxChannel[],
  hooks: { announced: () => void; log: (line: string) => void; everyMs?: number },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= look().finally(() => {
      running = undefined;
    });
    return running; // a slow pass is never overlapped by the next
  };
  const look = async () => {
    try {
      const ids = await escalateWaiting(db, settings, channels);
      if (ids.length > 0) {
        hooks.log(`escalation: announced again lead${ids.length === 1 ? '' : 's'} ${ids.join(', ')}, still new after ${settings.minutes} min`);
        hooks.announced();
      }
    } catch (error) {
      hooks.log(`escalation: could not look at waiting leads (${error instanceof Error ? error.message : String(error)}); trying again shortly`);
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), hooks.everyMs ?? ESCALATION_CHECK_MS);
  timer.unref();
  // Stopped, the pass under way ends before the database may be closed.
  return async () => {
    clearInterval(timer);
    await running;
  };
}

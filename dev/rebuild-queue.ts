// When dev rebuilds. One save is a burst of watch events within a millisecond or two: they make
// one rebuild. One rebuild at a time, so an older one can never finish last and serve what was
// saved before.
import type { Change } from './dev-site.ts';

export class RebuildQueue {
  private pending = new Set<Change>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private settledWaiters: (() => void)[] = [];

  /** `rebuild` must not throw: it reports its own problems. */
  constructor(private readonly rebuild: (work: ReadonlySet<Change>) => Promise<void>) {}

  changed(what: Change): void {
    this.pending.add(what);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.start(), 10);
  }

  /** Resolves after the next rebuild has been handled. */
  settled(): Promise<void> {
    return new Promise<void>((ok) => this.settledWaiters.push(ok));
  }

  /** Drops a rebuild not started yet and waits for the one running. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  private start(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.start();
      }
    });
  }

  private async run(): Promise<void> {
    const work = this.pending;
    this.pending = new Set();
    await this.rebuild(work);
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    waiters.forEach((w) => w());
  }
}

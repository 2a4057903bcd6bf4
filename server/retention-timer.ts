import { purgeExpired } from '../leads/retention.ts';
import type { SqlStore } from '../store/sql.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The retention promise while a server runs: purge now and every 24 hours; a purge that fails
 * (the database locked by a backup, say) is tried again an hour later. Returns the way to stop.
 */
export async function purgeDaily(db: SqlStore, months: number, log: (line: string) => void): Promise<() => void> {
  let retry: NodeJS.Timeout | undefined;
  const purge = async () => {
    clearTimeout(retry);
    try {
      const r = await purgeExpired(db, months);
      if (r.leads > 0) log(`retention: deleted ${r.leads} lead${r.leads === 1 ? '' : 's'} received before ${r.before} (kept ${months} months)`);
    } catch (error) {
      log(`retention: could not delete old leads (${error instanceof Error ? error.message : String(error)}); trying again in an hour`);
      retry = setTimeout(purge, HOUR);
      retry.unref();
    }
  };
  await purge();
  const daily = setInterval(purge, 24 * HOUR);
  daily.unref();
  return () => {
    clearInterval(daily);
    clearTimeout(retry);
  };
}

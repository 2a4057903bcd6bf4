import { HttpError } from './http-error.ts';
import { StoreUnavailableError } from '../store/sql.ts';

export interface FaultReportOptions {
  /** At most one log line per this many milliseconds (default a minute). */
  everyMs?: number;
  now?: () => number;
}

/**
 * A store that cannot take leads for a while (disk full, PostgreSQL restarting) refuses each
 * lead with 503 and Retry-After: nothing was saved and the visitor can send it again. The log
 * says so at the first refusal and then at most once a minute with a count, never a stack per
 * lead: a full disk under steady posting once wrote 48,754 lines in 25 s, onto the full disk.
 * Anything else passes through unchanged to the lead API's one error answer (server.ts).
 */
export function storeFaultAnswers(log: (line: string) => void, options: FaultReportOptions = {}): (error: unknown) => unknown {
  const everyMs = options.everyMs ?? 60_000;
  const now = options.now ?? Date.now;
  let lastLine = -Infinity;
  let refused = 0;
  return (error) => {
    if (!(error instanceof StoreUnavailableError)) return error;
    refused++;
    const at = now();
    if (at - lastLine >= everyMs) {
      const count = lastLine === -Infinity ? 'refusing leads with 503' : `${refused} leads refused with 503 in the last ${Math.round((at - lastLine) / 1000)} s`;
      log(`lead API: ${count}: ${error.message} (said at most once a minute)`);
      lastLine = at;
      refused = 0;
    }
    return new HttpError(503, 'server busy: your request was not saved, please send it again in a minute or call us', {
      'Retry-After': String(error.retryAfterSeconds),
    });
  };
}

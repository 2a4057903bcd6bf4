// Vitest global setup: a run never crosses midnight in India. Many tests take India's "today" once
// (a day three days ahead with one window left, tomorrow's visits in a groomer's calendar, a day
// both Noida groomers work) and then ask a server that reads its own clock at every request. A
// run that crossed midnight there (18:30 UTC) would compare two different days and fail in its
// last minutes for no fault of the code. So a run that would begin less than RUN_MINUTES before
// that midnight waits for it to pass first: only in that window of the day, and never longer.
import { setTimeout as sleep } from 'node:timers/promises';
import { indiaMinutes } from '../../model/visits/time.ts';

/** A whole run takes some 6 to 7 minutes on this 2-core machine: room for a slower one. */
const RUN_MINUTES = 10;

export default async function setup(): Promise<void> {
  const now = Date.now();
  const minutesLeft = 1440 - indiaMinutes(now);
  if (minutesLeft > RUN_MINUTES) return;
  // To the next whole minute past midnight, then a few seconds more.
  const wait = minutesLeft * 60_000 - (now % 60_000) + 5_000;
  console.log(`Midnight in India is ${Math.ceil(wait / 60_000)} min away: the tests start after it, so none sees two different days.`);
  await sleep(wait);
}

// The engine answers the same whatever the machine's time zone: the same questions are asked in
// child processes running in New York (UTC-5, with daylight saving), Kiribati (UTC+14) and India.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const probe = join(import.meta.dirname, 'visits-zone-probe.ts');
const run = promisify(execFile);
const answersIn = async (TZ: string) => JSON.parse((await run(process.execPath, ['--import', 'tsx', probe], { env: { ...process.env, TZ } })).stdout);

describe('the visit rules in any time zone', () => {
  it('give the same windows, fees and terms in New York, Kiribati and India', async () => {
    const [india, newYork, kiribati] = await Promise.all(['Asia/Kolkata', 'America/New_York', 'Pacific/Kiritimati'].map(answersIn));
    expect(newYork.zone).toBe('America/New_York');
    const { zone: _a, ...expected } = india;
    const { zone: _b, ...inNewYork } = newYork;
    const { zone: _c, ...inKiribati } = kiribati;
    expect(inNewYork).toEqual(expected);
    expect(inKiribati).toEqual(expected);
    expect(expected.urgencyFee.fees).toHaveLength(1);
    expect(expected.lastMinuteFee.fees).toHaveLength(1);
    expect(expected.cancel).toMatchObject({ feePercent: 50 });
  });
});

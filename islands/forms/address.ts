// The visitor's public address for the booking lead (SPEC 3.1). Looked up only when a booking
// form is sent, as the privacy policy says, never when it merely opens; the send waits for it at
// most `LOOKUP_WAIT_MS`, and a failure or a slow answer leaves the field "" (SPEC 7). Only the
// booking forms send it, so the other forms' chunk carries none of this.
import type { RuntimeConfig } from '../runtime-config.tsx';

let remoteIP = '';
let lookup: Promise<void> | undefined;
const LOOKUP_WAIT_MS = 1500;

export function lookUpAddress(config: RuntimeConfig): Promise<void> {
  if (!config.addressLookup) return Promise.resolve();
  lookup ??= fetch(config.addressLookup)
    .then((r) => r.json())
    .then((answer) => {
      if (typeof answer?.ip === 'string') remoteIP = answer.ip;
    })
    .catch((err) => console.info('address lookup failed', err));
  return Promise.race([lookup, new Promise<void>((done) => setTimeout(done, LOOKUP_WAIT_MS))]);
}

export const currentAddress = (): string => remoteIP;

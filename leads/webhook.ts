import type { Sender } from './outbox.ts';

/**
 * The webhook channel of the outbox: each lead POSTed as JSON to LEAD_WEBHOOK_URL.
 * Body: {"id", "kind", "fields": {...}, "receivedAt", "ip", "userAgent"}.
 *
 * Redirects are failures, never followed: a 307/308 would re-post a person's data to another
 * address, and a 301/302/303 would turn the POST into a GET whose 200 would mark a lead delivered
 * that never was. The failure names the status, so the maintainer sees the address to fix.
 */
export function webhookSender(url: string): Sender {
  return async (payload, signal) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'groomsite-leads' },
      body: payload,
      redirect: 'manual',
      signal,
    });
    await response.body?.cancel();
    if (response.status >= 300 && response.status < 400) {
      throw new Error(`HTTP ${response.status} redirect, not followed: set LEAD_WEBHOOK_URL to the final address`);
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}

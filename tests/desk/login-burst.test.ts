// Guesses sent all at once, as an attacker's script sends them (issue "Hold under attack and
// faults", item 3): each attempt is counted before its password is checked, so a burst gets no
// more checks than guesses sent one by one; checks in flight are capped per account and address;
// and the password hashing leaves the server free to answer pages meanwhile. On SQLite (the
// throttle in memory) and on a real PostgreSQL (the throttle shared in the database).
import { describe, expect, it } from 'vitest';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { request, type RawResponse } from '../helpers/leads.ts';
import { deskServer, loginToken, PASSWORD } from '../helpers/desk.ts';

const stores = bothStores({ startTimeoutMs: 120_000 });

/** A login as the desk page sends it, from `address` (the server trusts loopback's X-Forwarded-For, as behind nginx). */
async function loginFrom(url: string, token: { cookie: string; token: string }, name: string, password: string, address: string): Promise<RawResponse> {
  return request(`${url}/api/desk/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: token.cookie, 'X-Desk-Csrf': token.token, 'X-Forwarded-For': address },
    body: JSON.stringify({ name, password }),
  });
}

const statuses = (answers: RawResponse[]) => answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

describe.each(storeKinds)('a burst of logins on %s', (backend) => {
  const server = async () => deskServer({ db: await stores.databaseFor(backend) });

  it('sixty guesses at once from sixty addresses: the right password among them does not get in', async () => {
    const s = await server();
    const token = await loginToken(s.url);
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 30 ? PASSWORD : `wrong guess number ${i}`));
    const answers = await Promise.all(guesses.map((password, i) => loginFrom(s.url, token, 'owner', password, `198.51.100.${i + 1}`)));
    const counts = statuses(answers);
    expect(answers[30].status).not.toBe(200);
    expect(counts[200]).toBeUndefined();
    // Only the account's free failures were checked at all; the rest waited or were told to.
    expect(counts[401]).toBeLessThanOrEqual(3);
    expect(counts[429]).toBeGreaterThanOrEqual(57);
    expect(answers.find((a) => a.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
    expect(s.logs.filter((l) => /failed login for "owner"/.test(l)).length).toBe(counts[401]);
    await s.close();
  }, 120_000);

  it('two hundred logins for two hundred names at once: pages are still answered, the hashing waits its turn', async () => {
    const s = await server();
    const token = await loginToken(s.url);
    let loginsDone = 0;
    const logins = Array.from({ length: 200 }, (_, i) =>
      loginFrom(s.url, token, `staff${i}`, 'not the password', `203.0.113.${(i % 250) + 1}`).finally(() => { loginsDone++; }));
    // A visitor asks for a page while the burst is being checked: it does not wait for the hashes.
    const page = await request(`${s.url}/`);
    const doneWhenPageCame = loginsDone;
    const counts = statuses(await Promise.all(logins));
    expect(page.status).toBe(200);
    expect(doneWhenPageCame).toBeLessThan(200);
    // Two hashes at a time and a short queue: the rest are told the desk is busy, not left hanging.
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + counts[503]).toBe(200);
    await s.close();
  }, 120_000);

  it('a login name with a line break or escape codes cannot forge a log line', async () => {
    const s = await server();
    const token = await loginToken(s.url);
    await loginFrom(s.url, token, 'mallory\ndesk: owner logged in from 10.0.0.1\u001b[2J', 'whatever it is', '192.0.2.7');
    const line = s.logs.find((l) => l.includes('mallory'))!;
    expect(line).toContain('"mallory\\ndesk: owner logged in from 10.0.0.1\\u001b[2j"');
    expect(s.logs.every((l) => !/[\n\u001b]/.test(l))).toBe(true);
    await s.close();
  });
});

// Reviews from real visits (issue 44 item 4, and item 6 for reviews), as the owner and customers
// meet them: the real `groomsite serve` on a copy of the real site, over HTTP on 127.0.0.1, on
// SQLite and on PostgreSQL. A customer's done visit takes one review from its link (odd input
// refused with 4xx, a second refused); the office sees it waiting, the owner alone approves; the
// city page then shows it with its count and average computed from the approved reviews alone; a
// rejected review shows nothing; erasing the phone number removes the review, and the next
// publish takes it off the pages; a move to PostgreSQL takes the reviews along.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, PASSWORD, type Agent } from '../helpers/desk.ts';
import { postJson, request } from '../helpers/leads.ts';
import { startServe, stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { storeKinds } from '../helpers/both-stores.ts';
import { appointmentBody } from '../../scripts/lib/visit-days.ts';
import { groomsite, siteCopy } from '../../scripts/lib/site-copy.ts';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import { moveLeads } from '../../leads/move.ts';
import { addDays, indiaDate, indiaInstant } from '../../model/visits/time.ts';
import { dayBothWork, NOIDA_PAGE, visitTestSetup } from './dayplan-helpers.ts';

const { setup, stores } = visitTestSetup();

/** The words of the city page's reviews section, tags taken out ('' when the page has none). */
async function reviewsOnPage(url: string, path = NOIDA_PAGE): Promise<string> {
  const html = (await request(`${url}${path}`)).text;
  const at = html.indexOf('id="visit-reviews"');
  if (at < 0) return '';
  const section = html.slice(at, html.indexOf('</section>', at));
  return section.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe.each(storeKinds)('reviews of visits on %s', (backend) => {
  let root: string;
  let db: string;
  let env: Record<string, string>;
  let serve: ServeProcess;
  let sql: SqlStore;
  let owner: Agent;
  let staff: Agent;
  const date = dayBothWork();

  beforeAll(async () => {
    root = siteCopy('groomsite-reviews-', { without: ['content/reviews.json'] });
    db = backend === 'postgres' ? (await stores.databaseFor('postgres'))! : join(root, 'leads.sqlite');
    env = backend === 'postgres' ? { DATABASE_URL: db } : {};
    const dbArgs = backend === 'postgres' ? [] : ['--db', db];
    await groomsite(root, ['build', '--quiet'], { env });
    await groomsite(root, ['users', 'add', 'meera', '--role', 'owner', ...dbArgs], { env, stdin: `${PASSWORD}\n` });
    await groomsite(root, ['users', 'add', 'asha', '--role', 'staff', ...dbArgs], { env, stdin: `${PASSWORD}\n` });
    await groomsite(root, ['users', 'add', 'sunil', '--role', 'groomer', '--groomer', 'noida-sunil', ...dbArgs], { env, stdin: `${PASSWORD}\n` });
    serve = await startServe({ cwd: root, env, ...(backend === 'sqlite' && { db }) });
    sql = openStore(db);
    await sql.ready;
    owner = await agent(serve.url, 'meera');
    staff = await agent(serve.url, 'asha');
  }, 120_000);
  afterAll(async () => {
    await sql?.close();
    await stopChild(serve?.child);
  });

  /** A booking from the Noida page, its visit done yesterday through the desk as staff mark it; the link's token and the visit's id. */
  async function doneVisit(phone: string, name: string, window: string): Promise<{ token: string; visitId: number }> {
    const booked = await postJson(`${serve.url}/api/booking-form`, {
      ...appointmentBody({ origin: serve.url, pagePath: NOIDA_PAGE, phone, service: setup.serviceLabel('fur-fresh-spa'), date, window }), name,
    });
    expect(booked.status, booked.text).toBe(201);
    const token = String(booked.json.visit.link).replace('/b/', '');
    const visitId = Number((await sql.get<{ id: number }>('SELECT v.id FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = ?', [phone]))!.id);
    // Not done yet: no review is asked for, and one sent is refused.
    expect((await request(`${serve.url}/api/visit/${token}`)).json.review).toBeUndefined();
    expect((await postJson(`${serve.url}/api/visit/${token}/review`, { rating: 5 })).status).toBe(409);
    const day = addDays(indiaDate(Date.now()), -1);
    const start = indiaInstant(day, Number(window.slice(0, 2)) * 60);
    await sql.run('UPDATE visits SET date = ?, end_ms = end_ms - start_ms + ?, start_ms = ? WHERE id = ?', [day, start, start, visitId]);
    for (const status of ['confirmed', 'on-the-way', 'done']) expect((await staff.post(`/api/desk/visits/${visitId}/status`, { status })).status).toBe(200);
    return { token, visitId };
  }

  let first: { token: string; visitId: number };
  let second: { token: string; visitId: number };

  it("takes one review from a done visit's link, refusing odd input with 4xx", async () => {
    first = await doneVisit('9811155501', 'Meera Kapoor', '09:00-11:00');
    expect((await request(`${serve.url}/api/visit/${first.token}`)).json.review).toEqual({});
    const refused = [
      { rating: 0 }, { rating: 6 }, { rating: '5' }, { rating: 4.5 }, { rating: null }, {}, [5], 'five',
      { rating: 5, text: 'x'.repeat(10 * 1024) }, { rating: 5, text: 'x'.repeat(501) }, { rating: 5, text: 42 },
      JSON.parse('{"rating": 5, "__proto__": {"status": "approved"}}'), { rating: 5, firstName: 'Someone Else' },
    ];
    for (const body of refused) {
      const res = await postJson(`${serve.url}/api/visit/${first.token}/review`, body);
      expect([res.status, JSON.stringify(body).slice(0, 60)]).toEqual([400, JSON.stringify(body).slice(0, 60)]);
    }
    expect((await postJson(`${serve.url}/api/visit/${first.token}/review`, { rating: 4, text: ' Kavita was so gentle with Bruno;\nworth every rupee. ' })).status).toBe(201);
    expect((await postJson(`${serve.url}/api/visit/${first.token}/review`, { rating: 5, text: 'Again!' })).status).toBe(409);
    expect((await request(`${serve.url}/api/visit/${first.token}`)).json.review).toEqual({ given: { rating: 4, text: 'Kavita was so gentle with Bruno; worth every rupee.', status: 'pending' } });
    // Nothing shows before the owner approves.
    expect(await reviewsOnPage(serve.url)).toBe('');
  });

  it('shows it waiting to the office; the owner alone approves, and the city page shows it with its count and average', async () => {
    const sunil = await agent(serve.url, 'sunil');
    expect((await sunil.get('/api/desk/reviews')).status).toBe(403);
    expect((await sunil.post(`/api/desk/reviews/${first.visitId}`, { decision: 'approve' })).status).toBe(403);
    const list = (await staff.get('/api/desk/reviews')).json;
    expect(list.pending).toMatchObject([{ visitId: first.visitId, rating: 4, firstName: 'Meera', locality: 'Noida', city: 'noida', package: 'Fur Fresh Spa', status: 'pending' }]);
    expect(JSON.stringify(list)).not.toContain('9811155501');
    expect((await staff.post(`/api/desk/reviews/${first.visitId}`, { decision: 'approve' })).status).toBe(403);
    expect((await owner.post(`/api/desk/reviews/${first.visitId}`, { decision: 'publish' })).status).toBe(400);
    expect((await owner.post('/api/desk/reviews/999999', { decision: 'approve' })).status).toBe(404);

    const approved = await owner.post(`/api/desk/reviews/${first.visitId}`, { decision: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ review: { status: 'approved', decidedBy: 'meera' }, published: { ok: true, shown: 1 } });
    expect((await owner.post(`/api/desk/reviews/${first.visitId}`, { decision: 'approve' })).status).toBe(409);
    const shown = await reviewsOnPage(serve.url);
    expect(shown).toContain('Reviews from our visits');
    expect(shown).toMatch(/4\.0\/5 from 1 review of a visit/);
    expect(shown).toContain('Kavita was so gentle with Bruno; worth every rupee.');
    expect(shown).toMatch(/Meera , Noida/);
    expect(shown).toContain('Fur Fresh Spa');
    // The Hindi city page too; another city's page shows none; no review markup for search engines.
    expect(await reviewsOnPage(serve.url, `/hi${NOIDA_PAGE}`)).toMatch(/4\.0\/5 .*Kavita was so gentle/);
    expect(await reviewsOnPage(serve.url, '/pet-grooming-at-home/delhi')).toBe('');
    // A Noida locality's page shows its city's; the home page every city's, naming the city.
    expect(await reviewsOnPage(serve.url, '/pet-grooming-at-home/sector-18-noida')).toMatch(/4\.0\/5 .*Kavita was so gentle.*Meera , Noida/);
    expect(await reviewsOnPage(serve.url, '/')).toMatch(/4\.0\/5 from 1 review of a visit.*Kavita was so gentle.*Meera , Noida/);
    expect((await request(`${serve.url}${NOIDA_PAGE}`)).text).not.toMatch(/"@type":"(Review|AggregateRating)"|aggregateRating/);
    expect((await request(`${serve.url}/api/visit/${first.token}`)).json.review.given.status).toBe('approved');
  });

  it('shows nothing of a rejected review: the count and average stay those of the approved', async () => {
    second = await doneVisit('9811155502', 'Ravi Malhotra', '13:00-15:00');
    expect((await postJson(`${serve.url}/api/visit/${second.token}/review`, { rating: 1, text: 'Came late.' })).status).toBe(201);
    const rejected = await owner.post(`/api/desk/reviews/${second.visitId}`, { decision: 'reject' });
    expect(rejected.json).toMatchObject({ review: { status: 'rejected' }, published: { ok: true, shown: 1 } });
    const shown = await reviewsOnPage(serve.url);
    expect(shown).toMatch(/4\.0\/5 from 1 review of a visit/);
    expect(shown).not.toMatch(/Came late|Ravi/);
  });

  it.runIf(backend === 'sqlite')('moves the reviews to PostgreSQL with their visits', async () => {
    const url = await stores.postgres.createDatabase();
    expect((await moveLeads({ from: db, to: url })).reviews).toBe(2);
    const target = openStore(url);
    await target.ready;
    try {
      const rows = await target.all<{ status: string; first_name: string; rating: number; start_ms: string }>(
        'SELECT r.status, r.first_name, r.rating FROM visit_reviews r JOIN visits v ON v.id = r.visit_id AND v.lead_id = r.lead_id ORDER BY r.rating');
      expect(rows.map((r) => [r.status, r.first_name, Number(r.rating)])).toEqual([['rejected', 'Ravi', 1], ['approved', 'Meera', 4]]);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('erases the review with the phone number, and the next publish takes it off the pages', async () => {
    const out = await groomsite(root, ['leads', 'delete', '--phone', '9811155501', ...(backend === 'sqlite' ? ['--db', db] : [])], { env });
    expect(out).toMatch(/1 review \(off the pages at the next publish\)/);
    expect(Number((await sql.get<{ n: number }>('SELECT count(*) AS n FROM visit_reviews WHERE visit_id = ?', [first.visitId]))!.n)).toBe(0);
    expect((await request(`${serve.url}/api/visit/${first.token}`)).status).toBe(404);
    // The next publish: the owner changes their mind on Ravi's review.
    const approved = await owner.post(`/api/desk/reviews/${second.visitId}`, { decision: 'approve' });
    expect(approved.json.published).toMatchObject({ ok: true, shown: 1 });
    const shown = await reviewsOnPage(serve.url);
    expect(shown).toMatch(/1\.0\/5 from 1 review of a visit/);
    expect(shown).not.toMatch(/Meera|Kavita/);
    expect(readFileSync(join(root, 'content', 'reviews.json'), 'utf8')).not.toContain('Meera');
    expect(existsSync(join(root, 'dist'))).toBe(true);
  });
});

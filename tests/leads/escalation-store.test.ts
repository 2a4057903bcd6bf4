// Escalation on both stores (SQLite and a real PostgreSQL): a lead still new past the minutes is
// announced once with one alert per channel, even when two servers look at the same moment; a lead
// called meanwhile, or not yet due within the opening hours, is not announced. The likely-spam flag
// is written by the lead's own transaction on both.
import { describe, expect, it } from 'vitest';
import { escalateWaiting, type EscalationSettings } from '../../leads/escalation.ts';
import { LeadStore, type LeadRecord } from '../../leads/store.ts';
import { openStore } from '../../store/open.ts';
import { indiaInstant } from '../../model/visits/time.ts';
import { bothStores, storeKinds } from '../helpers/both-stores.ts';
import { validBodies } from '../helpers/leads.ts';

const stores = bothStores({ sqlite: 'file' });

const settings: EscalationSettings = { minutes: 10, hours: { opens: '09:00', closes: '19:00' }, cityHours: { noida: { opens: '09:00', closes: '21:00' } } };
const at = (clock: string) => indiaInstant('2026-12-05', Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)));

const lead = (phone: string, sent: string, page: string, extra: Partial<LeadRecord> = {}): LeadRecord => ({
  kind: 'booking',
  fields: { ...validBodies.booking, phone, path: page } as never,
  receivedAt: new Date(at(sent)).toISOString(),
  ip: `198.51.100.${phone.slice(-1)}`,
  userAgent: 'escalation test',
  ...extra,
});

describe.each(storeKinds)('escalation on %s', (backend) => {
  it('announces a waiting lead once, even with two servers looking at once, and never a called or not yet due one', async () => {
    const target = await stores.databaseFor(backend);
    const store = new LeadStore(target, { outbox: ['email', 'webhook'] });
    await store.sql.ready;
    const other = openStore(target, {});
    await other.ready;
    try {
      const noida = await store.insert(lead('9811800001', '20:55', '/pet-grooming-at-home/noida')); // due 09:05 the next day
      const general = await store.insert(lead('9811800002', '18:50', '/pet-grooming')); // due 19:00 the same day
      const called = await store.insert(lead('9811800003', '18:50', '/pet-grooming'));
      await store.sql.run("UPDATE leads SET status = 'called' WHERE id = ?", [called]);

      // 19:30: only the lead from a page without a city (hours to 19:00) is due; both servers look.
      const evening = at('19:30');
      const [one, two] = await Promise.all([escalateWaiting(store.sql, settings, ['email', 'webhook'], evening), escalateWaiting(other, settings, ['email', 'webhook'], evening)]);
      expect([...one, ...two]).toEqual([general]);
      // The next morning at 09:04 Noida's lead is one minute short; at 09:05 it is due.
      expect(await escalateWaiting(store.sql, settings, ['email', 'webhook'], at('19:30') + 13 * 3600_000 + 34 * 60_000)).toEqual([]);
      expect(await escalateWaiting(other, settings, ['email', 'webhook'], indiaInstant('2026-12-06', 9 * 60 + 5))).toEqual([noida]);
      expect(await escalateWaiting(store.sql, settings, ['email', 'webhook'], indiaInstant('2026-12-07', 12 * 60))).toEqual([]);

      const alerts = await store.sql.all<{ lead_id: number | string; channel: string; payload: string }>('SELECT lead_id, channel, payload FROM outbox ORDER BY id');
      const second = alerts.filter((a) => (JSON.parse(a.payload) as { escalation?: unknown }).escalation);
      expect(second.map((a) => [Number(a.lead_id), a.channel])).toEqual([[general, 'email'], [general, 'webhook'], [noida, 'email'], [noida, 'webhook']]);
      const { reference } = (await store.sql.get<{ reference: string }>('SELECT reference FROM leads WHERE id = ?', [general]))!;
      expect(JSON.parse(second[0].payload)).toMatchObject({ id: general, reference, kind: 'booking', escalation: { minutes: 10, at: new Date(evening).toISOString() } });
      const audit = await store.sql.all<{ lead_id: number | string; actor: string }>("SELECT lead_id, actor FROM desk_audit WHERE action LIKE 'announced again%' ORDER BY id");
      expect(audit.map((a) => [Number(a.lead_id), a.actor])).toEqual([[general, 'server'], [noida, 'server']]);
    } finally {
      await other.close();
      await store.close();
    }
  }, 60_000);

  it('flags a fast form and the third lead of a burst in the lead\'s own transaction, and stores them all', async () => {
    const store = new LeadStore(await stores.databaseFor(backend), { outbox: ['webhook'] });
    await store.sql.ready;
    try {
      const now = new Date().toISOString();
      const fast = await store.insert({ ...lead('9811900001', '10:00', '/'), receivedAt: now, ip: '203.0.113.50', formMs: 900 });
      const burst = await Promise.all([1, 2, 3].map((n) => store.insert({ ...lead(`981190001${n}`, '10:00', '/'), receivedAt: now, ip: '203.0.113.60', formMs: 8000 })));
      const rows = await store.sql.all<{ id: number | string; form_ms: number | string | null; likely_spam: string | null }>('SELECT id, form_ms, likely_spam FROM leads ORDER BY id');
      expect(rows.map((r) => [Number(r.id), r.form_ms === null ? null : Number(r.form_ms), r.likely_spam])).toEqual([
        [fast, 900, 'fast'], [burst[0], 8000, null], [burst[1], 8000, null], [burst[2], 8000, 'burst'],
      ]);
      const payloads = (await store.sql.all<{ payload: string }>('SELECT payload FROM outbox ORDER BY id')).map((r) => JSON.parse(r.payload) as { likelySpam?: string; formMs?: number });
      expect(payloads.map((p) => [p.formMs, p.likelySpam ?? null])).toEqual([[900, 'fast'], [8000, null], [8000, null], [8000, 'burst']]);

      // Issue 41, item 12: a family books its three pets one by one from one phone, each another
      // breed: no burst. The same request a third time (a Beagle again, twice) is one.
      const family = (breed: string) => store.insert({ ...lead('9811900077', '10:00', '/'), receivedAt: new Date().toISOString(), ip: '203.0.113.70', formMs: 8000,
        fields: { ...validBodies.booking, phone: '9811900077', path: '/', breed } as never });
      const pets = [];
      for (const breed of ['Beagle', 'Persian', 'Labrador']) pets.push(await family(breed));
      const again = [await family('beagle '), await family('BEAGLE')];
      const flags = await store.sql.all<{ id: number | string; likely_spam: string | null }>(`SELECT id, likely_spam FROM leads WHERE id IN (${[...pets, ...again].join(', ')}) ORDER BY id`);
      expect(flags.map((r) => r.likely_spam)).toEqual([null, null, null, null, 'burst']);
    } finally {
      await store.close();
    }
  });
});

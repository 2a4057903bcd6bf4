// The field data's caps (leads/field-data/field-counts.ts), counted straight into a real SQLite
// file: a day takes at most MAX_TAP_PAGES_PER_DAY pages and MAX_SOURCES_PER_DAY sources, the rest
// count as "other", and the next day starts afresh. The flood over HTTP is in beacons.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import { FieldCounts, MAX_SOURCES_PER_DAY, MAX_TAP_PAGES_PER_DAY, OTHER } from '../../leads/field-data/field-counts.ts';

describe('the field data caps', () => {
  it('keep a day to so many pages and sources, then count "other"; the next day starts afresh', async () => {
    const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-caps-')), 'leads.sqlite');
    const sql = openStore(db);
    await sql.ready;
    const counts = new FieldCounts(sql, { flushMs: 60_000, isPage: (p) => p.startsWith('/page-') });
    const day1 = Date.parse('2026-11-28T10:00:00+05:30');
    const day2 = Date.parse('2026-11-29T10:00:00+05:30');
    const from = (i: number) => ({ ref: `site-${i}.example`, source: 'x', medium: 'y', campaign: `c${i}`, gclid: false });
    try {
      for (const at of [day1, day2]) {
        for (let i = 0; i < MAX_TAP_PAGES_PER_DAY + 500; i++) counts.add({ kind: 'tap', page: 'city', tap: 'call', path: `/page-${i}` }, at);
        counts.add({ kind: 'tap', page: 'city', tap: 'call', path: '/not-a-page' }, at);
        for (let i = 0; i < MAX_SOURCES_PER_DAY + 50; i++) counts.add({ kind: 'visit', page: 'city', from: from(i) }, at);
        // A page already counted that day keeps its row past the cap.
        counts.add({ kind: 'tap', page: 'city', tap: 'whatsapp', path: '/page-0' }, at);
      }
      await counts.flush();
      for (const day of ['2026-11-28', '2026-11-29']) {
        const pages = await sql.all<{ path: string; kind: string; n: number }>('SELECT path, kind, n FROM field_tap_pages WHERE day = ?', [day]);
        expect(pages.filter((p) => p.path !== OTHER && p.kind === 'call')).toHaveLength(MAX_TAP_PAGES_PER_DAY);
        expect(pages.find((p) => p.path === OTHER)?.n).toBe(501); // 500 past the cap, and the path that is no page
        expect(pages.find((p) => p.path === '/page-0' && p.kind === 'whatsapp')?.n).toBe(1);
        const sources = await sql.all<{ referrer: string; visits: number }>('SELECT referrer, visits FROM field_sources WHERE day = ?', [day]);
        expect(sources).toHaveLength(MAX_SOURCES_PER_DAY + 1);
        expect(sources.find((s) => s.referrer === OTHER)?.visits).toBe(50);
      }
    } finally {
      await counts.close();
      await sql.close();
    }
  });
});

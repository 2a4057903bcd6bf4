// What the visit tests and the visit benches share: the real site's visit settings, a day filled
// so that one window is left for a given visit, and the body the appointment form
// (islands/forms/BookingDialog.tsx) sends for that window.
import { resolve } from 'node:path';
import { loadSite } from '../../pipeline/build.ts';
import { visitSettings } from '../../leads/site-config.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import type { Sql } from '../../store/sql.ts';
import { packageLabel } from '../../model/format.ts';
import { assignGroomer } from '../../model/visits/assign.ts';
import { availability } from '../../model/visits/availability.ts';
import type { HeldVisit, VisitRequest } from '../../model/visits/rules.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

export async function realVisitSettings(root = projectRoot): Promise<{ settings: VisitSettings; serviceLabel: (id: string) => string }> {
  const site = await loadSite(root);
  return { settings: visitSettings(site)!, serviceLabel: (id) => packageLabel(site.packages.find((p) => p.id === id)!) };
}

/** A dog of unknown size, as the form sends it (no size field): timed as a larger dog. */
export const FORM_REQUEST: VisitRequest = { pet: 'dog', packageId: 'fur-fresh-spa' };

export interface FilledDay { date: string; lastWindow: string; held: (HeldVisit & { window: string })[] }

/**
 * From a few days ahead, the first day of `city` that can be filled, window by window from the
 * morning, until exactly one window is left open for `request`.
 */
export function dayWithOneWindowLeft(settings: VisitSettings, city: string, request = FORM_REQUEST, now = Date.now()): FilledDay {
  const { rules } = settings;
  for (let ahead = 3; ahead < rules.horizonDays; ahead++) {
    const date = addDays(indiaDate(now), ahead);
    const held: FilledDay['held'] = [];
    const open = () => {
      const answer = availability(rules, { city, request, from: date, days: 1, held, now });
      if (!answer.ok) throw new Error(answer.message);
      return answer.days[0].windows.filter((w) => w.open).map((w) => w.value);
    };
    let left = open();
    while (left.length > 1) {
      const assigned = assignGroomer(rules, { city, date, window: left[0], request, held, now });
      if (!assigned.ok) throw new Error(assigned.message);
      held.push({ ...assigned.visit, window: left[0] });
      left = open();
    }
    if (left.length === 1) return { date, lastWindow: left[0], held };
  }
  throw new Error(`no day of ${city} can be left with one window`);
}

/** Writes visits as another server would have held them: each with a lead of its own. */
export async function storeHeld(sql: Sql, city: string, day: FilledDay): Promise<void> {
  for (const [i, v] of day.held.entries()) {
    const lead = await sql.get<{ id: number }>(
      "INSERT INTO leads (kind, received_at, phone, fields) VALUES ('booking', ?, ?, '{}') RETURNING id", [new Date().toISOString(), `90000000${String(i).padStart(2, '0')}`]);
    await sql.run(`INSERT INTO visits (lead_id, city, date, time_window, groomer_id, start_ms, end_ms, status, quote, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'requested', '{}', ?)`, [lead!.id, city, day.date, v.window, v.groomerId, v.start, v.end, new Date().toISOString()]);
  }
}

/** The appointment form's body for a window, as a browser on the city page sends it. */
export function appointmentBody(o: { origin: string; pagePath: string; phone: string; service: string; date: string; window: string; request?: string; addOns?: string }) {
  return {
    pet: 'Dog', name: 'Asha Verma', phone: o.phone, service: o.service, addOns: o.addOns ?? 'No Add-Ons', breed: 'Beagle',
    address: 'Sector 18, Noida', request: o.request ?? '', serviceDate: o.date, serviceTime: o.window,
    user: 'true', status: 'true', path: `${o.origin}${o.pagePath}`, remoteIP: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  };
}

// The day's money and the groomers' pay (issue 43 items 4 and 5): per day and per groomer, what
// was quoted, collected by each method and still owed, a visit done but unpaid flagged; the
// accountant's CSV of every payment line in a range (the owner's, with the leads export's cell
// protections, leads/csv.ts); per week, each groomer's done visits, their collections and what the
// commission in site.yaml earns them. A groomer sees only their own; staff no pay.
import type { Sql } from '../../store/sql.ts';
import type { VisitSettings } from '../../leads/visits/settings.ts';
import { paymentsOf } from '../../leads/visits/payment-lines.ts';
import { toCsv } from '../../leads/csv.ts';
import { paidOf, type PaymentEntry } from '../../model/visits/payment.ts';
import { commissionOf, payWeek } from '../../model/visits/pay.ts';
import type { Commission, Groomer, IsoDate } from '../../model/visits/rules.ts';
import { indiaDate } from '../../model/visits/time.ts';
import type { DeskUser } from '../roles.ts';
import type { MoneyDay, MoneyFigures, MoneyVisit, PayWeek } from '../wire/money.ts';

interface Row { id: number | string; date: string; time_window: string; groomer_id: string; status: string; quote: string; name: string; reference: string | null }

const NOT_OWED = ['cancelled', 'no-show'];

async function visitsBetween(db: Sql, from: IsoDate, to: IsoDate, user: DeskUser): Promise<{ rows: Row[]; payments: Map<number, PaymentEntry[]> }> {
  const own = user.role === 'groomer';
  const rows = await db.all<Row>(`SELECT v.id, v.date, v.time_window, v.groomer_id, v.status, v.quote, l.name, l.reference
    FROM visits v JOIN leads l ON l.id = v.lead_id WHERE v.date >= ? AND v.date <= ?${own ? ' AND v.groomer_id = ?' : ''} ORDER BY v.date, v.start_ms, v.id`,
  own ? [from, to, user.groomerId] : [from, to]);
  return { rows, payments: await paymentsOf(db, rows.map((r) => Number(r.id))) };
}

const totalOf = (r: Row): number => Number((JSON.parse(r.quote) as { total?: number }).total ?? 0);
const packageOf = (r: Row): string | undefined => (JSON.parse(r.quote) as { lines?: { kind: string; id?: string }[] }).lines?.find((l) => l.kind === 'package')?.id;

const empty = (): MoneyFigures => ({ quoted: 0, collected: { cash: 0, upi: 0, card: 0 }, refunded: 0, owed: 0 });

function add(into: MoneyFigures, r: Row, lines: readonly PaymentEntry[]): { paid: number; owed: number } {
  const total = totalOf(r);
  const { net } = paidOf(lines);
  for (const l of lines) {
    if (l.kind === 'refund') into.refunded += l.amount;
    else into.collected[l.method] += l.amount;
  }
  if (NOT_OWED.includes(r.status)) return { paid: net, owed: 0 };
  const owed = Math.max(0, total - net);
  into.quoted += total;
  into.owed += owed;
  return { paid: net, owed };
}

const groomersOf = (settings: VisitSettings | undefined): Map<string, Groomer> =>
  new Map(Object.values(settings?.rules.cities ?? {}).flatMap((c) => c.groomers.map((g) => [g.id, g] as const)));

export async function dayMoney(db: Sql, settings: VisitSettings | undefined, date: IsoDate, user: DeskUser, now = Date.now()): Promise<MoneyDay> {
  const { rows, payments } = await visitsBetween(db, date, date, user);
  const groomers = groomersOf(settings);
  const byGroomer = new Map<string, MoneyDay['groomers'][number]>();
  const totals = empty();
  for (const r of rows) {
    const g = byGroomer.get(r.groomer_id) ?? { id: r.groomer_id, name: groomers.get(r.groomer_id)?.name ?? r.groomer_id, ...empty(), visits: [] as MoneyVisit[] };
    byGroomer.set(r.groomer_id, g);
    const lines = payments.get(Number(r.id)) ?? [];
    const { paid, owed } = add(g, r, lines);
    add(totals, r, lines);
    g.visits.push({ id: Number(r.id), window: r.time_window, name: r.name, status: r.status, total: totalOf(r), paid, owed, doneUnpaid: r.status === 'done' && owed > 0 });
  }
  return { date, today: indiaDate(now), groomers: [...byGroomer.values()], totals };
}

/** The accountant's CSV: one row per payment line of the visits of a range of days, with the visit's quote. */
export async function moneyCsv(db: Sql, settings: VisitSettings | undefined, from: IsoDate, to: IsoDate, user: DeskUser): Promise<string> {
  const { rows, payments } = await visitsBetween(db, from, to, user);
  const groomers = groomersOf(settings);
  const out: (string | number)[][] = [];
  for (const r of rows) {
    const base = [r.date, r.reference ?? '', r.name, groomers.get(r.groomer_id)?.name ?? r.groomer_id, r.status, totalOf(r)];
    const lines = payments.get(Number(r.id)) ?? [];
    if (!lines.length) out.push([...base, '', '', '', '', '', '']);
    for (const l of lines) out.push([...base, l.kind, l.kind === 'refund' ? -l.amount : l.amount, l.method, l.upiRef ?? '', l.by, l.at]);
  }
  return toCsv(['visit day', 'reference', 'customer', 'groomer', 'status', 'quoted', 'line', 'amount', 'method', 'UPI reference', 'marked by', 'marked at'], out);
}

const commissionWords = (c: Commission | undefined): string =>
  !c ? 'none' : c.percent !== undefined ? `${c.percent}% of each done visit` : 'by package';

/** The pay week holding `date`: each groomer's done visits, what was collected on them and what the commission earns. */
export async function weekPay(db: Sql, settings: VisitSettings | undefined, date: IsoDate, user: DeskUser): Promise<PayWeek> {
  const { from, to } = payWeek(date);
  const { rows, payments } = await visitsBetween(db, from, to, user);
  const groomers = groomersOf(settings);
  const out = new Map<string, PayWeek['groomers'][number]>();
  // Every groomer of the rules (a groomer: themselves), with nothing done yet too.
  for (const g of groomers.values()) {
    if (user.role === 'groomer' && g.id !== user.groomerId) continue;
    out.set(g.id, { id: g.id, name: g.name, commission: commissionWords(g.commission), doneVisits: 0, quoted: 0, collected: 0, earned: 0 });
  }
  for (const r of rows) {
    if (r.status !== 'done') continue;
    const g = out.get(r.groomer_id) ?? { id: r.groomer_id, name: r.groomer_id, commission: 'none', doneVisits: 0, quoted: 0, collected: 0, earned: 0 };
    out.set(r.groomer_id, g);
    const total = totalOf(r);
    g.doneVisits += 1;
    g.quoted += total;
    g.collected += paidOf(payments.get(Number(r.id)) ?? []).net;
    g.earned += commissionOf(groomers.get(r.groomer_id)?.commission, { total, packageId: packageOf(r) });
  }
  return { from, to, groomers: [...out.values()] };
}

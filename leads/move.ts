import fs from 'node:fs';
import { LeadsUsageError } from '../model/usage-error.ts';
import { PostgresStore } from '../store/postgres-store.ts';
import { isPostgresUrl, maskUrl, type Param, type Sql } from '../store/sql.ts';
import { SqliteStore } from '../store/sqlite-store.ts';

/**
 * `groomsite leads move --from FILE --to postgres://...`: everything an SQLite leads database
 * holds, into an empty PostgreSQL one, in one transaction: leads with their ids (the desk's
 * links and the webhook receivers' dedupe keep working), statuses, notes, the audit trail, staff
 * accounts, the alerts not yet sent, the groomers' leave, the customers' pets, their visits' reviews and photos, and the field data's daily counts. Sessions are not moved: staff log in again. The SQLite
 * file is left as it was, so going back is only a matter of not switching.
 */
export interface Moved {
  leads: number;
  /** The windows held, with their groomer and quote. */
  visits: number;
  notes: number;
  audit: number;
  users: number;
  alerts: number;
  /** Rows of field-data counts: vitals, taps and visit sources, per day. */
  fieldData: number;
  /** Customers' pets with their profiles (and the bookings that name them, the due-again marks). */
  pets: number;
  /** Reviews of done visits, pending, approved and rejected (leads/visits/review.ts). */
  reviews: number;
  /** The visits' before-and-after photos, with the customers' consent. */
  photos: number;
}

const CHUNK = 500;

/** Copies `select`'s rows into `table`, CHUNK at a time, in one multi-row INSERT per chunk. */
async function copy(from: Sql, to: Sql, select: string, table: string, columns: readonly string[]): Promise<number> {
  let copied = 0;
  for (let offset = 0; ; offset += CHUNK) {
    const rows = await from.all<Record<string, Param>>(`${select} LIMIT ${CHUNK} OFFSET ${offset}`);
    if (rows.length === 0) return copied;
    const values = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await to.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, rows.flatMap((row) => columns.map((c) => row[c] ?? null)));
    copied += rows.length;
  }
}

/** The field data's counts as they are (leads/field-data/field-counts.ts): counts, never beacons. */
async function copyFieldData(from: Sql, to: Sql): Promise<number> {
  return (await copy(from, to, 'SELECT * FROM field_vitals ORDER BY day, metric, page_type, device, connection, bucket', 'field_vitals',
    ['day', 'metric', 'page_type', 'device', 'connection', 'bucket', 'n']))
    + (await copy(from, to, 'SELECT * FROM field_taps ORDER BY day, kind, page_type', 'field_taps', ['day', 'kind', 'page_type', 'n']))
    + (await copy(from, to, 'SELECT * FROM field_tap_pages ORDER BY day, kind, path', 'field_tap_pages', ['day', 'kind', 'path', 'n']))
    + (await copy(from, to, 'SELECT * FROM field_sources ORDER BY day, referrer, source, medium, campaign, gclid', 'field_sources',
      ['day', 'referrer', 'source', 'medium', 'campaign', 'gclid', 'visits', 'taps']));
}

async function copyLinks(from: Sql, to: Sql): Promise<void> {
  const links = await from.all<{ token_hash: string; lead_id: number; start_ms: number; created_at: string }>(
    'SELECT l.token_hash, v.lead_id, v.start_ms, l.created_at FROM visit_links l JOIN visits v ON v.id = l.visit_id ORDER BY l.visit_id');
  for (const l of links) {
    await to.run('INSERT INTO visit_links (token_hash, visit_id, created_at) SELECT ?, id, ? FROM visits WHERE lead_id = ? AND start_ms = ? LIMIT 1',
      [l.token_hash, l.created_at, l.lead_id, l.start_ms]);
  }
}

/** The marks of WhatsApp messages sent and the payment lines follow their visits as the links do; calendar feeds keep their hashes, so subscribed phones keep working. */
async function copyMessagesAndFeeds(from: Sql, to: Sql): Promise<void> {
  const marks = await from.all<{ kind: string; sent_at: string; sent_by: string; lead_id: number; start_ms: number }>(
    'SELECT m.kind, m.sent_at, m.sent_by, v.lead_id, v.start_ms FROM visit_messages m JOIN visits v ON v.id = m.visit_id ORDER BY m.visit_id');
  for (const m of marks) {
    await to.run('INSERT INTO visit_messages (visit_id, kind, sent_at, sent_by) SELECT id, ?, ?, ? FROM visits WHERE lead_id = ? AND start_ms = ? LIMIT 1',
      [m.kind, m.sent_at, m.sent_by, m.lead_id, m.start_ms]);
  }
  // Payments and refunds follow their visits too, in the order they were marked (money at the door).
  const payments = await from.all<{ kind: string; amount: number; method: string; upi_ref: string | null; note: string; recorded_by: string; at: string; lead_id: number; start_ms: number }>(
    'SELECT p.kind, p.amount, p.method, p.upi_ref, p.note, p.recorded_by, p.at, v.lead_id, v.start_ms FROM visit_payments p JOIN visits v ON v.id = p.visit_id ORDER BY p.id');
  for (const p of payments) {
    await to.run(`INSERT INTO visit_payments (visit_id, kind, amount, method, upi_ref, note, recorded_by, at)
      SELECT id, ?, ?, ?, ?, ?, ?, ? FROM visits WHERE lead_id = ? AND start_ms = ? LIMIT 1`,
    [p.kind, p.amount, p.method, p.upi_ref, p.note, p.recorded_by, p.at, p.lead_id, p.start_ms]);
  }
  await copy(from, to, 'SELECT * FROM groomer_calendars ORDER BY groomer_id', 'groomer_calendars', ['token_hash', 'groomer_id', 'created_at', 'created_by']);
  // The groomers' leave, removed ones too (their history); nothing refers to its ids.
  await copy(from, to, 'SELECT * FROM groomer_leave ORDER BY id', 'groomer_leave',
    ['groomer_id', 'start_ms', 'end_ms', 'note', 'created_by', 'created_at', 'removed_by', 'removed_at']);
}

/** The reviews follow their visits as the links do: matched by lead and start. */
async function copyReviews(from: Sql, to: Sql): Promise<number> {
  const reviews = await from.all<Record<string, Param> & { lead_id: number; start_ms: number }>(
    'SELECT r.*, v.start_ms FROM visit_reviews r JOIN visits v ON v.id = r.visit_id ORDER BY r.visit_id');
  const columns = ['lead_id', 'rating', 'text', 'first_name', 'city', 'locality', 'package', 'visit_date', 'created_at', 'status', 'decided_by', 'decided_at'] as const;
  for (const r of reviews) {
    await to.run(`INSERT INTO visit_reviews (visit_id, ${columns.join(', ')}) SELECT id, ${columns.map(() => '?').join(', ')} FROM visits WHERE lead_id = ? AND start_ms = ? LIMIT 1`,
      [...columns.map((c) => r[c] ?? null), r.lead_id, r.start_ms]);
  }
  return reviews.length;
}

/** The customers' pets with their ids (lead_pets names them), the bookings that name them, the due-again marks. */
async function copyPets(from: Sql, to: Sql): Promise<number> {
  const pets = await copy(from, to, 'SELECT * FROM pets ORDER BY id', 'pets',
    ['id', 'phone', 'name', 'name_key', 'kind', 'breed', 'size', 'temperament', 'allergies', 'notes', 'groom_every_weeks', 'created_at', 'updated_at', 'updated_by']);
  await copy(from, to, 'SELECT * FROM lead_pets ORDER BY lead_id', 'lead_pets', ['lead_id', 'pet_id']);
  await copy(from, to, 'SELECT * FROM pet_messages ORDER BY pet_id, kind, about', 'pet_messages', ['pet_id', 'kind', 'about', 'sent_at', 'sent_by']);
  // New pets continue after the moved ones.
  await to.get("SELECT setval(pg_get_serial_sequence('pets', 'id'), greatest((SELECT max(id) FROM pets), 1))");
  return pets;
}

/**
 * The visits' photos follow their visits as the links do (new ids here: matched by lead and start),
 * a few at a time: each is some hundreds of kilobytes.
 */
async function copyPhotos(from: Sql, to: Sql): Promise<number> {
  let copied = 0;
  for (let offset = 0; ; offset += 20) {
    const photos = await from.all<{ lead_id: number; start_ms: number; n: number; bytes: Buffer; width: number; height: number; added_by: string; added_at: string; public_consent_at: string | null }>(
      `SELECT p.lead_id, v.start_ms, p.n, p.bytes, p.width, p.height, p.added_by, p.added_at, p.public_consent_at
       FROM visit_photos p JOIN visits v ON v.id = p.visit_id ORDER BY p.visit_id, p.n LIMIT 20 OFFSET ${offset}`);
    if (!photos.length) return copied;
    for (const p of photos) {
      copied += await to.run(`INSERT INTO visit_photos (visit_id, lead_id, n, bytes, width, height, added_by, added_at, public_consent_at)
        SELECT id, lead_id, ?, ?, ?, ?, ?, ?, ? FROM visits WHERE lead_id = ? AND start_ms = ? LIMIT 1`,
      [p.n, Buffer.from(p.bytes), p.width, p.height, p.added_by, p.added_at, p.public_consent_at, p.lead_id, p.start_ms]);
    }
  }
}

export async function moveLeads(opts: { from: string; to: string }): Promise<Moved> {
  if (isPostgresUrl(opts.from)) throw new LeadsUsageError('--from: expected the SQLite file the leads are in now, e.g. data/leads.sqlite');
  if (!isPostgresUrl(opts.to)) throw new LeadsUsageError('--to: expected the PostgreSQL database as a postgres:// URL (or set DATABASE_URL)');
  if (!fs.existsSync(opts.from)) throw new LeadsUsageError(`--from: no leads database at ${opts.from}`);
  // 'server': brings an older file's schema up to date first, so every column below exists.
  const source = new SqliteStore(opts.from, { use: 'server', lockWaitMs: 10_000 });
  const target = new PostgresStore(opts.to);
  try {
    await target.ready;
    const already = (await target.get<{ n: number }>('SELECT count(*) AS n FROM leads'))!.n;
    if (already > 0) {
      throw new LeadsUsageError(`${maskUrl(opts.to)} already holds ${already} lead${already === 1 ? '' : 's'}: move into an empty database, so two histories do not mix`);
    }
    // The source's write lock is held while copying, so no lead can land in the file half-way
    // (a running serve waits a moment); the target is written in one transaction, all or nothing.
    return await source.transaction((from) => target.transaction(async (tx) => {
      const moved: Moved = {
        leads: await copy(from, tx, 'SELECT * FROM leads ORDER BY id', 'leads',
          ['id', 'kind', 'received_at', 'name', 'phone', 'pet', 'service', 'path', 'ip', 'user_agent', 'fields', 'status', 'first_called_at',
            'pet_size', 'source_ref', 'utm_source', 'utm_medium', 'utm_campaign', 'gclid',
            'owner', 'follow_up_at', 'escalated_at', 'form_ms', 'likely_spam', 'reference']),
        visits: await copy(from, tx, 'SELECT * FROM visits ORDER BY id', 'visits',
          ['lead_id', 'city', 'date', 'time_window', 'groomer_id', 'start_ms', 'end_ms', 'status', 'quote', 'created_at', 'revision', 'updated_at',
            // What Due lists until staff act: a customer's change not yet handled, an office move not yet told.
            'customer_changed_at', 'customer_change_seen_at', 'customer_change_seen_by', 'desk_moved_at']),
        users: await copy(from, tx, 'SELECT * FROM desk_users ORDER BY name', 'desk_users', ['name', 'password_hash', 'created_at', 'role', 'groomer_id']),
        notes: await copy(from, tx, 'SELECT * FROM desk_notes ORDER BY id', 'desk_notes', ['lead_id', 'author', 'text', 'created_at']),
        audit: await copy(from, tx, 'SELECT * FROM desk_audit ORDER BY id', 'desk_audit', ['lead_id', 'actor', 'action', 'at']),
        alerts: await copy(from, tx, 'SELECT * FROM outbox WHERE delivered_at IS NULL AND given_up_at IS NULL ORDER BY id', 'outbox',
          ['lead_id', 'channel', 'payload', 'attempts', 'next_attempt_at', 'last_error']),
        fieldData: await copyFieldData(from, tx),
        pets: await copyPets(from, tx),
        reviews: 0,
        photos: 0,
      };
      // Customers' links follow their visits, which have new ids here: matched by lead and start.
      await copyLinks(from, tx);
      await copyMessagesAndFeeds(from, tx);
      moved.reviews = await copyReviews(from, tx);
      moved.photos = await copyPhotos(from, tx);
      // New leads continue after the moved ones.
      await tx.get("SELECT setval(pg_get_serial_sequence('leads', 'id'), greatest((SELECT max(id) FROM leads), 1))");
      return moved;
    }));
  } finally {
    await target.close();
    await source.close();
  }
}

export async function moveCommand(opts: { from: string; to: string }): Promise<string> {
  const m = await moveLeads(opts);
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return `moved ${plural(m.leads, 'lead')}, ${m.visits ? `${plural(m.visits, 'held visit')}, ` : ''}${plural(m.notes, 'note')}, ${plural(m.audit, 'audit entry', 'audit entries')}, ` +
    `${plural(m.users, 'staff account')}, ${m.pets ? `${plural(m.pets, 'pet')}, ` : ''}${m.reviews ? `${plural(m.reviews, 'review')}, ` : ''}${m.photos ? `${plural(m.photos, 'visit photo')}, ` : ''}${plural(m.alerts, 'unsent alert')} and ${plural(m.fieldData, 'row', 'rows')} of field-data counts from ${opts.from} to ${maskUrl(opts.to)}.\n` +
    `${opts.from} is unchanged. Staff log in to the desk again. Start groomsite serve with DATABASE_URL set to the new database.\n`;
}

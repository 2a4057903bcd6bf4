import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { OutboxChannel } from './outbox.ts';
import type { EscalationNote } from './escalation.ts';
import { likelySpamValue, type LikelySpamReason } from './likely-spam.ts';
import type { LeadKind, LeadValue } from '../model/lead-rules.ts';
import type { VisitSource } from '../model/field-data.ts';
import type { DogSize } from '../model/visits/rules.ts';
import { openStore } from '../store/open.ts';
import { StoreBusyError, type Sql, type SqlStore } from '../store/sql.ts';
import { SqliteStore } from '../store/sqlite-store.ts';
import { createLink } from './visits/links.ts';
import type { BookingIds, PetFields } from '../model/booking-wire.ts';
import { bookedPet, recordPet } from './pets.ts';
import { makeReference } from '../model/reference.ts';
import { decide, lockDays, WindowRefusedError, writeVisit, type HeldVisitAnswer, type HeldVisitSummary, type HoldOrder } from './visits/hold.ts';

export { DEFAULT_DB_PATH, isBusyError, openLeadsDatabase } from '../store/sqlite-store.ts';
export { StoreBusyError } from '../store/sql.ts';

/** A checked lead plus what the server saw, ready to be written. */
export interface LeadRecord {
  kind: LeadKind;
  /** SPEC 3.1's fields, checked, and beside them what a booking chose as ids (leads/booking-choices.ts). */
  fields: LeadValue & BookingIds & PetFields;
  receivedAt: string;
  ip: string;
  userAgent: string;
  /** A dog's size as the form told it (leads/lead-extras.ts). */
  petSize?: DogSize;
  /** Where the visit that sent the lead came from: referring host and campaign tags. */
  source?: VisitSource;
  /** How long the form was open before it was sent, as its script said (likely-spam.ts); absent without script. */
  formMs?: number;
  /** A window to hold in the lead's own transaction (leads/visits/hold.ts); the webhook's JSON leaves it out. */
  hold?: HoldOrder;
}

/**
 * A committed lead: its row number, the reference a person reads out ("K7HM-3XPR", model/reference.ts),
 * and the visit it holds when it named a window, with the customer's link to it.
 */
export interface StoredLead { id: number; reference: string; visit?: HeldVisitAnswer; link?: string }

/** The JSON a webhook receives for each lead. */
export interface LeadNotification extends Omit<LeadRecord, 'hold'> {
  id: number;
  /** The lead's reference, as its confirmation showed it; absent for leads stored before there were references. */
  reference?: string;
  /** The window held, for the team's alert. */
  visit?: HeldVisitSummary;
  /** Set when the customer moved or cancelled the visit through its link (visits/visit-changes.ts). */
  change?: {
    kind: 'moved' | 'cancelled'; fee: number; from: { date: string; window: string }; at: string;
    /** Where a move took the visit (absent on a cancellation). */
    visit?: HeldVisitSummary;
  };
  /** Set on the second alert of a lead still new past site.yaml's minutes (escalation.ts). */
  escalation?: EscalationNote;
  /** Why the server thinks the lead may be spam (likely-spam.ts); it is stored and announced all the same. */
  likelySpam?: LikelySpamReason;
}

interface Pending {
  record: LeadRecord;
  resolve: (stored: StoredLead) => void;
  reject: (error: unknown) => void;
}

export interface LeadStoreOptions {
  /** The alert channels: each lead gets one outbox row per channel, in its own transaction. */
  outbox: readonly OutboxChannel[];
  /** How long a lead may wait for another process's SQLite lock before the answer is 503 (default 3 s). */
  lockWaitMs?: number;
  log?: (line: string) => void;
  /** A PostgreSQL URL out of reach is tried again in the background, leads answered 503 meanwhile (serve). */
  patient?: boolean;
  /** Makes a lead's reference (default: model/reference.ts from node:crypto); tests hand in clashes. */
  newReference?: () => string;
}

/** Draws of a reference for one lead before giving up: with 7.8e10 of them, a second draw is already rare. */
const REFERENCE_DRAWS = 5;

/**
 * The INSERT of a lead, its likely_spam column the expression `likelySpam` (likely-spam.ts). A
 * reference another lead has inserts nothing and returns no row (the same text for both databases).
 */
const insertLead = (likelySpam: string) => `INSERT INTO leads (kind, received_at, name, phone, pet, service, path, ip, user_agent, fields,
  pet_size, source_ref, utm_source, utm_medium, utm_campaign, gclid, form_ms, reference, likely_spam)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${likelySpam})
  ON CONFLICT (reference) WHERE reference IS NOT NULL DO NOTHING
  RETURNING id, likely_spam AS "likelySpam"`;
const INSERT_OUTBOX = 'INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (?, ?, ?, ?)';

/**
 * The single writer of leads, on SQLite or PostgreSQL. Inserts that arrive while the event loop
 * is busy are committed together in one transaction (group commit) on the next turn of the loop;
 * each caller's promise resolves only after that COMMIT returned, so a 201 is never sent for an
 * uncommitted lead.
 */
export class LeadStore {
  readonly sql: SqlStore;
  private readonly ownsStore: boolean;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly commits = new Set<Promise<void>>();
  private readonly newReference: () => string;

  /** @param target a file or postgres:// URL (opened here, closed by close()), an open SQLite database or a store (left open) */
  constructor(target: string | Database.Database | SqlStore, private readonly options: LeadStoreOptions) {
    this.ownsStore = typeof target === 'string';
    this.sql = isStore(target) ? target : openStore(target, { lockWaitMs: options.lockWaitMs, log: options.log, patient: options.patient });
    this.newReference = options.newReference ?? (() => makeReference(randomBytes));
  }

  /** The alert channels each lead (and each change a customer makes to a visit) is sent to. */
  get channels(): readonly OutboxChannel[] {
    return this.options.outbox;
  }

  /** The SQLite connection underneath (SQLite only: tests and SQLite's own upkeep). */
  get db(): Database.Database {
    if (!(this.sql instanceof SqliteStore)) throw new Error(`the lead store is ${this.sql.dialect}, not SQLite`);
    return this.sql.db;
  }

  /** Resolves with the new lead's id once it is committed. */
  async insert(record: LeadRecord): Promise<number> {
    return (await this.book(record)).id;
  }

  /**
   * Resolves with the new lead (and its visit) once committed; rejects with WindowRefusedError,
   * storing nothing of it, when its window cannot be held. Others of its batch are not affected.
   */
  book(record: LeadRecord): Promise<StoredLead> {
    if (this.closed) return Promise.reject(new Error('lead store is closed'));
    return new Promise<StoredLead>((resolve, reject) => {
      this.queue.push({ record, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const commit = this.commit(batch).finally(() => this.commits.delete(commit));
    this.commits.add(commit);
  }

  private async commit(batch: Pending[]): Promise<void> {
    try {
      const results = await this.sql.transaction((tx) => this.insertAll(tx, batch.map((p) => p.record)));
      batch.forEach((p, i) => settle(p, results[i]));
      return;
    } catch (error) {
      // A lock that outlasted the wait, or a database that is gone: the same for every lead.
      // A visit that met the backstop index (another server held that groomer's time meanwhile)
      // is tried again below, where it reads the new visit and is refused cleanly.
      if (error instanceof StoreBusyError || (batch.length === 1 && !isVisitConflict(error))) {
        batch.forEach((p) => p.reject(error));
        return;
      }
    }
    // The whole batch rolled back. Retry one by one so a single bad row cannot sink the others.
    for (const pending of batch) {
      await this.sql.transaction((tx) => this.insertAll(tx, [pending.record])).then((results) => settle(pending, results[0]), pending.reject);
    }
  }

  /**
   * Writes each lead (with its visit and alerts); a lead whose window cannot be held is skipped
   * and comes back as its WindowRefusedError, so it sinks neither the transaction nor its batch.
   */
  private async insertAll(tx: Sql, records: LeadRecord[]): Promise<(StoredLead | WindowRefusedError)[]> {
    const results: (StoredLead | WindowRefusedError)[] = [];
    await lockDays(tx, records.flatMap((r) => (r.hold ? [r.hold.hold] : [])));
    for (const record of records) {
      const f = record.fields as Partial<Record<string, string>>;
      const now = Date.now();
      let decision;
      if (record.hold) {
        try {
          decision = await decide(tx, record.hold, f.phone ?? '', now);
        } catch (error) {
          if (!(error instanceof WindowRefusedError)) throw error;
          results.push(error);
          continue;
        }
      }
      // Flagged, never refused: a lead the server doubts is still stored and announced.
      const spam = likelySpamValue({ formMs: record.formMs, ip: record.ip, phone: f.phone ?? '', receivedAt: record.receivedAt, pet: f.pet ?? '', breed: f.breed }, tx.dialect);
      // A new reference for each draw; one another lead holds inserts nothing, and the next is drawn.
      let reference = '';
      let row: { id: number; likelySpam: LikelySpamReason | null } | undefined;
      for (let draw = 0; !row; draw++) {
        if (draw === REFERENCE_DRAWS) throw new Error(`no free lead reference in ${REFERENCE_DRAWS} draws`);
        reference = this.newReference();
        row = await tx.get<{ id: number; likelySpam: LikelySpamReason | null }>(insertLead(spam.sql), [
          record.kind, record.receivedAt, f.name ?? '', f.phone ?? '', f.pet ?? '', f.service ?? '', f.path ?? '',
          record.ip, record.userAgent, JSON.stringify(record.fields),
          record.petSize ?? '', record.source?.ref ?? '', record.source?.source ?? '', record.source?.medium ?? '', record.source?.campaign ?? '', record.source?.gclid ? 1 : 0,
          record.formMs ?? null, reference, ...spam.params,
        ]);
      }
      const id = Number(row.id);
      const likelySpam = row.likelySpam ?? undefined;
      // A booking's pet, under the customer's phone: its profile and past visits on the desk (pets.ts).
      const pet = record.kind === 'booking' ? bookedPet(f, record.petSize) : undefined;
      if (pet) await recordPet(tx, id, pet, now);
      const written = decision && await writeVisit(tx, id, decision, now);
      const link = written && await createLink(tx, written.id, now);
      const visit = written && { date: written.date, window: written.window, total: written.total };
      // Same transaction as the lead: each notification exists if and only if the lead does.
      if (this.options.outbox.length > 0) {
        const { hold: _hold, ...lead } = record;
        const payload = JSON.stringify({ id, reference, ...lead, ...(visit && { visit }), ...(likelySpam && { likelySpam }) } satisfies LeadNotification);
        for (const channel of this.options.outbox) await tx.run(INSERT_OUTBOX, [id, channel, payload, Date.now()]);
      }
      results.push({ id, reference, ...(visit && written && { visit: { ...visit, lines: written.lines } }), ...(link && { link }) });
    }
    return results;
  }

  /** Commits what is queued, then closes the database if this store opened it. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    await Promise.allSettled([...this.commits]);
    if (this.ownsStore) await this.sql.close();
  }
}

/** The backstop under the hold's lock (visits_groomer_start) refused a second visit at one groomer's start. */
export function isVisitConflict(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | undefined;
  return (e?.code === '23505' && e.constraint === 'visits_groomer_start') ||
    (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string' && e.message.includes('visits.groomer_id'));
}

function settle(pending: Pending, result: StoredLead | WindowRefusedError): void {
  if (result instanceof WindowRefusedError) pending.reject(result);
  else pending.resolve(result);
}

function isStore(target: unknown): target is SqlStore {
  return typeof (target as SqlStore).transaction === 'function' && typeof (target as SqlStore).dialect === 'string';
}

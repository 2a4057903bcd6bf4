import { DESK_STEPS } from './desk.ts';
import { FIELD_DATA_STEPS } from './field-data.ts';
import { LEAVE_STEPS } from './leave.ts';
import { LEADS_STEPS } from './leads.ts';
import { OUTBOX_STEPS } from './outbox.ts';
import { PAYMENTS_STEPS } from './payments.ts';
import { PETS_STEPS } from './pets.ts';
import { REVIEWS_STEPS } from './reviews.ts';
import { SITE_EDITOR_STEPS } from './site-editor.ts';
import type { SchemaStep } from './step.ts';
import { VISITS_STEPS } from './visits.ts';
import { VISIT_PHOTOS_STEPS } from './visit-photos.ts';

export type { SchemaStep } from './step.ts';

/**
 * Every schema step of both databases, one number each, in order of version. Each feature's file
 * holds the steps that make and change its tables, each step in SQLite's words and PostgreSQL's
 * side by side. The numbers are SQLite's; the tables only PostgreSQL has came after them (13, 14).
 * PostgreSQL had numbered its steps its own way: postgres-numbering.ts renumbers such a database once.
 */
export const STEPS: readonly SchemaStep[] = checkedSteps([
  ...LEADS_STEPS,
  ...OUTBOX_STEPS,
  ...DESK_STEPS,
  ...VISITS_STEPS,
  ...FIELD_DATA_STEPS,
  ...LEAVE_STEPS,
  ...SITE_EDITOR_STEPS,
  ...PAYMENTS_STEPS,
  ...PETS_STEPS,
  ...REVIEWS_STEPS,
  ...VISIT_PHOTOS_STEPS,
]);

/** The newest step known (steps may leave gaps: another branch's numbers arrive later). */
export const SCHEMA_VERSION = STEPS[STEPS.length - 1].version;

/**
 * The steps sorted by version. Throws for a number two steps share, a number that is not a whole
 * number above 0 (PostgreSQL's row 0 says how its steps are numbered), or a step with no SQL at all.
 */
export function checkedSteps(steps: readonly SchemaStep[]): readonly SchemaStep[] {
  const sorted = [...steps].sort((a, b) => a.version - b.version);
  sorted.forEach((step, i) => {
    if (!Number.isInteger(step.version) || step.version < 1) {
      throw new Error(`schema step "${step.name}" has number ${step.version}: steps are numbered from 1`);
    }
    if (i > 0 && sorted[i - 1].version === step.version) {
      throw new Error(`schema steps "${sorted[i - 1].name}" and "${step.name}" both have number ${step.version}: give the newer one the next free number`);
    }
    if (step.sqlite === undefined && step.postgres === undefined) throw new Error(`schema step ${step.version} "${step.name}" has SQL for neither database`);
  });
  if (sorted.length === 0) throw new Error('no schema steps');
  return sorted;
}

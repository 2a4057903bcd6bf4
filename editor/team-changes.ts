// A groomer taken off a city's team in the Site editor (desk/app/site-editor/Team.tsx): refused
// while they still have visits to come, so no customer waits at the door for someone the desk no
// longer plans. Their past visits, payments and photos stay as they were, under their id, and the
// day plan of those days still shows them (desk/visits/plan.ts).
import type { Sql } from '../store/sql.ts';
import type { FieldProblem } from '../desk/wire/site-editor.ts';
import { dayWords } from '../model/visits/words.ts';
import { indiaDate } from '../model/visits/time.ts';
import type { IsoDate } from '../model/visits/rules.ts';
import { readData } from './yaml-edit.ts';

interface TeamOf { cities?: { visits?: { team?: { id?: unknown; name?: unknown }[] } }[] }

/** Each groomer of site.yaml by id: their name and the path of their city's team. */
function groomersOf(siteYaml: string): Map<string, { name: string; team: (string | number)[] }> {
  const groomers = new Map<string, { name: string; team: (string | number)[] }>();
  ((readData(siteYaml) as TeamOf).cities ?? []).forEach((city, i) => {
    for (const g of city?.visits?.team ?? []) {
      if (typeof g?.id === 'string') groomers.set(g.id, { name: typeof g.name === 'string' ? g.name : g.id, team: ['cities', i, 'visits', 'team'] });
    }
  });
  return groomers;
}

/** Visits still to come: asked for, confirmed or under way, today or later (India's day). */
const STILL_TO_COME = `SELECT COUNT(*) AS n, MIN(date) AS first FROM visits
  WHERE groomer_id = ? AND date >= ? AND status IN ('requested', 'confirmed', 'on-the-way')`;

/**
 * The refusal of each groomer that `after` leaves out of `before` while they have visits to come,
 * on their city's team; none when every groomer taken off is free.
 */
export async function groomersStillBooked(db: Pick<Sql, 'get'>, before: string, after: string, now = Date.now()): Promise<FieldProblem[]> {
  const stay = groomersOf(after);
  const problems: FieldProblem[] = [];
  for (const [id, { name, team }] of groomersOf(before)) {
    if (stay.has(id)) continue;
    const row = await db.get<{ n: number | string; first: IsoDate | null }>(STILL_TO_COME, [id, indiaDate(now)]);
    const count = Number(row?.n ?? 0);
    if (!count) continue;
    problems.push({
      file: 'site.yaml', where: `${team[0]}[${team[1]}].visits.team`, path: team,
      message: `${name} has ${count === 1 ? 'a visit' : `${count} visits`} to come (${count === 1 ? '' : 'the first '}${dayWords(row!.first!)}): give ${count === 1 ? 'it' : 'them'} to another groomer on the day plan, or cancel ${count === 1 ? 'it' : 'them'}, before taking ${name} off the team`,
    });
  }
  return problems;
}

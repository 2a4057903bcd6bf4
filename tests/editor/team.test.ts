// A groomer taken off the team in the Site editor, over HTTP on the real `groomsite serve` of a
// copy of the site: refused, in the preview and in the publish, while the groomer has a visit to
// come, naming the visit's day; once that visit is cancelled, published, and the day plan of that
// day still shows the visit under the groomer's id.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, type Agent } from '../helpers/desk.ts';
import { stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { serveSiteCopy } from '../helpers/served-copy.ts';
import { readData } from '../../editor/yaml-edit.ts';
import { dayWords } from '../../model/visits/words.ts';
import { bookNoidaVisit, dayBothWork } from '../desk/dayplan-helpers.ts';

interface Team { cities: { slug: string; visits?: { team?: { id: string; name: string }[] } }[] }

let root: string;
let serve: ServeProcess;
let owner: Agent;

beforeAll(async () => {
  ({ root, serve } = await serveSiteCopy('groomsite-editor-team-', { users: { asha: 'owner' } }));
  owner = await agent(serve.url, 'asha');
}, 120_000);
afterAll(() => stopChild(serve?.child));

/** Where a groomer is in site.yaml as it is now: their city's index and their place in its team. */
function placeOf(id: string): { city: number; index: number; name: string } {
  const cities = (readData(readFileSync(join(root, 'site.yaml'), 'utf8')) as Team).cities;
  for (const [city, c] of cities.entries()) {
    const index = (c.visits?.team ?? []).findIndex((g) => g.id === id);
    if (index >= 0) return { city, index, name: c.visits!.team![index].name };
  }
  throw new Error(`${id} is in no team`);
}

describe('a groomer taken off the team', () => {
  it('is refused while they have a visit to come; once it is cancelled, published, and their past day still shows them', async () => {
    const date = dayBothWork();
    const visit = await bookNoidaVisit(serve.url, root, owner, '9811177701', date);
    const { city, index, name } = placeOf(visit.groomerId);
    const takeOff = [{ op: 'remove', path: ['cities', city, 'visits', 'team', index] }];

    const draft = (await owner.get('/api/desk/site')).json;
    const preview = (await owner.post('/api/desk/site/preview', { base: draft.version, edits: takeOff })).json;
    expect(preview.ok).toBe(false);
    const said = `${name} has a visit to come (${dayWords(date)}): give it to another groomer on the day plan, or cancel it, before taking ${name} off the team`;
    expect(preview.problems).toEqual([{ file: 'site.yaml', where: `cities[${city}].visits.team`, path: ['cities', city, 'visits', 'team'], message: said }]);
    const refused = await owner.post('/api/desk/site/publish', { base: draft.version, edits: takeOff });
    expect([refused.status, refused.json.problems?.[0]?.message]).toEqual([422, said]);
    expect(placeOf(visit.groomerId).name).toBe(name); // nothing written

    expect((await owner.post(`/api/desk/visits/${visit.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await owner.post('/api/desk/site/preview', { base: draft.version, edits: takeOff })).json).toMatchObject({ ok: true, problems: [] });
    const published = await owner.post('/api/desk/site/publish', { base: draft.version, edits: takeOff, note: `${name} has left` });
    expect(published.status, published.text).toBe(200);
    expect(() => placeOf(visit.groomerId)).toThrow(/in no team/);

    // The day they had the visit still shows it, under their id.
    const plan = (await owner.get(`/api/desk/visits?date=${date}`)).json;
    expect(plan.groomers).toContainEqual(expect.objectContaining({ id: visit.groomerId, name: `${visit.groomerId} (no longer in the team)`, worksToday: false }));
    expect(plan.visits.find((v: { id: number }) => v.id === visit.id)).toMatchObject({ groomerId: visit.groomerId, status: 'cancelled' });
  }, 60_000);
});

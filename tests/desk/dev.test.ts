// `groomsite dev` serves the desk too, on its throwaway database, whose path it prints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, type DevServer } from '../../dev/dev.ts';
import { addUser } from '../../desk/users.ts';
import { copyFixture } from '../helpers/fixture.ts';
import { request } from '../helpers/leads.ts';
import { agent, PASSWORD } from '../helpers/desk.ts';

let server: DevServer;
const logs: string[] = [];

beforeAll(async () => {
  server = await dev({ root: copyFixture('tiny'), port: 0, log: (l) => logs.push(l) });
});
afterAll(async () => {
  await server?.close();
});

describe('the desk under groomsite dev', () => {
  it('serves /desk/ and its API, 401 until a user printed in the log is added and logs in', async () => {
    const page = await request(`${server.url}/desk/`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await request(`${server.url}/api/desk/leads`)).status).toBe(401);
    const db = /groomsite users add NAME --db (\S+)$/.exec(logs.find((l) => l.startsWith('desk at ')) ?? '')?.[1];
    expect(db).toBeDefined();
    await addUser({ db: db!, name: 'owner', password: PASSWORD, role: 'owner' });
    const a = await agent(server.url);
    expect((await a.get('/api/desk/leads')).json).toEqual({ leads: [], total: 0 });
  });
});

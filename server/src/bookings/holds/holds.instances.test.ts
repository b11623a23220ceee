/**
 * Issue 37: "another buyer sees a unit as held within 1 s (across instances)". Two instances of
 * the app, each with its own pool (PostgreSQL) or connection (SQLite: one file, WAL), listen on
 * free ports over one database; a hold placed through instance A shows in instance B's
 * GET /availability at once, and B refuses the same last unit (409 taken).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OptionAvailability } from 'shared-domain';
import { buildApp } from '../../app';
import { bearer, makeUser, type Actor } from '../../../test/support/campaign.fixtures';
import { smallCatalog } from '../../../test/support/fixtures';
import { dayFromToday, verifiedBuyer } from '../../../test/support/holds.fixtures';
import { appForSuite, createTestApp } from '../../../test/support/test-app';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const OPTION = 'np-toi-delhi-o0';
const day = (n: number) => dayFromToday(n);

let instanceB: FastifyInstance;
let urlA: string;
let urlB: string;
let staff: Actor;
let buyer: Actor;
let otherBuyer: Actor;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/campaign-api`;
}

async function call(base: string, method: string, path: string, who: Actor | null, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method, headers: { ...bearer(who), ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Record<string, unknown> };
}

const availabilityAt = async (base: string): Promise<OptionAvailability> => {
  const res = await call(base, 'GET', `/availability?options=${OPTION}&from=${day(3)}&to=${day(5)}`, null);
  expect([res.status, res.cacheControl]).toEqual([200, 'no-store']);
  return (res.body.availability as OptionAvailability[])[0];
};

beforeAll(async () => {
  t().setNow(new Date());
  staff = await makeUser(t().db, 'Planner', 'media-planner');
  buyer = await verifiedBuyer(t().db, 'Asha');
  otherBuyer = await verifiedBuyer(t().db, 'Ravi');
  // Instance B: the same configuration and database, its own handle on it and its own clock.
  instanceB = await buildApp(t().config, { db: t().connect(), now: () => new Date() });
  await instanceB.ready();
  urlA = await listen(t().app);
  urlB = await listen(instanceB);
});
afterAll(async () => {
  await instanceB?.close();
});

describe('issue 37: two instances on one database', () => {
  it('a hold placed through instance A shows as held in instance B within 1 s, and B refuses the same last unit', async () => {
    process.stdout.write(`holds across instances on ${t().config.databaseUrl ? 'PostgreSQL' : 'SQLite (one file, two connections)'}\n`);
    expect((await call(urlA, 'PUT', `/availability/${OPTION}`, staff, { from: day(0), to: day(10), units: 1 })).status).toBe(200);
    expect((await availabilityAt(urlB)).summary).toMatchObject({ state: 'available', free: 1 });

    const placed = await call(urlA, 'POST', '/holds', buyer, { optionId: OPTION, from: day(3), to: day(5), units: 1 });
    expect(placed.status).toBe(201);
    const heldAt = Date.now();
    let seen = await availabilityAt(urlB);
    while (seen.summary.state !== 'booked' && Date.now() - heldAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await availabilityAt(urlB);
    }
    expect(Date.now() - heldAt).toBeLessThan(1000);
    expect(seen.summary).toMatchObject({ state: 'booked', free: 0, label: 'Booked' });
    expect(seen.days.map((d) => [d.date, d.held, d.free])).toEqual([[day(3), 1, 0], [day(4), 1, 0], [day(5), 1, 0]]);

    const second = await call(urlB, 'POST', '/holds', otherBuyer, { optionId: OPTION, from: day(4), to: day(4), units: 1 });
    expect([second.status, second.body.error]).toEqual([409, 'taken']);
    expect(second.body.nextFree).toEqual({ from: day(6), to: day(6) });

    // Released through B, the unit reads free again through A.
    const holdId = (placed.body.hold as { _id: string })._id;
    expect((await call(urlB, 'DELETE', `/holds/${holdId}`, buyer)).status).toBe(200);
    expect((await availabilityAt(urlA)).summary).toMatchObject({ state: 'available', free: 1 });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../config';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { bearer, makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { createCampaignRepository } from './campaign.repository';

// Per-user write limits of service B, small here so the tests reach them:
// 3 campaign saves and 6 uploads per user per 10 minutes; 3 files or 1000 bytes per campaign.
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-limits-'));
let t: TestApp;
let clock = Date.parse('2025-07-01T08:00:00.000Z');
const advance = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};

beforeAll(async () => {
  t = await createTestApp({
    catalog: smallCatalog(),
    env: {
      CAMPAIGN_SAVE_LIMIT: '3', UPLOAD_RATE_LIMIT: '6',
      UPLOAD_MAX_FILES_PER_CAMPAIGN: '3', UPLOAD_MAX_BYTES_PER_CAMPAIGN: '1000', UPLOAD_DIR: uploadDir,
    },
  });
  t.setNow(new Date(clock));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const BRIEF = {
  brand: { name: 'Chai Point', url: 'chaipoint.com', salesChannel: ['Online'], category: 'Food and beverage' },
  targetGroup: { description: 'Office goers', age: { from: 22, to: 40 }, gender: ['Male', 'Female'], geos: ['Bengaluru'] },
  campaignDetails: { objective: 'Brand awareness', budget: 750000, duration: { startDate: '2099-03-01', endDate: '2099-03-31' }, expectedOutcome: ['Reach'] },
  mediaPreference: ['Radio'],
};

const brief = (who: Actor | null): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/campaign-api/campaigns/brief', headers: bearer(who), payload: BRIEF });

const saveBag = (who: Actor, key?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/campaign-api/campaigns/bag', headers: { ...bearer(who), ...(key ? { 'idempotency-key': key } : {}) }, payload: {} });

async function addToBag(who: Actor, ...optionIds: string[]): Promise<void> {
  const res = await t.app.inject({
    method: 'POST', url: '/api/bag', headers: { 'x-access-token': who.token },
    payload: { items: optionIds.map((id) => ({ _id: id, _media: { _id: 'x', discountedRate: 1 }, tobeLoaded: true })) },
  });
  expect(res.statusCode).toBe(200);
}

const campaignCount = async (who: Actor) =>
  Number((await t.db.selectFrom('campaigns').select((eb) => eb.fn.countAll().as('n')).where('owner_id', '=', who.id).executeTakeFirstOrThrow()).n);
const bagCount = async (who: Actor) =>
  Number((await t.db.selectFrom('bag_items as i').innerJoin('bags as b', 'b.id', 'i.bag_id').select((eb) => eb.fn.countAll().as('n'))
    .where('b.user_id', '=', who.id).executeTakeFirstOrThrow()).n);

// Every test starts after the windows of the one before.
beforeEach(() => advance(60 * 60 * 1000));

describe('campaign saves per user', () => {
  it('bag saves and briefs share one budget; past it 429 with Retry-After, and nothing is saved', async () => {
    const asha = await makeUser(t.db, 'Asha');
    const ravi = await makeUser(t.db, 'Ravi');
    expect((await brief(asha)).statusCode).toBe(201);
    advance(60_000);
    await addToBag(asha, 'np-toi-delhi-o0', 'radio-mirchi-delhi-o0');
    expect((await saveBag(asha)).statusCode).toBe(201);
    expect((await brief(asha)).statusCode).toBe(201);

    const refused = await brief(asha);
    expect(refused.statusCode).toBe(429);
    // The first save was a minute ago: it leaves the 10-minute window in 9.
    expect(refused.headers['retry-after']).toBe(String(9 * 60));
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: 'Too many campaigns saved. Try again in 9 minutes.' });
    await addToBag(asha, 'np-ht-mumbai-o0');
    const bagRefused = await saveBag(asha);
    expect(bagRefused.statusCode).toBe(429);
    expect(bagRefused.json().error).toBe('too_many_requests');
    expect(await campaignCount(asha)).toBe(3);
    expect(await bagCount(asha)).toBe(1);

    // Another user is not held up, and nobody is counted before signing in.
    expect((await brief(ravi)).statusCode).toBe(201);
    expect((await brief(null)).statusCode).toBe(401);

    advance(9 * 60_000);
    expect((await saveBag(asha)).statusCode).toBe(201);
    expect(await bagCount(asha)).toBe(0);
  });

  it('replays of an Idempotency-Key are neither counted nor refused', async () => {
    const priya = await makeUser(t.db, 'Priya');
    await addToBag(priya, 'np-toi-delhi-o0');
    const first = await saveBag(priya, 'save-once');
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      const replay = await saveBag(priya, 'save-once');
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
    }
    // The key counted once: two more saves fit, the third does not.
    expect((await brief(priya)).statusCode).toBe(201);
    expect((await brief(priya)).statusCode).toBe(201);
    expect((await brief(priya)).statusCode).toBe(429);
    // At the limit, a replay still gets its answer.
    const late = await saveBag(priya, 'save-once');
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual(first.json());
    // A day later (past every window, within the key's 24 h) it is still not counted.
    advance(23 * 60 * 60 * 1000);
    for (let i = 0; i < 3; i += 1) expect((await saveBag(priya, 'save-once')).statusCode).toBe(201);
    expect((await brief(priya)).statusCode).toBe(201);
    expect(await campaignCount(priya)).toBe(4);
  });

  it('50 parallel saves with one key count once', async () => {
    const dev = await makeUser(t.db, 'Dev');
    await addToBag(dev, 'np-toi-delhi-o0', 'np-toi-delhi-o1');
    const answers = await Promise.all(Array.from({ length: 50 }, () => saveBag(dev, 'burst')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    expect((await brief(dev)).statusCode).toBe(201);
    expect((await brief(dev)).statusCode).toBe(201);
    expect((await brief(dev)).statusCode).toBe(429);
    expect(await campaignCount(dev)).toBe(3);
  });
});

const PDF = (size: number) => {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

async function ownCampaign(owner: Actor): Promise<string> {
  const loaded = await createCampaignRepository(t.db).create(owner.id, { name: 'Files', status: 'Draft', doc: { mediaOptions: [] } as never });
  return loaded.campaign._id;
}

const upload = (who: Actor, campaignId: string, name: string, bytes: Buffer): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST', url: `/campaign-api/campaigns/${campaignId}/uploads?name=${encodeURIComponent(name)}`,
    headers: { ...bearer(who), 'content-type': 'application/octet-stream' }, payload: bytes,
  });

const storedFiles = () => fs.readdirSync(uploadDir).sort();
const rowsOf = async (campaignId: string) =>
  (await t.db.selectFrom('campaign_uploads').select('id').where('campaign_id', '=', campaignId).execute()).length;

describe('uploads per user', () => {
  it('past UPLOAD_RATE_LIMIT: 429 with Retry-After before the body is read, nothing stored', async () => {
    const owner = await makeUser(t.db, 'Uploader');
    const [a, b] = [await ownCampaign(owner), await ownCampaign(owner)];
    for (let i = 0; i < 6; i += 1) expect((await upload(owner, i < 3 ? a : b, `f${i}.pdf`, PDF(100))).statusCode).toBe(201);
    const before = storedFiles();
    // A body past the file limit would be a 413: the limit answers first, without reading it.
    const refused = await upload(owner, await ownCampaign(owner), 'big.pdf', Buffer.alloc(DEFAULT_UPLOAD_MAX_BYTES + 1));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(10 * 60));
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: 'Too many files uploaded. Try again in 10 minutes.' });
    expect((await upload(owner, await ownCampaign(owner), 'small.pdf', PDF(100))).statusCode).toBe(429);
    expect(storedFiles()).toEqual(before);
    // A colleague uploading to their own campaign is not held up.
    const other = await makeUser(t.db, 'Colleague');
    expect((await upload(other, await ownCampaign(other), 'ok.pdf', PDF(100))).statusCode).toBe(201);
  });
});

describe('what one campaign may hold', () => {
  it('at most UPLOAD_MAX_FILES_PER_CAMPAIGN files: 409 past it, nothing stored; room again after a delete', async () => {
    const owner = await makeUser(t.db, 'Counter');
    const id = await ownCampaign(owner);
    const saved = [];
    for (let i = 0; i < 3; i += 1) saved.push((await upload(owner, id, `c${i}.pdf`, PDF(50))).json()._id as string);
    const before = storedFiles();
    const refused = await upload(owner, id, 'c3.pdf', PDF(50));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'conflict', message: 'This campaign already holds 3 files; delete some before uploading more' });
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(id)).toBe(3);
    const list = await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${id}/uploads`, headers: bearer(owner) });
    expect(list.json().limits).toMatchObject({ maxFiles: 3, maxTotalBytes: 1000 });
    expect((await t.app.inject({ method: 'DELETE', url: `/campaign-api/campaigns/${id}/uploads/${saved[0]}`, headers: bearer(owner) })).statusCode).toBe(204);
    expect((await upload(owner, id, 'c4.pdf', PDF(50))).statusCode).toBe(201);
  });

  it('at most UPLOAD_MAX_BYTES_PER_CAMPAIGN bytes together: 409 saying what fits, nothing stored', async () => {
    const owner = await makeUser(t.db, 'Bytes');
    const id = await ownCampaign(owner);
    expect((await upload(owner, id, 'big.pdf', PDF(600))).statusCode).toBe(201);
    const before = storedFiles();
    const refused = await upload(owner, id, 'more.pdf', PDF(500));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'conflict',
      message: "This campaign's files may take 1000 bytes in all and already take 600 bytes; this file (500 bytes) does not fit. Delete some files before uploading more",
    });
    expect(storedFiles()).toEqual(before);
    // Exactly up to the cap is fine.
    expect((await upload(owner, id, 'rest.pdf', PDF(400))).statusCode).toBe(201);
  });

  it('parallel uploads cannot together pass the cap', async () => {
    const owner = await makeUser(t.db, 'Parallel');
    const id = await ownCampaign(owner);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(owner, id, `p${i}.pdf`, PDF(50))));
    const created = answers.filter((a) => a.statusCode === 201).length;
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(created).toBeLessThanOrEqual(3);
    expect(await rowsOf(id)).toBe(created);
    const ids = (await t.db.selectFrom('campaign_uploads').select('id').where('campaign_id', '=', id).execute()).map((r) => r.id);
    expect(storedFiles().filter((f) => ids.includes(f))).toHaveLength(created);
  });
});

describe('the documents list every status', () => {
  it('service B names 429 on the save, brief and upload routes, and lets other origins read Retry-After', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/campaign-api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/campaigns/bag'].post.responses)).toEqual(expect.arrayContaining(['201', '409', '429']));
    expect(Object.keys(doc.paths['/campaigns/brief'].post.responses)).toEqual(expect.arrayContaining(['201', '429']));
    expect(Object.keys(doc.paths['/campaigns/{id}/uploads'].post.responses)).toEqual(expect.arrayContaining(['201', '409', '413', '429']));
    const api = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as typeof doc;
    expect(Object.keys(api.paths['/auth/otp/send'].post.responses)).toContain('429');
    const preflight = await t.app.inject({ method: 'GET', url: '/campaign-api/campaigns', headers: { origin: 'https://agency.example' } });
    expect(String(preflight.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
  });
});

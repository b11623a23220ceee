import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../../config';
import { ACTORS, setUpCampaignActors, type Actor } from '../../../test/support/campaign-actors';
import { createCampaignRepository } from '../campaign.repository';

// The files of this suite go to a temporary folder (service B reads it from its config).
const actors = setUpCampaignActors();
const { call, ids, tokens, uploadDir } = actors;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

const newCampaign = (): Promise<string> => actors.sharedCampaign({ name: 'Creatives', status: 'Draft', doc: { mediaOptions: [] } as never });

const upload = (actor: Actor, campaignId: string, name: string, bytes: Buffer | string, query = '', headers: Record<string, string> = { 'content-type': 'application/octet-stream' }) =>
  call(actor, 'POST', `/campaigns/${campaignId}/uploads?name=${encodeURIComponent(name)}${query}`, bytes, headers);

const storedFiles = () => fs.readdirSync(uploadDir).sort();

describe('who may use the file routes', () => {
  let id: string;
  /** A file per actor that may delete, so each DELETE has its own target. */
  const targets = {} as Record<Actor, string>;
  beforeAll(async () => {
    id = await newCampaign();
    for (const actor of ACTORS) {
      const res = await upload('owner', id, `for-${actor}.png`, PNG);
      targets[actor] = res.json()._id;
    }
  });

  const cases: [string, (actor: Actor) => Promise<LightMyRequestResponse>, Record<Actor, number>][] = [
    ['POST uploads (creative)', (a) => upload(a, id, 'poster.png', PNG), { owner: 201, shared: 201, other: 404, anonymous: 401, staff: 201 }],
    ['POST uploads (brief)', (a) => upload(a, id, 'brief.pdf', PDF, '&kind=brief'), { owner: 201, shared: 201, other: 404, anonymous: 401, staff: 201 }],
    ['POST uploads (proof)', (a) => upload(a, id, 'proof.pdf', PDF, '&kind=proof'), { owner: 403, shared: 403, other: 404, anonymous: 401, staff: 201 }],
    ['GET uploads', (a) => call(a, 'GET', `/campaigns/${id}/uploads`), { owner: 200, shared: 200, other: 404, anonymous: 401, staff: 200 }],
    ['GET one upload', (a) => call(a, 'GET', `/campaigns/${id}/uploads/${targets.owner}`), { owner: 200, shared: 200, other: 404, anonymous: 401, staff: 200 }],
    ['DELETE one upload', (a) => call(a, 'DELETE', `/campaigns/${id}/uploads/${targets[a]}`), { owner: 204, shared: 403, other: 404, anonymous: 401, staff: 204 }],
  ];

  describe.each(cases)('%s', (_name, request, expected) => {
    it.each(ACTORS)('%s', async (actor) => {
      const res = await request(actor);
      expect({ actor, status: res.statusCode }).toEqual({ actor, status: expected[actor] });
    });
  });

  it('a stranger is refused before the body is read: no file is written', async () => {
    const before = storedFiles();
    const res = await upload('other', id, 'big.png', Buffer.alloc(DEFAULT_UPLOAD_MAX_BYTES + 1));
    expect(res.statusCode).toBe(404);
    expect((await upload('anonymous', id, 'x.png', PNG)).statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});

describe('uploading, listing, downloading and deleting', () => {
  let id: string;
  beforeAll(async () => {
    id = await newCampaign();
  });

  it('stores a file by id only, lists it and serves it back as an attachment', async () => {
    const res = await upload('shared', id, '../../etc/Holi ऐड "final".png', PNG, '', { 'content-type': 'image/png' });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Holi ऐड final.png', size: PNG.length, type: 'image/png',
      kind: 'creative', createdAt: expect.any(String), uploadedBy: ids.shared,
    });
    // The user's name never reaches the disk: only the id does, inside the upload folder.
    expect(storedFiles()).toContain(saved._id);
    expect(storedFiles().every((f) => /^[0-9a-f]{24}$/.test(f))).toBe(true);
    expect(fs.readFileSync(path.join(uploadDir, saved._id))).toEqual(PNG);

    const list = await call('owner', 'GET', `/campaigns/${id}/uploads`);
    expect(list.json()).toEqual({
      uploads: [saved],
      limits: { maxBytes: DEFAULT_UPLOAD_MAX_BYTES, maxFiles: 200, maxTotalBytes: 200 * 1024 * 1024, extensions: expect.arrayContaining(['png', 'jpg', 'pdf', 'mp4', 'csv', 'xlsx', 'zip']) },
    });

    const file = await call('staff', 'GET', `/campaigns/${id}/uploads/${saved._id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PNG);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `attachment; filename="Holi __ final.png"; filename*=UTF-8''${encodeURIComponent('Holi ऐड final.png')}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });

  it('lists newest first with kinds', async () => {
    // Later than anything uploaded so far, within the tokens' lifetime.
    const later = Date.now() + 60_000;
    actors.t.setNow(new Date(later));
    const csv = await upload('owner', id, 'plan.csv', 'date,clicks\n2025-03-01,1\n', '&kind=other');
    actors.t.setNow(new Date(later + 60_000));
    const brief = await upload('owner', id, 'brief.pdf', PDF, '&kind=brief');
    actors.t.setNow(new Date());
    expect(csv.json()).toMatchObject({ type: 'text/csv', kind: 'other' });
    const list = (await call('owner', 'GET', `/campaigns/${id}/uploads`)).json().uploads;
    expect(list.slice(0, 2).map((u: { _id: string }) => u._id)).toEqual([brief.json()._id, csv.json()._id]);
  });

  it('deletes the row and the file; a second delete is 404', async () => {
    const saved = (await upload('owner', id, 'gone.pdf', PDF)).json();
    expect(storedFiles()).toContain(saved._id);
    const res = await call('owner', 'DELETE', `/campaigns/${id}/uploads/${saved._id}`);
    expect(res.statusCode).toBe(204);
    expect(storedFiles()).not.toContain(saved._id);
    expect((await call('owner', 'GET', `/campaigns/${id}/uploads/${saved._id}`)).statusCode).toBe(404);
    expect((await call('owner', 'DELETE', `/campaigns/${id}/uploads/${saved._id}`)).statusCode).toBe(404);
  });

  it("does not serve another campaign's file, nor ids that look like paths", async () => {
    const saved = (await upload('owner', id, 'mine.pdf', PDF)).json();
    const other = await newCampaign();
    expect((await call('owner', 'GET', `/campaigns/${other}/uploads/${saved._id}`)).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '%2E%2E', '..', saved._id.toUpperCase()]) {
      const res = await call('owner', 'GET', `/campaigns/${id}/uploads/${bad}`);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 404 });
    }
  });

  it('answers 404 when the stored bytes are gone', async () => {
    const saved = (await upload('owner', id, 'lost.pdf', PDF)).json();
    fs.rmSync(path.join(uploadDir, saved._id));
    const res = await call('owner', 'GET', `/campaigns/${id}/uploads/${saved._id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The file is missing from the server; upload it again');
  });

  it('only staff may delete a proof file', async () => {
    const proof = (await upload('staff', id, 'proof.pdf', PDF, '&kind=proof')).json();
    expect((await call('owner', 'DELETE', `/campaigns/${id}/uploads/${proof._id}`)).statusCode).toBe(403);
    expect((await call('staff', 'DELETE', `/campaigns/${id}/uploads/${proof._id}`)).statusCode).toBe(204);
  });
});

describe('upload limits', () => {
  let id: string;
  beforeAll(async () => {
    id = await newCampaign();
  });

  it('accepts a file of exactly the limit and refuses one byte more with 413, writing nothing', async () => {
    const atLimit = Buffer.concat([PDF, Buffer.alloc(DEFAULT_UPLOAD_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload('owner', id, 'max.pdf', atLimit)).statusCode).toBe(201);
    const before = storedFiles();
    const res = await upload('owner', id, 'too-big.pdf', Buffer.concat([atLimit, Buffer.from(' ')]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: 'The file is larger than 10 MB; upload a smaller file' });
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    ['run.exe', Buffer.from('MZ\x90\x00\x03'), '.exe files are not accepted'],
    ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), '.svg files are not accepted'],
    ['page.html', Buffer.from('<!doctype html><script>alert(1)</script>'), '.html files are not accepted'],
    ['poster.png', PDF, 'poster.png is not a real PNG image: its content does not match its .png extension'],
    ['plan.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'plan.pdf is not a real PDF'],
    ['sheet.xlsx', Buffer.from('PK\x03\x04 not an office file'), 'sheet.xlsx is not a real Excel workbook'],
    ['noext', PNG, 'Files without an extension are not accepted'],
  ])('refuses %s with 415 and writes nothing', async (name, bytes, message) => {
    const before = storedFiles();
    const res = await upload('owner', id, name, bytes, '', { 'content-type': 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type', message: expect.stringContaining(message) });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses multipart form data with a hint', async () => {
    const res = await upload('owner', id, 'poster.png', PNG, '', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the file itself as the request body with its name in ?name=, not as multipart form data');
  });

  it.each([
    ['an empty body', 'poster.png', Buffer.alloc(0), '', 'The file is empty; send its bytes as the request body'],
    ['a missing name', '', PNG, '', "querystring/name must NOT have fewer than 1 characters"],
    ['a name that sanitises to nothing', '..', PNG, '', 'name must be a file name with its extension, such as poster.png'],
    ['an unknown kind', 'poster.png', PNG, '&kind=virus', 'querystring/kind must be one of: creative, brief, proof, other'],
  ])('refuses %s with 400', async (_what, name, bytes, query, message) => {
    const res = await upload('owner', id, name, bytes, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes the file whatever Content-Type the browser sent, or none', async () => {
    const none = await actors.t.app.inject({
      method: 'POST', url: `/campaign-api/campaigns/${id}/uploads?name=a.pdf`,
      headers: { authorization: `Bearer ${tokens.owner}` }, payload: PDF,
    });
    expect(none.statusCode).toBe(201);
    const json = await upload('owner', id, 'notes.txt', '{"a":1}', '', { 'content-type': 'application/json' });
    expect(json.json()).toMatchObject({ type: 'text/plain', size: 7 });
  });
});

describe('the campaign lists its files', () => {
  it('shows every file in uploads (_id, name, kind) and the brief kind in brief.files; a deleted file leaves both', async () => {
    const loaded = await createCampaignRepository(actors.t.db).create(ids.owner, {
      name: 'With a brief', status: 'Plan Requested',
      doc: { mediaOptions: [], brief: { brand: { name: 'Acme', salesChannel: [] }, files: [{ _id: 'stale' }] } } as never,
    });
    const id = loaded.campaign._id;
    const brief = (await upload('owner', id, 'brief.pdf', PDF, '&kind=brief')).json()._id as string;
    const creative = (await upload('owner', id, 'poster.png', PNG)).json()._id as string;
    await actors.t.db.insertInto('campaign_users').values({ campaign_id: id, user_id: ids.shared, added_by: ids.owner, created_at: new Date().toISOString() }).execute();

    const read = await call('owner', 'GET', `/campaigns/${id}`);
    expect(read.statusCode).toBe(200);
    // Oldest first; two files of the same millisecond may come in either order.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...read.json().uploads].sort(byName)).toEqual([{ _id: brief, name: 'brief.pdf', kind: 'brief' }, { _id: creative, name: 'poster.png', kind: 'creative' }]);
    expect(read.json().brief.files).toEqual([{ _id: brief }]);
    // What a shared user sees is the same list.
    expect((await call('shared', 'GET', `/campaigns/${id}`)).json().brief.files).toEqual([{ _id: brief }]);

    expect((await call('owner', 'DELETE', `/campaigns/${id}/uploads/${brief}`)).statusCode).toBe(204);
    const after = (await call('owner', 'GET', `/campaigns/${id}`)).json();
    expect(after.uploads).toEqual([{ _id: creative, name: 'poster.png', kind: 'creative' }]);
    expect(after.brief.files).toEqual([]);
    // The list is read from the files, never written into the stored document.
    const row = await actors.t.db.selectFrom('campaigns').select('data_json').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data_json)).not.toHaveProperty('uploads');
  });

  it('gives a campaign without a brief its uploads and no brief', async () => {
    const id = await newCampaign();
    const creative = (await upload('owner', id, 'poster.png', PNG)).json()._id as string;
    const read = (await call('owner', 'GET', `/campaigns/${id}`)).json();
    expect(read.uploads).toEqual([{ _id: creative, name: 'poster.png', kind: 'creative' }]);
    expect(read.brief ?? null).toBeNull();
  });
});

describe('the kind of each file in the campaign’s uploads', () => {
  it('names the brief files of a campaign that has no brief yet, for everyone who may read it', async () => {
    const id = await newCampaign();
    const brief = (await upload('owner', id, 'brand-deck.pdf', PDF, '&kind=brief')).json()._id as string;
    const creative = (await upload('shared', id, 'poster.png', PNG, '&kind=creative')).json()._id as string;
    const other = (await upload('owner', id, 'notes.txt', 'hello', '&kind=other')).json()._id as string;
    const proof = (await upload('staff', id, 'proof.pdf', PDF, '&kind=proof')).json()._id as string;

    for (const actor of ['owner', 'shared', 'staff'] as const) {
      const read = await call(actor, 'GET', `/campaigns/${id}`);
      expect(read.statusCode).toBe(200);
      const byId = new Map((read.json().uploads as { _id: string; kind: string }[]).map((u) => [u._id, u.kind]));
      expect(Object.fromEntries(byId)).toEqual({ [brief]: 'brief', [creative]: 'creative', [other]: 'other', [proof]: 'proof' });
      expect(read.json().brief ?? null).toBeNull();
    }
    // The kind is read from the files, never written into the stored document.
    const row = await actors.t.db.selectFrom('campaigns').select('data_json').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data_json)).not.toHaveProperty('uploads');
  });
});

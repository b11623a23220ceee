import { setUpBagSaveApp } from '../../test/support/bag-save-app';

const saveApp = setUpBagSaveApp();
const { signedInUser, addToBag, bagLines, save, campaign, campaignCount } = saveApp;

describe('POST /campaign-api/campaigns/bag', () => {
  it('answers 400 for an empty selection, unknown line ids, an empty bag or no bag, and changes nothing', async () => {
    const noBag = await signedInUser('No bag');
    const r0 = await save(noBag);
    expect(r0.statusCode).toBe(400);
    expect(r0.json()).toEqual({ error: 'bad_request', message: expect.any(String) });

    const user = await signedInUser('Bad input');
    await addToBag(user, 'np-toi-delhi-o0');
    const lines = await bagLines(user);
    for (const body of [{ selectedMOs: [] }, { selectedMOs: ['not-a-line'] }, { selectedMOs: [lines[0]._id, 'other'] }, { selectedMOs: 'x' }]) {
      const res = await save(user, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request' });
    }
    // Another user's line ids are unknown in this user's bag.
    const stranger = await signedInUser('Stranger');
    const theirs = await save(stranger, { body: { selectedMOs: [lines[0]._id] } });
    expect(theirs.statusCode).toBe(400);
    expect(await bagLines(user)).toEqual(lines);
    expect(await campaignCount(user)).toBe(0);

    await save(user);
    const empty = await save(user);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);
  });

  it('Idempotency-Key: a repeat replays the first answer; another request with the key is 409; after 24 h the key is new', async () => {
    const user = await signedInUser('Retry');
    await addToBag(user, 'np-toi-delhi-o0', 'np-ht-mumbai-o0');
    const first = await save(user, { key: 'save-1' });
    expect(first.statusCode).toBe(201);
    const again = await save(user, { key: 'save-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await campaignCount(user)).toBe(1);

    const other = await save(user, { key: 'save-1', query: '?lookingForRates=true' });
    expect(other.statusCode).toBe(409);

    // The same key from another user is that user's own key.
    const second = await signedInUser('Retry 2');
    await addToBag(second, 'radio-mirchi-delhi-o0');
    const theirs = await save(second, { key: 'save-1' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()._id).not.toBe(first.json()._id);

    await addToBag(user, 'radio-mirchi-delhi-o0');
    saveApp.t.setNow(new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      const later = await save(user, { key: 'save-1' });
      expect(later.statusCode).toBe(201);
      expect(later.json()._id).not.toBe(first.json()._id);
    } finally {
      saveApp.t.setNow(new Date());
    }
    expect(await campaignCount(user)).toBe(2);
  });

  it('50 identical parallel requests with one Idempotency-Key create exactly one campaign', async () => {
    const user = await signedInUser('Parallel');
    await addToBag(user, 'np-toi-delhi-o0', 'np-toi-delhi-o1', 'radio-mirchi-delhi-o0');
    const answers = await Promise.all(Array.from({ length: 50 }, () => save(user, { key: 'burst', query: '?lookingForRates=true' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((a) => a.json()._id));
    expect(ids.size).toBe(1);
    expect(await campaignCount(user)).toBe(1);
    expect((await campaign(user, [...ids][0])).mediaOptions).toHaveLength(3);
    expect(await bagLines(user)).toEqual([]);
  });

  it('without a key, concurrent saves of the same lines succeed once; the others find them gone (400)', async () => {
    const user = await signedInUser('Race');
    await addToBag(user, 'np-toi-delhi-o0', 'np-ht-mumbai-o0');
    const ids = (await bagLines(user)).map((l) => l._id);
    const answers = await Promise.all([
      save(user, { body: { selectedMOs: ids } }), save(user, { body: { selectedMOs: ids } }),
      save(user), save(user, { body: { selectedMOs: [ids[1], ids[0]] } }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 400, 400, 400]);
    expect(await campaignCount(user)).toBe(1);
    const created = answers.find((a) => a.statusCode === 201)!;
    const saved = await campaign(user, created.json()._id);
    expect(saved.mediaOptions.map((o: { _id: string }) => o._id).sort()).toEqual([...ids].sort());
  });
});

describe('POST /campaign-api/campaigns/bag?campaignId= and the life cycle', () => {
  it("a shared user may not add to the owner's campaign (403); nobody may add once it is approved (409)", async () => {
    const owner = await signedInUser('Life owner');
    const colleague = await signedInUser('Life colleague');
    await addToBag(owner, 'np-toi-delhi-o0');
    const { _id } = (await save(owner)).json();
    await saveApp.t.db.insertInto('campaign_users').values({ campaign_id: _id, user_id: colleague.id, added_by: owner.id, created_at: new Date().toISOString() }).execute();
    await addToBag(colleague, 'np-ht-mumbai-o0');
    const denied = await save(colleague, { query: `?campaignId=${_id}` });
    expect(denied.statusCode).toBe(403);
    expect(await bagLines(colleague)).toHaveLength(1);

    await saveApp.t.db.updateTable('campaigns').set({ status: 'Approved' }).where('id', '=', _id).execute();
    await addToBag(owner, 'radio-mirchi-delhi-o0');
    const late = await save(owner, { query: `?campaignId=${_id}` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Media options cannot be added once a campaign is Approved');
    expect(await bagLines(owner)).toHaveLength(1);
    expect((await campaign(owner, _id)).mediaOptions).toHaveLength(1);
  });

  it('keeps the summary columns the dashboard list reads in step with the document', async () => {
    const owner = await signedInUser('Summary');
    await addToBag(owner, 'np-toi-delhi-o0', 'np-ht-mumbai-o0');
    await saveApp.t.db.updateTable('bags').set({ start_date: '2030-01-01', end_date: '2030-01-31' }).where('user_id', '=', owner.id).execute();
    const { _id } = (await save(owner)).json();
    await addToBag(owner, 'radio-mirchi-delhi-o0');
    await save(owner, { query: `?campaignId=${_id}&lookingForRates=true` });
    const detail = await campaign(owner, _id);
    expect(detail.status).toBe('Plan Requested');
    const row = await saveApp.t.db.selectFrom('campaigns').select(['total_price', 'option_count', 'start_date', 'end_date']).where('id', '=', _id).executeTakeFirstOrThrow();
    expect({ ...row, total_price: Number(row.total_price), option_count: Number(row.option_count) })
      .toEqual({ total_price: detail.totalPrice, option_count: 3, start_date: '2030-01-01', end_date: '2030-01-31' });
  });
});

describe('GET /campaign-api/campaigns/:id', () => {
  it("answers 404 for another user's and unknown campaigns alike", async () => {
    const owner = await signedInUser('Owner');
    const other = await signedInUser('Other');
    await addToBag(owner, 'np-toi-delhi-o0');
    const { _id } = (await save(owner)).json();
    for (const id of [_id, 'no-such-campaign']) {
      const res = await saveApp.t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${id}`, headers: { authorization: `Bearer ${other.token}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Campaign not found' });
    }
  });

  it('shows progress from the media option schedules', async () => {
    const owner = await signedInUser('Progress');
    await addToBag(owner, 'np-toi-delhi-o0');
    const { _id } = (await save(owner)).json();
    const row = await saveApp.t.db.selectFrom('campaigns').select('data_json').where('id', '=', _id).executeTakeFirstOrThrow();
    const data = JSON.parse(row.data_json);
    data.mediaOptions[0].schedule = [{ date: '2030-01-01', units: 1, po: { id: 'PO-1' } }];
    await saveApp.t.db.updateTable('campaigns').set({ data_json: JSON.stringify(data) }).where('id', '=', _id).execute();
    expect((await campaign(owner, _id)).progress).toEqual([
      { name: 'Planning', state: 'Done', description: 'Plan approved' },
      { name: 'Execution', state: 'In Progress', description: 'Purchase order or invoice issued; runs until the campaign ends' },
      { name: 'Analytics & Report', state: 'Pending', description: 'Waits for the campaign to end' },
    ]);
  });
});

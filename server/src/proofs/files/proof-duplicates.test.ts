import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { findReuse, syncHashIndex } from './proof-duplicates.repository';

let store: TestDatabase;
beforeAll(async () => {
  store = await createTestDatabase();
  const at = new Date().toISOString();
  await store.db.insertInto('users').values({ id: 'u1', name: 'U', email: 'u1@example.com', phone: null, agency_details_json: null, created_at: at }).execute();
  for (const id of ['c1', 'c2']) {
    await store.db.insertInto('campaigns').values({ id, owner_id: 'u1', name: id, status: 'Draft', data_json: '{}', created_at: at, updated_at: at, start_date: null, end_date: null }).execute();
  }
});
afterAll(async () => store.dispose());

let n = 0;
/** Stores a proof row as the upload route does (another process's, when `db` is its handle). */
async function storeProof(db: TestDatabase['db'], p: { campaignId: string; lineId: string; day: string; phash: string | null; at: Date }): Promise<string> {
  n += 1;
  const id = n.toString(16).padStart(24, '0');
  await db.insertInto('proofs').values({
    id, campaign_id: p.campaignId, line_id: p.lineId, option_id: 'o', media_id: 'm', seller_id: null, day: p.day, units: 1, kind: 'photo',
    file_name: 'a.jpg', content_type: 'image/jpeg', size: 1, sha256: '0'.repeat(64), note: '', captured_at: null, lat: null, lng: null,
    distance_m: null, phash: p.phash, flags_json: '[]', risk: 0, state: 'submitted', state_by: null, state_at: null, reject_reason: null,
    uploaded_by: 'u1', uploaded_at: p.at.toISOString(),
  }).execute();
  return id;
}

describe('issue 38: the duplicate index of each process', () => {
  it("sees proofs another process stored, incrementally, also one whose time is a little behind the last it read", async () => {
    // Two handles on one store: two server processes, each with its own index.
    const processA = store.db;
    const processB = store.connect();
    const now = Date.now();
    const first = await storeProof(processA, { campaignId: 'c1', lineId: 'l1', day: '2026-11-01', phash: 'ffff0000ffff0000', at: new Date(now - 60_000) });
    expect(await findReuse(processB, 'ffff0000ffff0001', { campaignId: 'c2', lineId: 'l9', day: '2026-11-01' }))
      .toEqual({ proofId: first, campaignId: 'c1', distance: 1 });
    // Stored after B's last read, with an earlier time (a slower clock, a late commit): still read.
    const late = await storeProof(processA, { campaignId: 'c1', lineId: 'l2', day: '2026-11-02', phash: '0123456789abcdef', at: new Date(now - 90_000) });
    expect(await findReuse(processB, '0123456789abcdef', { campaignId: 'c2', lineId: 'l9', day: '2026-11-01' }))
      .toEqual({ proofId: late, campaignId: 'c1', distance: 0 });
    expect(await syncHashIndex(processB)).toBe(2);
    // Rows without a hash (PDFs, logs) are never in it.
    await storeProof(processA, { campaignId: 'c1', lineId: 'l3', day: '2026-11-02', phash: null, at: new Date(now) });
    expect(await syncHashIndex(processB)).toBe(2);
  });

  it('counts only proofs of another line or day, the nearest within the threshold; a proof gone from the store is skipped', async () => {
    const db = store.db;
    const at = new Date();
    const sameLineDay = await storeProof(db, { campaignId: 'c2', lineId: 'lx', day: '2026-11-05', phash: 'aaaaaaaaaaaaaaaa', at });
    expect(await findReuse(db, 'aaaaaaaaaaaaaaaa', { campaignId: 'c2', lineId: 'lx', day: '2026-11-05' })).toBeNull();
    const otherDay = await findReuse(db, 'aaaaaaaaaaaaaaab', { campaignId: 'c2', lineId: 'lx', day: '2026-11-06' });
    expect(otherDay).toEqual({ proofId: sameLineDay, campaignId: 'c2', distance: 1 });
    // Far beyond the threshold: no match.
    expect(await findReuse(db, '5555555555555555', { campaignId: 'c1', lineId: 'l1', day: '2026-11-01' })).toBeNull();
    // Its campaign deleted: the proof is gone, the index skips it.
    await db.deleteFrom('proofs').where('id', '=', sameLineDay).execute();
    expect(await findReuse(db, 'aaaaaaaaaaaaaaaa', { campaignId: 'c1', lineId: 'l1', day: '2026-11-01' })).toBeNull();
  });
});

import sharp from 'sharp';
import type { Proof, ProofQueueItem, ProvableLine } from 'shared-domain';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { streetPhoto, withExif } from '../../../test/support/proof-photos.fixtures';
import { atTen, LINE_DAYS, PLACE_A, PLACE_B, proofApi, proofCast, proofCatalog, uploadPath, type ProofCast } from '../../../test/support/proofs.fixtures';

const t = appForSuite(() => createTestApp({ catalog: proofCatalog() }));
const api = proofApi(t);

let cast: ProofCast;
/** Seller A's proof of line A (a photo with EXIF), seller B's of line B, staff's of the newspaper line (a PDF). */
let proofA: Proof;
let proofB: Proof;
let proofOwn: Proof;
let photoB: Buffer;

const add = async (who: ProofCast['buyer'], lineId: string, bytes: Buffer, query: Record<string, string> = {}): Promise<Proof> => {
  const res = await api('POST', uploadPath(cast.campaign.id, lineId, { day: LINE_DAYS[0], kind: 'photo', name: 'board.jpg', ...query }), who, bytes);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${res.body.message}`);
  return res.body as unknown as Proof;
};

beforeAll(async () => {
  cast = await proofCast(t);
  proofA = await add(cast.sellerA, cast.campaign.lineA, await withExif(await streetPhoto({ seed: 21 }), { takenAt: atTen(LINE_DAYS[0]), lat: PLACE_A.lat, lng: PLACE_A.lng }));
  photoB = await withExif(await streetPhoto({ seed: 22 }), { takenAt: atTen(LINE_DAYS[0]), lat: PLACE_B.lat, lng: PLACE_B.lng });
  proofB = await add(cast.sellerB, cast.campaign.lineB, photoB);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  proofOwn = await add(cast.staff, cast.campaign.lineOwn, pdf, { kind: 'tear-sheet', name: 'page 1.pdf' });
});

describe('issue 38: reading proofs', () => {
  it("the campaign's buyer and staff read every proof; a line's seller only its own; anyone else 404", async () => {
    const ids = async (who: ProofCast['buyer']) => {
      const res = await api('GET', `/campaigns/${cast.campaign.id}/proofs`, who);
      return res.status === 200 ? (res.body as unknown as Proof[]).map((p) => p._id).sort() : res.status;
    };
    const all = [proofA._id, proofB._id, proofOwn._id].sort();
    expect(await ids(cast.buyer)).toEqual(all);
    expect(await ids(cast.staff)).toEqual(all);
    expect(await ids(cast.sellerA)).toEqual([proofA._id]);
    expect(await ids(cast.sellerB)).toEqual([proofB._id]);
    expect(await ids(cast.stranger)).toBe(404);
    expect(await ids(cast.otherBuyer)).toBe(404);
    expect((await api('GET', '/campaigns/no-such/proofs', cast.staff)).status).toBe(404);
    expect((await api('GET', `/campaigns/${cast.campaign.id}/proofs`, null)).status).toBe(401);
    expect(proofOwn).toMatchObject({ kind: 'tear-sheet', contentType: 'application/pdf', previewUrl: null, phash: null, fileName: 'page 1.pdf' });
  });

  it('serves the file as uploaded, as an attachment that is never rendered as a page', async () => {
    const res = await api('GET', `/proofs/${proofOwn._id}/file`, cast.buyer);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="page 1.pdf"/);
    expect(res.raw.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect((await api('GET', `/proofs/${proofA._id}/file`, cast.sellerA)).status).toBe(200);
    for (const who of [cast.sellerB, cast.stranger, cast.otherBuyer]) expect((await api('GET', `/proofs/${proofA._id}/file`, who)).status).toBe(404);
    expect((await api('GET', '/proofs/ffffffffffffffffffffffff/file', cast.staff)).status).toBe(404);
  });

  it('previews an image without its metadata, at most 640 px across; a PDF has none', async () => {
    const original = await sharp((await api('GET', `/proofs/${proofA._id}/file`, cast.buyer)).raw).metadata();
    expect(original.exif).toBeDefined();
    const res = await api('GET', `/proofs/${proofA._id}/preview`, cast.buyer);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const preview = await sharp(res.raw).metadata();
    expect(preview.format).toBe('jpeg');
    expect(preview.exif).toBeUndefined();
    expect(Math.max(preview.width!, preview.height!)).toBeLessThanOrEqual(640);
    // Cached beside the file: the same bytes again.
    expect((await api('GET', `/proofs/${proofA._id}/preview`, cast.staff)).raw.equals(res.raw)).toBe(true);
    expect((await api('GET', `/proofs/${proofOwn._id}/preview`, cast.buyer)).status).toBe(404);
    expect((await api('GET', `/proofs/${proofA._id}/preview`, cast.stranger)).status).toBe(404);
  });
});

describe('issue 38: staff verify or reject', () => {
  it('only staff review: the buyer and the seller get 403 and nothing changes', async () => {
    for (const who of [cast.buyer, cast.sellerA]) {
      expect((await api('POST', `/proofs/${proofA._id}/verify`, who)).status).toBe(403);
      expect((await api('POST', `/proofs/${proofA._id}/reject`, who, { reason: 'Blurry photo' })).status).toBe(403);
      expect((await api('GET', '/proofs/queue', who)).status).toBe(403);
    }
    const row = await t().db.selectFrom('proofs').select(['state', 'state_by']).where('id', '=', proofA._id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'submitted', state_by: null });
  });

  it('verifies once, recording who and when; a second answer is 409', async () => {
    const res = await api('POST', `/proofs/${proofA._id}/verify`, cast.staff);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: proofA._id, state: 'verified', stateBy: { _id: cast.staff.id, name: 'Priya Staff' }, stateAt: expect.any(String), rejectReason: null });
    const again = await api('POST', `/proofs/${proofA._id}/verify`, cast.staff);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This proof is already verified; only a submitted proof can be verified or rejected');
    expect((await api('POST', `/proofs/${proofA._id}/reject`, cast.staff, { reason: 'Changed my mind' })).status).toBe(409);
    expect((await api('POST', '/proofs/ffffffffffffffffffffffff/verify', cast.staff)).status).toBe(404);
  });

  it('rejects with a reason of 3 or more characters (400 without), then 409', async () => {
    for (const reason of ['', '  ', 'no', 'x'.repeat(501)]) {
      expect((await api('POST', `/proofs/${proofB._id}/reject`, cast.staff, { reason })).status).toBe(400);
    }
    expect((await api('POST', `/proofs/${proofB._id}/reject`, cast.staff, {})).status).toBe(400);
    const res = await api('POST', `/proofs/${proofB._id}/reject`, cast.staff, { reason: '  Not our site  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'rejected', rejectReason: 'Not our site', stateBy: { _id: cast.staff.id } });
    expect((await api('POST', `/proofs/${proofB._id}/verify`, cast.staff)).status).toBe(409);
  });

  it('a rejected photo stays a match: sent again for another campaign, it is flagged reused', async () => {
    const copy = await sharp(photoB).extract({ left: 20, top: 15, width: 1160, height: 870 }).jpeg({ quality: 75 }).withMetadata().toBuffer();
    const res = await api('POST', uploadPath(cast.other.id, cast.other.lineB, { day: LINE_DAYS[0], kind: 'photo', name: 'again.jpg' }), cast.sellerB, copy);
    expect(res.status).toBe(201);
    expect((res.body as unknown as Proof).flags.find((f) => f.code === 'reused')).toMatchObject({ otherProofId: proofB._id });
  });

  it('the queue lists one state at a time (submitted by default)', async () => {
    const states = async (query: string) => ((await api('GET', `/proofs/queue${query}`, cast.staff)).body as unknown as ProofQueueItem[]).map((i) => i.proof._id);
    const submitted = await states('');
    expect(submitted).toHaveLength(2);
    // The reused photo (risk ≥ 60) before the newspaper page (no flags).
    expect(submitted[1]).toBe(proofOwn._id);
    expect(await states('?state=verified')).toEqual([proofA._id]);
    expect(await states('?state=rejected')).toEqual([proofB._id]);
    expect((await api('GET', '/proofs/queue?state=lost', cast.staff)).status).toBe(400);
  });
});

describe('issue 38: the lines a seller may prove', () => {
  it("a seller lists its accepted lines with their days and proofs; staff list a campaign's lines; others are refused", async () => {
    const linesOf = async (who: ProofCast['buyer'], query = '') => api('GET', `/seller/proof-lines${query}`, who);
    const a = (await linesOf(cast.sellerA)).body as unknown as ProvableLine[];
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({
      campaignId: cast.campaign.id, lineId: cast.campaign.lineA, optionId: 'out-skyline-o0', mediaName: 'Skyline Hoarding',
      optionName: 'Option 1', category: 'outdoor', kinds: ['photo'], place: PLACE_A,
    });
    expect(a[0].days.map((d) => [d.day, d.units, d.proofs.map((p) => p._id)])).toEqual([
      [LINE_DAYS[0], 1, [proofA._id]], [LINE_DAYS[1], 1, []], [LINE_DAYS[2], 1, []],
    ]);
    // Seller B's accepted line is on the other buyer's campaign (its line on this campaign was never accepted).
    const b = (await linesOf(cast.sellerB)).body as unknown as ProvableLine[];
    expect(b.map((l) => [l.campaignId, l.lineId])).toEqual([[cast.other.id, cast.other.lineB]]);
    expect((await linesOf(cast.sellerB, `?campaignId=${cast.campaign.id}`)).body).toEqual([]);

    const staff = (await linesOf(cast.staff, `?campaignId=${cast.campaign.id}`)).body as unknown as ProvableLine[];
    expect(staff.map((l) => l.lineId)).toEqual([cast.campaign.lineA, cast.campaign.lineB, cast.campaign.lineOwn]);
    expect(staff[2]).toMatchObject({ category: 'newspaper', kinds: ['tear-sheet', 'e-paper', 'photo'], place: null });
    const noCampaign = await linesOf(cast.staff);
    expect(noCampaign.status).toBe(400);
    expect(noCampaign.body.message).toMatch(/campaignId/);
    expect((await linesOf(cast.staff, '?campaignId=no-such')).status).toBe(404);
    expect((await linesOf(cast.buyer)).body.error).toBe('not_a_seller');
    expect((await linesOf(null as unknown as ProofCast['buyer'])).status).toBe(401);
  });
});

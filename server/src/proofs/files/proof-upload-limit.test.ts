import path from 'node:path';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { streetPhoto } from '../../../test/support/proof-photos.fixtures';
import { LINE_DAYS, proofApi, proofCast, proofCatalog, storedProofs, uploadPath, type ProofCast } from '../../../test/support/proofs.fixtures';

// Proof uploads count against the campaign files' per-user limit (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_MINUTES).
const t = appForSuite(() => createTestApp({ catalog: proofCatalog(), env: { UPLOAD_RATE_LIMIT: '2', UPLOAD_RATE_WINDOW_MINUTES: '10' } }));
const api = proofApi(t);

let cast: ProofCast;
beforeAll(async () => {
  cast = await proofCast(t);
});

it('past the upload limit a seller gets 429 with Retry-After before the body is read, and nothing is stored', async () => {
  const photo = await streetPhoto({ seed: 5, width: 320, height: 240 });
  const send = () => api('POST', uploadPath(cast.campaign.id, cast.campaign.lineA, { day: LINE_DAYS[1], kind: 'photo', name: 'board.jpg' }), cast.sellerA, photo);
  expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(201);
  const stored = () => storedProofs(t().db, path.join(t().config.uploads.dir, 'proofs'));
  const before = await stored();
  const refused = await send();
  expect(refused.status).toBe(429);
  expect(refused.headers['retry-after']).toBe(String(10 * 60));
  expect(refused.body.message).toBe('Too many proofs uploaded. Try again in 10 minutes.');
  expect(await stored()).toEqual(before);
});

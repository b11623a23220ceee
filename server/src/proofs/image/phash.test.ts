/**
 * The hashing threshold on real JPEGs (issue 38): the same street photo resized, recompressed
 * and slightly cropped is caught; another photo of the same street, or another street, is not.
 * Distances measured over 40 streets are in PROOF_HASH_THRESHOLD's comment.
 */
import sharp from 'sharp';
import { hashDistance, PROOF_HASH_THRESHOLD } from 'shared-domain';
import { streetPhoto } from '../../../test/support/proof-photos.fixtures';
import { imagePhash } from './inspect-proof';

const SEEDS = [1, 2, 3];

async function variants(jpeg: Buffer): Promise<Record<string, Buffer>> {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const dx = Math.round(width * 0.05);
  const dy = Math.round(height * 0.05);
  return {
    'resized to 50%': await sharp(jpeg).resize(Math.round(width / 2)).jpeg({ quality: 85 }).toBuffer(),
    'recompressed at quality 40': await sharp(jpeg).jpeg({ quality: 40 }).toBuffer(),
    'cropped 5% on each side': await sharp(jpeg).extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy }).jpeg({ quality: 85 }).toBuffer(),
    'as a PNG': await sharp(jpeg).png().toBuffer(),
  };
}

describe.each(SEEDS)('street %i', (seed) => {
  let original: Buffer;
  let hash: string;
  beforeAll(async () => {
    original = await streetPhoto({ seed });
    hash = await imagePhash(original);
  });

  it('is hashed the same each time, 16 hex characters', async () => {
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await imagePhash(await streetPhoto({ seed }))).toBe(hash);
  });

  it('catches the same photo resized, recompressed, cropped 5% on each side and re-saved', async () => {
    const distances: Record<string, number> = {};
    for (const [what, bytes] of Object.entries(await variants(original))) distances[what] = hashDistance(hash, await imagePhash(bytes));
    for (const [what, d] of Object.entries(distances)) expect([what, d <= PROOF_HASH_THRESHOLD]).toEqual([what, true]);
  });

  it('does not take another photo of the same street, nor another street, for it', async () => {
    for (const view of [1, 2]) expect(hashDistance(hash, await imagePhash(await streetPhoto({ seed, view })))).toBeGreaterThan(PROOF_HASH_THRESHOLD);
    expect(hashDistance(hash, await imagePhash(await streetPhoto({ seed: seed + 10 })))).toBeGreaterThan(PROOF_HASH_THRESHOLD);
  });
});

it('hashes a photo as it is seen: EXIF orientation applied', async () => {
  const original = await streetPhoto({ seed: 4, width: 600, height: 450 });
  const hash = await imagePhash(original);
  // Stored turned 90° with Orientation 6 ("rotate 90° clockwise to view"): a viewer shows the same picture.
  const stored = await sharp(original).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
  expect(hashDistance(hash, await imagePhash(stored))).toBeLessThanOrEqual(PROOF_HASH_THRESHOLD);
  const turned = await sharp(original).rotate(-90).jpeg({ quality: 90 }).toBuffer();
  expect(hashDistance(hash, await imagePhash(turned))).toBeGreaterThan(PROOF_HASH_THRESHOLD);
});

import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { formatDate } from 'shared-domain';
import { streetPhoto, withExif } from '../../server/test/support/proof-photos.fixtures';
import { bearer, bookedCampaign, buyer, indiaDay, sellerWithHoarding, signIn } from './support/booking';
import { uniqueEmail } from './support/session';
import { apiToken, makeStaff } from './support/staff';

// Issue 38, the edges of adding proof in the browser: a file that is not what its name says and
// an empty file are refused with words that say why, and nothing is stored; staff add proof for
// a campaign from its own page, which reads at 390 px too.

test('a PNG named .jpg and an empty file are refused in the studio and store nothing; staff add proof from the campaign\'s page', async ({ page, request }) => {
  test.slow();
  const name = `Worli Sea Face Hoarding ${Date.now().toString(36)}`;
  const seller = await sellerWithHoarding(request, name);
  const buyerToken = await buyer(request);
  const days = [-4, -3].map(indiaDay);
  const { campaignId } = await bookedCampaign(request, buyerToken, seller.token, seller.optionId, days);
  const storedProofs = async () => (await (await request.get(`/campaign-api/campaigns/${campaignId}/proofs`, { headers: bearer(buyerToken) })).json()) as { fileName: string }[];

  await signIn(page, seller.token);
  await page.goto('/seller/proofs');
  const dayText = formatDate(days[0]!);
  const line = page.getByRole('region', { name: new RegExp(name) });
  const block = line.getByRole('listitem', { name: dayText, exact: true });
  await block.getByRole('button', { name: `Add proof for ${dayText}` }).click();
  const form = page.getByRole('form', { name: `Add proof for ${dayText}` });

  const png = await sharp(await streetPhoto({ seed: 7 })).png().toBuffer();
  await form.getByLabel('File').setInputFiles({ name: 'board.jpg', mimeType: 'image/jpeg', buffer: png });
  await form.getByRole('button', { name: 'Upload proof' }).click();
  // The file field says why, in words tied to it (its accessible description), and is marked invalid.
  const fileField = form.getByLabel('File');
  await expect(fileField).toHaveAccessibleDescription(/board\.jpg is a PNG image, not a JPEG image: its content does not match its \.jpg extension/);
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('File').setInputFiles({ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
  await form.getByRole('button', { name: 'Upload proof' }).click();
  await expect(fileField).toHaveAccessibleDescription(/empty/i);
  await expect(block.getByRole('list', { name: `Proofs for ${dayText}` })).toHaveCount(0);
  expect(await storedProofs()).toEqual([]);

  // Staff: the campaign's own proof page lists its line; a photo added there is stored.
  const staffEmail = uniqueEmail('proof-page-staff');
  const staffToken = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  await signIn(page, staffToken);
  await page.goto(`/staff/proofs/campaign/${campaignId}`);
  await expect(page.getByRole('link', { name: 'The campaign’s delivery' })).toHaveAttribute('href', `/dashboard/${campaignId}?tab=delivery`);
  const staffLine = page.getByRole('region', { name: new RegExp(name) });
  const secondDay = formatDate(days[1]!);
  const staffFile = `staff-proof-${Date.now().toString(36)}.jpg`;
  const staffBlock = staffLine.getByRole('listitem', { name: secondDay, exact: true });
  await staffBlock.getByRole('button', { name: `Add proof for ${secondDay}` }).click();
  const staffForm = page.getByRole('form', { name: `Add proof for ${secondDay}` });
  const photo = await withExif(await streetPhoto({ seed: 11 }), { takenAt: new Date(`${days[1]}T12:00:00+05:30`), lat: 18.99, lng: 72.81 });
  await staffForm.getByLabel('File').setInputFiles({ name: staffFile, mimeType: 'image/jpeg', buffer: photo });
  await staffForm.getByRole('button', { name: 'Upload proof' }).click();
  await expect(staffBlock.getByRole('list', { name: `Proofs for ${secondDay}` })).toContainText(staffFile);
  expect((await storedProofs()).map((p) => p.fileName)).toEqual([staffFile]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(staffLine).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

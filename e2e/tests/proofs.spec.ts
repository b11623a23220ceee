import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { formatDate } from 'shared-domain';
import { streetPhoto, withExif } from '../../server/test/support/proof-photos.fixtures';
import { bearer, bookedCampaign, buyer, indiaDay, sellerWithHoarding, signIn } from './support/booking';
import { uniqueEmail } from './support/session';
import { apiToken, makeStaff } from './support/staff';

// Issue 38: a seller proves a booked hoarding day by day from the studio. The second day's
// photo is the first one resized, so the marketplace flags it as reused; staff see the flag
// with the earlier photo beside it and reject it; the buyer's ledger shows the shortfall and
// the make-good the rule offers, and accepts it.

test('issue 38: a reused photo is flagged, staff reject it, and the buyer accepts the make-good for the shortfall', async ({ page, request }) => {
  test.setTimeout(180_000);
  const name = `Marine Drive Hoarding ${Date.now().toString(36)}`;
  const seller = await sellerWithHoarding(request, name);
  const buyerToken = await buyer(request);
  const days = [-9, -8, -7, -6, -5].map(indiaDay);
  const { campaignId } = await bookedCampaign(request, buyerToken, seller.token, seller.optionId, days);

  // Day 1: the photo as the camera took it (at noon in Mumbai). Day 2: the same photo, resized and recompressed.
  const original = await streetPhoto({ seed: Date.now() % 100_000 });
  const noon = (day: string) => new Date(`${day}T12:00:00+05:30`);
  const first = await withExif(original, { takenAt: noon(days[0]!), lat: 18.9432, lng: 72.8235 });
  const resized = await sharp(original).resize({ width: 900 }).jpeg({ quality: 60 }).toBuffer();
  const second = await withExif(resized, { takenAt: noon(days[1]!), lat: 18.9432, lng: 72.8235 });

  // The seller gives the hoarding its site location on its availability screen, then adds both photos.
  await signIn(page, seller.token);
  await page.goto(`/seller/availability/${seller.optionId}`);
  const site = page.getByRole('form', { name: 'Site location' });
  await site.getByLabel('Latitude').fill('99');
  await site.getByLabel('Longitude').fill('72.8235');
  await site.getByRole('button', { name: 'Save site location' }).click();
  await expect(site.getByText(/India lies between 6° and 37\.5° N/)).toBeVisible();
  await site.getByLabel('Latitude').fill('18.9432');
  await site.getByRole('button', { name: 'Save site location' }).click();
  await expect(site.getByText(/Saved: 18\.9432, 72\.8235/)).toBeVisible();
  await page.goto('/seller/proofs');
  const line = page.getByRole('region', { name: new RegExp(name) });
  // File names of this run only: the staff queue lists every submitted proof on the marketplace.
  const tag = Date.now().toString(36);
  const [day1, day2] = [`${tag}-day-1.jpg`, `${tag}-day-2.jpg`];
  for (const [day, file, fileName] of [[days[0]!, first, day1], [days[1]!, second, day2]] as const) {
    const dayText = formatDate(day);
    const block = line.getByRole('listitem', { name: dayText, exact: true });
    await block.getByRole('button', { name: `Add proof for ${dayText}` }).click();
    const form = page.getByRole('form', { name: `Add proof for ${dayText}` });
    await form.getByLabel('File').setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: file });
    await form.getByRole('button', { name: 'Upload proof' }).click();
    await expect(block.getByRole('list', { name: `Proofs for ${dayText}` })).toContainText(fileName);
  }
  await expect(line.getByText(/the same picture as an earlier proof/i)).toBeVisible();
  // Both were taken at the site the seller gave: measured, and not flagged as far from it.
  const proofs = (await (await request.get(`/campaign-api/campaigns/${campaignId}/proofs`, { headers: bearer(buyerToken) })).json()) as { distanceM: number | null; flags: { code: string }[] }[];
  expect(proofs.map((p) => p.distanceM !== null && p.distanceM < 50)).toEqual([true, true]);
  expect(proofs.flatMap((p) => p.flags.map((f) => f.code))).toEqual(['reused']);

  // Staff: the reused photo leads the queue, the earlier one beside it; staff verify day 1 and reject day 2.
  const staffEmail = uniqueEmail('proof-staff');
  const staffToken = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  await signIn(page, staffToken);
  await page.goto('/staff/proof-queue');
  const queue = page.getByRole('list', { name: 'Submitted proofs' });
  const reused = queue.getByRole('listitem').filter({ hasText: day2 });
  await expect(reused.getByText(/the same picture as an earlier proof/i)).toBeVisible();
  await expect(reused.getByText(/Earlier proof/)).toBeVisible();
  await expect(reused.getByRole('img')).toHaveCount(2);
  await queue.getByRole('listitem').filter({ hasText: day1 }).getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Verified: ${day1}`, { exact: false })).toBeVisible();
  await reused.getByRole('button', { name: 'Reject…' }).click();
  await page.getByLabel('Reason for rejecting').fill('The same photo as the day before, resized');
  await page.getByRole('button', { name: 'Reject proof' }).click();
  await expect(page.getByText(`Rejected: ${day2}`, { exact: false })).toBeVisible();

  // The buyer: the gallery shows the rejection, the ledger the four short days, and the rule's offer.
  await signIn(page, buyerToken);
  await page.goto(`/dashboard/${campaignId}?tab=delivery`);
  await expect(page.getByRole('list', { name: 'Proof gallery' })).toContainText('The same photo as the day before, resized');
  const ledger = page.getByRole('table', { name: new RegExp(`^Delivery of ${name}`) });
  await expect(ledger.getByRole('row')).not.toHaveCount(0);
  const offer = page.getByRole('region', { name: new RegExp(`^Make-good offer for ${name}`) }).or(page.getByLabel(new RegExp(`^Make-good offer for ${name}`)));
  await expect(offer).toContainText(/4 of 5 days/);
  await offer.getByRole('button', { name: 'Accept' }).click();
  const answered = page.getByRole('list', { name: new RegExp(`^Make-goods of ${name}`) });
  await expect(answered).toContainText(/accepted/i);
  // The accepted extra days join the line's schedule as make-good days.
  await expect(ledger.getByRole('row').filter({ hasText: 'Make-good' })).toHaveCount(4);

  // The finance view (Invoices tab) lists the make-good days, at no charge.
  await page.goto(`/dashboard/${campaignId}?tab=invoices`);
  await expect(page.getByRole('list', { name: 'Make-good days' })).toContainText(/4 extra on .*, at no charge/);
  // … and the line's schedule on Media options lists them after its own days.
  await page.goto(`/dashboard/${campaignId}?tab=media`);
  const schedule = page.getByRole('article', { name: new RegExp(name) }).getByRole('table', { name: 'Schedule' });
  await expect(schedule.getByRole('row').filter({ hasText: 'Make-good' })).toHaveCount(4);
  await expect(schedule.getByRole('row').filter({ hasText: 'Make-good' }).first()).toContainText('No charge');
  // Its own days say what their checked proofs cover: day 1 verified, day 2 rejected.
  await expect(schedule.getByRole('row').filter({ hasText: formatDate(days[0]!) })).toContainText('1 of 1 verified');
  await expect(schedule.getByRole('row').filter({ hasText: formatDate(days[1]!) })).toContainText('1 rejected');
  await page.goto(`/dashboard/${campaignId}?tab=delivery`);

  // At 390 px the tab reads without sideways scrolling of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(ledger).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/session';
import { apiToken, makeStaff } from './support/staff';
import { solidPng } from './support/white-label';

// Issue 19: a seller lists a digital media, fixes the missing logo the score names and sees the
// score rise, submits it; staff approve it; buyers find it in search and on its page.

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

type SellerFile = { url: string };

async function upload(request: APIRequestContext, token: string, kind: string, name: string, bytes: Buffer): Promise<SellerFile> {
  const res = await request.post(`/api/seller/files?kind=${kind}&name=${encodeURIComponent(name)}`, {
    headers: { 'x-access-token': token, 'content-type': 'application/octet-stream' }, data: bytes,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { file: SellerFile }).file;
}

/** Everything of a digital profile but its logo: the score is 95 of 100 and names the logo. */
function draftWithoutLogo(name: string, kit: SellerFile, artwork: SellerFile, category: string) {
  const charts: Array<[string, 'pie' | 'bar', Array<[string, number]>]> = [
    ['Advertisers', 'bar', [['Brand A', 1], ['Brand B', 1], ['Brand C', 1], ['Brand D', 1]]],
    ['Gender', 'pie', [['Male', 55], ['Female', 45]]],
    ['Age', 'bar', [['12 - 15', 5], ['16 - 19', 10], ['20 - 29', 35], ['30 - 39', 25], ['40 - 49', 15], ['50 +', 10]]],
    ['Income', 'bar', [['High', 30], ['Mid', 50], ['Low', 20]]],
    ['State', 'bar', [['Maharashtra', 60], ['Karnataka', 40]]],
    ['City', 'bar', [['Mumbai', 60], ['Bangalore', 40]]],
  ];
  const option = (id: string, template: string, optionName: string) => ({
    _id: id, name: optionName, type: 'Banner', _template: template,
    descriptions: ['A wide banner at the top of every article page.'], descriptionId: '0',
    referenceArtworks: [{ url: artwork.url }],
    creativeSpecs: [{ type: 'image', fields: [{ key: 'Unit', value: 'px' }, { key: 'Format', value: 'JPG' }, { key: 'Resolution', value: '728x90' }] }],
    additionalInfo: [{ key: 'Campaign Guidlines and Restrictions', value: 'No tobacco or alcohol.' }],
    sop: [
      { key: 'Proof Of Execution', value: 'Screenshots' },
      { key: 'First Proof Of Execution(In Days)', value: '2' },
      { key: 'Proof Of Execution Frequency', value: 'Weekly' },
    ],
    _vendors: ['Example Ad Ops'], unitLabel: 'per week',
    pricingUnits: [{ name: 'Weeks', value: 1, min: 1, inUse: true }], variablePricingUnits: [],
    rates: { defaultRates: { cardRate: 60000, discountedRate: 48000, minimumBilling: 0 }, otherRates: [] },
    minimumBilling: 0,
  });
  return {
    category, name, city: 'Mumbai', language: 'English', subTitle: 'News app (e2e demo listing)', audience: 0, logo: null,
    attributes: {
      monthlyUsers: { value: 2_400_000 }, bidType: { value: 'Fixed' }, medium: { value: 'App' }, pricingModel: { value: ['CPM'] },
      pagesPerVisit: { value: 4, toolTip: 'Analytics, last quarter' }, appStoreRating: { value: 4.4, toolTip: 'Play Store' },
    },
    sections: [{ title: 'About', contents: [{ type: 'text', value: 'A news app read across Mumbai and Bangalore.' }] }],
    mediaKitUrl: kit.url,
    demographics: charts.map(([title, type, rows]) => ({ type, title, data: rows.map(([label, value]) => ({ label, value })) })),
    mediaOptions: [option('o1', 'Popular Media', 'Top banner'), option('o2', 'Premium Media', 'Article takeover')],
  };
}

async function signIn(page: Page, token: string) {
  await page.goto('/about');
  await page.evaluate((t) => window.localStorage.setItem('authToken', t), token);
}

test('a seller fixes the missing logo and the score rises; staff approve; buyers find the media in search', async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `Mumbai Pulse ${Date.now().toString(36)}`;
  const sellerToken = await apiToken(request, uniqueEmail('seller'));
  await signIn(page, sellerToken);

  // Sign up as a seller and start a digital listing in the studio.
  await page.goto('/seller');
  await page.getByLabel('Company name').fill(`Pulse Media ${Date.now()}`);
  await page.getByRole('button', { name: 'Create seller account' }).click();
  await page.getByRole('button', { name: 'New listing' }).click();
  await page.getByLabel('Category of the new listing').selectOption('digital');
  await page.getByRole('button', { name: 'New listing' }).click();
  await expect(page).toHaveURL(/\/seller\/profiles\/[^/]+$/);
  const profileId = new URL(page.url()).pathname.split('/').pop()!;

  // The rest of the profile as the seller filled it in (through the same API the studio uses).
  const headers = { 'x-access-token': sellerToken };
  const kit = await upload(request, sellerToken, 'mediaKit', 'media-kit.pdf', PDF);
  const artwork = await upload(request, sellerToken, 'artwork', 'banner.png', solidPng(728, 90, '#123456'));
  const current = (await (await request.get(`/api/seller/profiles/${profileId}`, { headers })).json()) as { profile: { version: number } };
  const saved = await request.put(`/api/seller/profiles/${profileId}`, {
    headers, data: { draft: draftWithoutLogo(name, kit, artwork, 'digital'), version: current.profile.version },
  });
  expect(saved.status()).toBe(200);

  // The score says what is missing; its message leads to the field that fixes it.
  await page.reload();
  const score = page.getByTestId('seller-score');
  await expect(score).toContainText('95');
  await page.getByRole('button', { name: 'Logo is missing' }).click();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#field-logo')))).toBe(true);

  // A logo of the wrong size is refused in the browser, with the reason; the right one raises the score.
  await page.getByLabel('Upload the logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(250, 125, '#1e88e5') });
  await expect(page.getByText('The logo must be 300 × 125 pixels; this image is 250 × 125.')).toBeVisible();
  await expect(score).toContainText('95');
  await page.getByLabel('Upload the logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(300, 125, '#1e88e5') });
  await expect(score).toContainText('100');
  await expect(page.getByRole('button', { name: 'Logo is missing' })).toHaveCount(0);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review. Status: In review.')).toBeVisible();

  // Staff review it from the queue and approve it.
  const staffEmail = uniqueEmail('seller-staff');
  const staffToken = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  await signIn(page, staffToken);
  await page.goto('/staff/listings');
  await page.getByRole('link', { name: new RegExp(name) }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText('Approved: the listing is live in the catalog and in search.')).toBeVisible();

  // Buyers find it in search at once, and its page shows the stored score.
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const hit = page.getByRole('main').getByRole('link', { name: new RegExp(name) }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Profile quality score: 100 / 100')).toBeVisible();
  await expect(page.getByText('Top banner').first()).toBeVisible();
});

test('a seller cannot open another seller\'s listing, and a bad draft changes nothing', async ({ page, request }) => {
  const owner = await apiToken(request, uniqueEmail('seller-a'));
  const other = await apiToken(request, uniqueEmail('seller-b'));
  for (const [token, company] of [[owner, 'Owner Media'], [other, 'Other Media']] as const) {
    const res = await request.post('/api/seller/account', { headers: { 'x-access-token': token }, data: { name: company, contactEmail: uniqueEmail('contact') } });
    expect(res.status()).toBe(201);
  }
  const created = await request.post('/api/seller/profiles', { headers: { 'x-access-token': owner }, data: { category: 'radio' } });
  const { profile } = (await created.json()) as { profile: { _id: string; version: number } };
  expect((await request.get(`/api/seller/profiles/${profile._id}`, { headers: { 'x-access-token': other } })).status()).toBe(404);

  const bad = await request.put(`/api/seller/profiles/${profile._id}`, {
    headers: { 'x-access-token': owner }, data: { draft: { category: 'radio', name: 'Radio X', mediaOptions: [{ _id: 'o1', rates: { defaultRates: { cardRate: 1e300, discountedRate: 1 } } }] }, version: profile.version },
  });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty(['options.0.rates.cardRate']);

  await signIn(page, other);
  await page.goto(`/seller/profiles/${profile._id}`);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /seller studio/i }).first()).toHaveAttribute('href', '/seller');
});

test('a seller invites a teammate by e-mail, who accepts on /seller; any address gets the same answer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const ownerToken = await apiToken(request, uniqueEmail('seller-owner'));
  const company = `Team Media ${Date.now().toString(36)}`;
  expect((await request.post('/api/seller/account', { headers: { 'x-access-token': ownerToken }, data: { name: company, contactEmail: uniqueEmail('contact') } })).status()).toBe(201);
  await signIn(page, ownerToken);
  await page.goto('/seller');

  // The teammate has never signed in; a stranger's address is answered in the same words.
  const teammate = uniqueEmail('seller-teammate');
  const said: string[] = [];
  for (const address of [teammate, uniqueEmail('seller-stranger')]) {
    await page.getByLabel('Invite a teammate by e-mail').fill(address);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Invitation sent to' });
    await expect(status).toBeVisible();
    said.push(((await status.textContent()) ?? '').replace(address, '<address>'));
  }
  expect(said[1]).toBe(said[0]);
  const open = page.getByRole('region', { name: 'Open invitations' });
  await expect(open.getByText(teammate)).toBeVisible();
  const mail = await request.get(`/api/dev/outbox?to=${encodeURIComponent(teammate)}`);
  expect(((await mail.json()) as { messages: Array<{ subject: string }> }).messages[0].subject).toBe(`${company} invited you to list media with them on MediaMart`);

  // The teammate signs in, on a phone-sized screen, and accepts from the studio's home.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await apiToken(request, teammate));
  await page.goto('/seller');
  const invitations = page.getByRole('region', { name: 'Invitations to join a seller account' });
  await expect(invitations).toContainText(`${company} invited you to list media with them.`);
  await invitations.getByRole('button', { name: `Accept the invitation from ${company}` }).click();
  await expect(page.getByRole('heading', { name: 'Your listings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team' })).toContainText(teammate);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

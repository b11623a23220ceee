import { expect, test, type Page } from '@playwright/test';
import { signInByEmail, uniqueEmail, uniquePhone } from './support/session';
import {
  approveHostnames, computed, createOrganisation, grantRole, listOrganisations, lookupStatus, newStaff, rgb, rootVariable, siteOn, solidPng,
  TEST_HOSTS_LAUNCH, uniqueHost, uniqueSuffix,
} from './support/white-label';

// The organisation settings screens (issue 15) against the real server, as people use them:
// staff create an organisation from the user menu (colours refused below 4.5:1, a logo
// uploaded, a hostname clash shown on its row, localhost refused, the new hostname pending until
// staff approve it) and its host then shows the logo and colours;
// a white-label-admin edits only its own organisation and sees only its leads; every staff
// link of the user menu opens a real page. Every *.test name resolves to 127.0.0.1.

test.use({ launchOptions: TEST_HOSTS_LAUNCH });

const openUserMenu = (page: Page) => page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();

async function chooseFromUserMenu(page: Page, label: string) {
  await openUserMenu(page);
  await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
}

/** Signs the page in with `token` on the site's own origin (the token an e-mail code sign-in leaves). */
async function withToken(page: Page, token: string) {
  await page.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [siteOn('127.0.0.1').replace(/\/$/, ''), token] as const);
}

const leadBody = (name: string) => ({
  name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.in`, phone: uniquePhone(), requirements: 'Radio in Pune', source: '/contact-us',
});

/** A lead sent from the page's browser to its own host, as the Contact Us form sends it (POST /api/leads). */
async function sendLead(page: Page, name: string) {
  const status = await page.evaluate(async (lead) => {
    const res = await fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
    return res.status;
  }, leadBody(name));
  expect(status).toBe(201);
}

test('staff create an organisation from the user menu: a 3:1 colour is refused, then saved, a logo uploaded; its host shows them', async ({ page, request }) => {
  test.setTimeout(60_000);
  const suffix = uniqueSuffix();
  const name = `Orbit Media ${suffix}`;
  const host = uniqueHost('orbit');
  const email = uniqueEmail('org-staff');
  grantRole(email, 'admin');

  await page.goto('/');
  await signInByEmail(page, request, email);
  await chooseFromUserMenu(page, 'Organisations');
  await expect(page).toHaveURL(/\/staff\/organizations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'New organisation' }).first().click();
  await expect(page).toHaveURL(/\/staff\/organizations\/new$/);

  const form = page.getByRole('form', { name: 'Organisation settings' });
  await form.getByLabel('Organisation name').fill(name);
  // localhost (or an IP address, or a MediaMart host) is never an organisation's: refused before sending, and by the server.
  const hostRow = form.getByLabel('Hostname 1', { exact: true });
  await hostRow.fill('localhost');
  await form.getByRole('button', { name: 'Create organisation' }).click();
  await expect(hostRow).toHaveAttribute('aria-invalid', 'true');
  await expect(hostRow).toHaveAccessibleDescription('localhost is a local name that only this machine or network knows; use a domain name such as media.agency.in');
  await expect(page).toHaveURL(/\/staff\/organizations\/new$/);
  await hostRow.fill(host);
  await form.getByLabel('Address', { exact: true }).fill('4 Residency Road');
  await form.getByLabel('City', { exact: true }).fill('Bengaluru');
  await form.getByLabel('E-mail 1', { exact: true }).fill('hello@orbit.test');
  await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/orbit-media');
  // The logo waits for the organisation to exist.
  await expect(form.getByLabel('Logo file')).toBeDisabled();

  // About 3:1 on white: the measured ratio, the save refused, nothing sent.
  const primary = form.getByLabel('Primary colour (hex)');
  await primary.fill('#949494');
  await expect(form.getByText('Contrast with white: 3.03:1 (below 4.5:1)')).toBeVisible();
  await expect(form.getByText('The primary colour #949494 has a contrast of 3.03:1 with white; choose a darker colour (at least 4.5:1)')).toBeVisible();
  const create = form.getByRole('button', { name: 'Create organisation' });
  await expect(create).toBeDisabled();
  await expect(form.getByText('Choose colours with a contrast of at least 4.5:1 to save.')).toBeVisible();
  await form.getByLabel('City', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/staff\/organizations\/new$/);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect((await listOrganisations(request, token!)).map((o) => o.name)).not.toContain(name);
  // The server refuses it too, whoever sends it.
  const direct = await request.post('/api/organizations', {
    headers: { 'x-access-token': token! },
    data: { name, contactDetails: { address: '', city: '', emails: [], social: {} }, hostnames: [host],
      settings: { theme: { palette: { primary: { main: '#949494' }, secondary: { main: '#1f2a44' } } } } },
  });
  expect(direct.status()).toBe(400);
  const local = await request.post('/api/organizations', {
    headers: { 'x-access-token': token! },
    data: { name, contactDetails: { address: '', city: '', emails: [], social: {} }, hostnames: [host, '127.0.0.1'],
      settings: { theme: { palette: { primary: { main: '#0a3d62' }, secondary: { main: '#1f2a44' } } } } },
  });
  expect(local.status()).toBe(400);
  expect(((await local.json()) as { fields: Record<string, string> }).fields).toEqual({ 'hostnames.1': '127.0.0.1 is an IP address; use a domain name such as media.agency.in' });
  expect((await listOrganisations(request, token!)).map((o) => o.name)).not.toContain(name);

  // At least 4.5:1: saved.
  await primary.fill('#0a3d62');
  await expect(form.getByText(/^Contrast with white: \d+\.\d\d:1 \(meets 4\.5:1\)$/).first()).toBeVisible();
  await form.getByLabel('Secondary colour (hex)').fill('#1f2a44');
  // The live preview takes the colours as they are typed.
  const preview = page.getByTestId('org-preview');
  expect(await preview.locator('.pv-primary').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb('#0a3d62'));
  expect(await preview.locator('.pv-footer').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb('#1f2a44'));
  await expect(preview.locator('.pv-footer')).toContainText('4 Residency Road, Bengaluru');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/staff\/organizations\/[^/]+$/);
  await expect(page).not.toHaveURL(/\/new$/);
  await expect(form.getByText('The organisation is created. You can now upload its logo.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const orgId = decodeURIComponent(page.url().split('/').pop()!);
  const stored = (await listOrganisations(request, token!)).find((o) => o._org === orgId);
  expect(stored?.name).toBe(name);
  expect(stored?.hostnames).toEqual([host]);
  expect(stored?.settings.theme.palette.primary.main).toBe('#0a3d62');

  // The logo: a file over 256 KB is refused with its size, before anything is sent; a PNG is uploaded.
  const logoInput = form.getByLabel('Logo file');
  const big = Buffer.concat([solidPng(4, 4, '#0a3d62'), Buffer.alloc(300 * 1024)]);
  await logoInput.setInputFiles({ name: 'huge-logo.png', mimeType: 'image/png', buffer: big });
  await expect(form.getByText(`The logo is ${Math.ceil(big.length / 1024)} KB; it can be at most 256 KB. Choose a smaller file.`)).toBeVisible();
  await expect(form.getByRole('img', { name: 'Current logo' })).toHaveCount(0);
  // The server refuses what the screen refuses: too big (413), not what it claims to be (415).
  const tooBig = await request.put(`/api/organizations/${orgId}/logo`, { headers: { 'x-access-token': token!, 'content-type': 'image/png' }, data: big });
  expect(tooBig.status()).toBe(413);
  expect(((await tooBig.json()) as { message: string }).message).toBe('The logo is larger than 256 KB; upload a smaller file');
  const notPng = await request.put(`/api/organizations/${orgId}/logo`, { headers: { 'x-access-token': token!, 'content-type': 'image/png' }, data: Buffer.from('GIF89a not a png') });
  expect(notPng.status()).toBe(415);
  await logoInput.setInputFiles({ name: 'orbit.png', mimeType: 'image/png', buffer: solidPng(96, 32, '#0a3d62') });
  await expect(form.getByText('The logo is uploaded.')).toBeVisible();
  const current = form.getByRole('img', { name: 'Current logo' });
  await expect(current).toHaveAttribute('src', new RegExp(`^/api/organizations/${orgId}/logo\\?v=`));
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  // The new hostname is a pending claim: its visitors get the product's site until staff approve it.
  const claims = form.getByRole('region', { name: 'Verification' });
  const claim = claims.getByTestId(`claim-${host}`);
  await expect(claim.getByText('Pending verification')).toBeVisible();
  await expect(claim.getByLabel(`DNS record for ${host}`)).toContainText(`_mediamart-verification.${host}`);
  expect(await lookupStatus(request, host)).toBe(404);
  const early = await page.context().browser()!.newContext();
  const before = await early.newPage();
  await before.goto(siteOn(host, '/'));
  await expect(before.getByRole('banner')).toBeVisible();
  await expect(before.getByRole('banner').getByRole('link', { name: `${name} home` })).toHaveCount(0);
  await early.close();
  // Staff approve it from the same screen, with the keyboard.
  await claim.getByRole('button', { name: `Approve ${host}` }).focus();
  await page.keyboard.press('Enter');
  await expect(claims.getByText(`${host} is approved.`)).toBeVisible();
  await expect(claim.getByText('Verified', { exact: true })).toBeVisible();
  await expect(claim.getByRole('button', { name: `Approve ${host}` })).toHaveCount(0);
  expect(await lookupStatus(request, host)).toBe(200);

  // The organisation's host, as its visitors open it: its logo and its colours.
  const visitor = await page.context().browser()!.newContext();
  const site = await visitor.newPage();
  await site.goto(siteOn(host, '/'));
  const logo = site.getByRole('banner').getByRole('link', { name: `${name} home` }).getByRole('img');
  await expect(logo).toHaveAttribute('src', new RegExp(`^/api/organizations/${orgId}/logo\\?v=`));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  expect(await rootVariable(site, '--mm-primary')).toBe('#0a3d62');
  expect(await computed(site, 'header button:has-text("Login")', 'background-color')).toBe(rgb('#0a3d62'));
  expect(await computed(site, 'footer', 'background-color')).toBe(rgb('#1f2a44'));
  await expect(site.getByRole('contentinfo')).toContainText('4 Residency Road, Bengaluru');
  await visitor.close();
});

test('a white-label-admin edits only its own organisation and sees only its leads', async ({ page, request }) => {
  test.setTimeout(60_000);
  const suffix = uniqueSuffix();
  const { token: staff } = await newStaff(request);
  const own = await createOrganisation(request, staff, { name: `Kite Ads ${suffix}`, hostnames: [uniqueHost('kite')], primary: '#7a1f3d', secondary: '#1f2a44', city: 'Jaipur' });
  await approveHostnames(request, staff, own);
  const other = await createOrganisation(request, staff, { name: `Other Ads ${suffix}`, hostnames: [uniqueHost('other')], primary: '#0b5d55', secondary: '#3a1f5d' });
  const email = uniqueEmail('wl-admin');
  expect(grantRole(email, 'white-label-admin', own._org)).toContain(`belong to organisation ${own._org}`);

  // One lead sent from the browser on the organisation's host, one to the product's own host.
  const ownLead = `Kite Lead ${suffix}`;
  const productLead = `Product Lead ${suffix}`;
  await page.goto(siteOn(own.hostnames[0]!, '/'));
  await sendLead(page, ownLead);
  const sent = await request.post('/api/leads', { data: leadBody(productLead) });
  expect(sent.status()).toBe(201);

  // The admin signs in on the organisation's own host.
  await signInByEmail(page, request, email);
  await openUserMenu(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Organisation settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Organisations', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'All campaigns' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Organisation settings' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Organisation settings' });
  await expect(form.getByLabel('Organisation name')).toHaveValue(own.name);
  await form.getByLabel('City', { exact: true }).fill('Udaipur');
  await form.getByRole('button', { name: 'Save organisation' }).click();
  await expect(form.getByText('The organisation is saved.')).toBeVisible();
  const adminToken = await page.evaluate(() => localStorage.getItem('authToken'));
  const mine = await listOrganisations(request, adminToken!);
  expect(mine.map((o) => o._org)).toEqual([own._org]);
  expect(mine[0]!.contactDetails.city).toBe('Udaipur');
  // Its visitors see the change at once (the server's lookup cache is dropped on edit).
  const visitor = await page.context().browser()!.newContext();
  const site = await visitor.newPage();
  await site.goto(siteOn(own.hostnames[0]!, '/'));
  await expect(site.getByRole('contentinfo')).toContainText('12 MG Road, Udaipur');
  await visitor.close();

  // Another organisation's settings: not found, nothing of it shown; the server agrees.
  await page.goto(siteOn(own.hostnames[0]!, `/staff/organizations/${other._org}`));
  await expect(page.getByText('This organisation does not exist.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Organisation settings' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(other.name);
  const peek = await request.get(`/api/organizations/${other._org}`, { headers: { 'x-access-token': adminToken! } });
  expect(peek.status()).toBe(404);
  const edit = await request.put(`/api/organizations/${other._org}`, {
    headers: { 'x-access-token': adminToken! },
    data: { name: 'Taken over', contactDetails: { address: '', city: '', emails: [], social: {} }, hostnames: other.hostnames,
      settings: { theme: { palette: { primary: { main: '#0b5d55' }, secondary: { main: '#3a1f5d' } } } } },
  });
  expect(edit.status()).toBe(404);
  // Nor the staff screens: the list of organisations and a new one are staff's; it is sent to its own settings.
  for (const path of ['/staff/organizations', '/staff/organizations/new']) {
    await page.goto(siteOn(own.hostnames[0]!, path));
    const main = page.getByRole('main');
    // On the organisation's host the site's name is the organisation's (the product's never shows there).
    await expect(main.getByText('Only staff create and manage organisations.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Organisation settings' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'New organisation' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Your organisation settings' })).toHaveAttribute('href', '/organization');
  }

  // Its leads only, from the user menu.
  await chooseFromUserMenu(page, 'Leads');
  await expect(page).toHaveURL(/\/staff\/leads$/);
  await expect(page.getByRole('main').getByText(ownLead)).toBeVisible();
  await expect(page.getByRole('main').getByText(productLead)).toHaveCount(0);
  const leads = await request.get('/api/leads?pageSize=100', { headers: { 'x-access-token': adminToken! } });
  const names = ((await leads.json()) as { leads: { name: string }[] }).leads.map((l) => l.name);
  expect(names).toContain(ownLead);
  expect(names).not.toContain(productLead);
});

test('every staff link of the user menu opens a real page', async ({ page, request }) => {
  const { token } = await newStaff(request);
  await withToken(page, token);
  await page.goto('/');
  const pages: [string, RegExp, string][] = [
    ['All campaigns', /\/dashboard\?scope=all$/, 'All campaigns'],
    ['Leads', /\/staff\/leads$/, 'Leads'],
    ['Content', /\/staff\/content$/, 'Site content'],
    ['Analytics', /\/staff\/analytics$/, 'Analytics'],
    ['Organisations', /\/staff\/organizations$/, 'Organisations'],
    ['Releases', /\/staff\/releases$/, 'Releases'],
    ['Proof queue', /\/staff\/proof-queue$/, 'Proof queue'],
  ];
  for (const [label, url, heading] of pages) {
    await chooseFromUserMenu(page, label);
    await expect(page).toHaveURL(url);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(main).not.toContainText(/staff and organisation administrators only|Only staff create and manage organisations|Sign in/);
    await expect(page).not.toHaveTitle(/Page not found/);
    // Opened directly (a bookmark, a reload), the server answers the address too.
    const { pathname, search } = new URL(page.url());
    expect((await request.get(`${pathname}${search}`)).status(), pathname).toBe(200);
  }
});

test('a second organisation with a hostname already in use shows the 409 on that hostname row and is not created', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const { token } = await newStaff(request);
  const first = await createOrganisation(request, token, { name: `Orbit First ${suffix}`, hostnames: [uniqueHost('orbit-first')], primary: '#0a3d62', secondary: '#1f2a44' });
  const host = first.hostnames[0]!;
  await withToken(page, token);
  await page.goto('/staff/organizations');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: first.name })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'New organisation' }).first().click();
  const second = page.getByRole('form', { name: 'Organisation settings' });
  const copyName = `Orbit Copy ${suffix}`;
  await second.getByLabel('Organisation name').fill(copyName);
  await second.getByLabel('Hostname 1', { exact: true }).fill(uniqueHost('orbit-copy'));
  await second.getByRole('button', { name: 'Add hostname' }).click();
  // The same hostname written differently (case, trailing dot, port): the server normalises it.
  const clashRow = second.getByLabel('Hostname 2', { exact: true });
  await clashRow.fill(`${host.toUpperCase()}.:8080`);
  await second.getByRole('button', { name: 'Create organisation' }).click();
  await expect(clashRow).toHaveAttribute('aria-invalid', 'true');
  await expect(clashRow).toHaveAccessibleDescription(`${host} is already used by another organisation`);
  await expect(clashRow).toBeFocused();
  await expect(second.getByRole('alert').filter({ hasText: `${host} is already used by another organisation` })).toBeVisible();
  await expect(second.getByLabel('Hostname 1', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/staff\/organizations\/new$/);
  expect((await listOrganisations(request, token)).map((o) => o.name)).not.toContain(copyName);
});

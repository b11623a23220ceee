import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';

// SPEC.md 7.22 against the run's own OpenID provider (server/test/support/oidc-test-provider.mjs,
// started by playwright.config.ts on E2E_OIDC_PORT and named "Test ID" to the server).
const issuer = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT)}`;

// The provider signs in whichever account it was last given: this file's tests take turns.
test.describe.configure({ mode: 'serial' });

/** Makes the provider's next sign-in a new person, so their account starts with an empty bag. */
async function newProviderAccount(request: APIRequestContext, tag: string) {
  const id = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = { sub: `e2e-${id}`, email: `e2e-oidc-${id}@example.in`, email_verified: true, name: `Oidc ${tag} ${id.slice(-6)}` };
  const res = await request.post(`${issuer}/__test/account`, { data: account });
  expect(res.ok()).toBeTruthy();
  return account;
}

/** As a guest, opens the first radio station and adds its first option to the bag; answers the page's path. */
async function guestAddsAnOption(page: Page): Promise<string> {
  await page.goto('/radio');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('selectedMediaOptions') ?? '[]').length)).toBe(1);
  return new URL(page.url()).pathname;
}

const isAuthorizationRequest = (r: Request) => r.url().startsWith(`${issuer}/`) && new URL(r.url()).searchParams.has('client_id');

/** Login → "Continue with Test ID" (`press`: a click, or a tap on a phone) → the provider's "Continue"; answers its authorization request and our callback. */
async function signInAtProvider(page: Page, email: string, press: 'click' | 'tap' = 'click') {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const button = dialog.getByRole('button', { name: 'Continue with Test ID' });
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport();
  const authorization = page.waitForRequest(isAuthorizationRequest);
  await button[press]();
  const authorize = new URL((await authorization).url());
  await expect(page.getByRole('heading', { name: `Sign in to Test ID as ${email}` })).toBeVisible();
  const callback = page.waitForRequest((r) => r.url().includes('/api/auth/oidc/callback'));
  await page.getByRole('button', { name: 'Continue' }).click();
  return { authorize, callback: (await callback).url() };
}

/** Signed in as `email` on `path`: the header's account menu, no `#oidc=` left, the guest's option in the account's bag. */
async function expectSignedInWithBag(page: Page, request: APIRequestContext, path: string, email: string) {
  const banner = page.getByRole('banner');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  const me = await request.post('/api/authenticate/me', { headers: { 'x-access-token': token } });
  expect(me.ok()).toBeTruthy();
  const { user } = (await me.json()) as { user: { name: string; email: string } };
  expect(user.email).toBe(email);
  await expect(banner.getByRole('button', { name: user.name, exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(page.url()).not.toContain('#');
  expect(page.url()).not.toContain('oidc=');
  // The guest bag moved to the account: the badge counts the server's bag, nothing is kept locally.
  await expect(banner.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedMediaOptions'))).toBeNull();
  const count = await page.evaluate(async () => {
    const res = await fetch('/api/bag/count', { headers: { 'x-access-token': localStorage.getItem('authToken') ?? '' } });
    return ((await res.json()) as { data: { count: number } }).data.count;
  });
  expect(count).toBe(1);
}

test('SPEC.md 7.22: a guest signs in through the OpenID provider with PKCE and lands signed in with the bag merged', async ({ page, request }) => {
  const account = await newProviderAccount(request, 'desk');
  const path = await guestAddsAnOption(page);
  const { authorize, callback } = await signInAtProvider(page, account.email);

  // The authorization request: the code flow with PKCE (S256), a state and a nonce, back to our callback.
  const q = authorize.searchParams;
  expect(q.get('response_type')).toBe('code');
  expect(q.get('client_id')).toBe('mediamart-test');
  expect(q.get('code_challenge_method')).toBe('S256');
  expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(q.get('state')).toBeTruthy();
  expect(q.get('nonce')).toBeTruthy();
  expect(q.get('redirect_uri')).toBe(new URL('/api/auth/oidc/callback', page.url()).href);

  await expectSignedInWithBag(page, request, path, account.email);

  // The callback answers once: replayed, it shows the server's error page with "Try again".
  await page.goto(callback);
  await expect(page.getByRole('link', { name: 'Try again' }).or(page.getByRole('button', { name: 'Try again' }))).toBeVisible();
});

test('SPEC.md 7.22: a hand-off code the server does not know says so in the snackbar and leaves the visitor signed out', async ({ page }) => {
  await page.goto('/radio?city=Delhi#oidc=not-a-real-code');
  await expect(page.getByRole('alert').filter({ hasText: /^Sign-in did not complete: / })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/radio?city=Delhi');
  expect(page.url()).not.toContain('#');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('SPEC.md 7.22: the provider button is in view and tappable, and the sign-in lands back signed in', async ({ page, request }) => {
    const account = await newProviderAccount(request, 'phone');
    const path = await guestAddsAnOption(page);
    await signInAtProvider(page, account.email, 'tap');
    await expectSignedInWithBag(page, request, path, account.email);
  });
});

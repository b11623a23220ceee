import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';

/** The signed-in user's name, as the server has it for the token this page holds. */
async function userName(page: Page, request: APIRequestContext): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  const res = await request.post('/api/authenticate/me', { headers: { 'x-access-token': token! } });
  expect(res.ok()).toBeTruthy();
  const { user } = (await res.json()) as { user: { name: string } };
  expect(user.name).toBeTruthy();
  return user.name;
}

test('signs in by e-mail code, a second tab follows, and logging out in one logs out the other', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('tabs');
  await page.goto('/');
  await signInByEmail(page, request, email);

  const banner = page.getByRole('banner');
  const name = await userName(page, request);
  // The account menu (mf_auth/UserMenu) shows the user's name in place of Login.
  const menu = banner.getByRole('button', { name, exact: true });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-haspopup', 'menu');
  await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);

  // Same context = same localStorage: the second tab restores the session from the token.
  const second = await context.newPage();
  await second.goto('/');
  const secondBanner = second.getByRole('banner');
  await expect(secondBanner.getByRole('button', { name, exact: true })).toBeVisible();

  // Logout in the first tab: the token's removal reaches the second through the storage event.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(secondBanner.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await second.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // And a sign-in in the second tab signs the first one in again.
  await signInByEmail(second, request, email);
  await expect(banner.getByRole('button', { name, exact: true })).toBeVisible();
});

test("a guest's bag moves to the account at sign-in: the badge counts the server bag and the local bag is cleared", async ({
  page,
  request,
}) => {
  // Two real media options from the catalog, put in the guest bag the way the catalog does.
  const list = await request.get('/api/catalog/media?pageSize=5');
  expect(list.ok()).toBeTruthy();
  const { items: summaries } = (await list.json()) as { items: { category: string; slug: string }[] };
  const items: { _id: string; _media: { _id: string; discountedRate: number }; tobeLoaded: boolean }[] = [];
  for (const m of summaries) {
    if (items.length >= 2) break;
    const detail = await request.get(`/api/catalog/media/${m.category}/${m.slug}`);
    const { mediaOptions = [] } = (await detail.json()) as {
      mediaOptions?: { _id: string; _media: string; rates?: { defaultRates?: { discountedRate?: number } } }[];
    };
    for (const o of mediaOptions.slice(0, 2 - items.length)) {
      items.push({ _id: o._id, _media: { _id: o._media, discountedRate: o.rates?.defaultRates?.discountedRate ?? 0 }, tobeLoaded: true });
    }
  }
  expect(items).toHaveLength(2);

  await page.goto('/');
  await page.evaluate((bag) => localStorage.setItem('selectedMediaOptions', JSON.stringify(bag)), items);
  await page.reload();
  const bagButton = page.getByRole('banner').getByRole('button', { name: /your bag/i });
  await expect(bagButton).toHaveAccessibleName('Your Bag, 2 items');

  await signInByEmail(page, request, uniqueEmail('bag'));
  await expect(page.getByRole('banner').getByRole('button', { name: await userName(page, request), exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedMediaOptions'))).toBeNull();
  await expect(bagButton).toHaveAccessibleName('Your Bag, 2 items');
  await expect(page.getByTestId('bag-count')).toHaveText('2');

  // The count is the server's: a reload (nothing local any more) still shows 2.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /your bag/i })).toHaveAccessibleName('Your Bag, 2 items');

  // Signed in, "Add to bag" adds to the server bag: the badge goes to 3 and nothing is kept locally.
  await page.goto('/radio');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /your bag/i })).toHaveAccessibleName('Your Bag, 3 items');
  expect(await page.evaluate(() => localStorage.getItem('selectedMediaOptions'))).toBeNull();
  const count = await page.evaluate(async () => {
    const res = await fetch('/api/bag/count', { headers: { 'x-access-token': localStorage.getItem('authToken') ?? '' } });
    return ((await res.json()) as { data: { count: number } }).data.count;
  });
  expect(count).toBe(3);
});

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { verifyPhone } from './session';

/** Adds the first option of the first media of `category`; answers the bag drawer with its one line. */
export async function addFirstOption(page: Page, category: string): Promise<Locator> {
  await page.goto(`/${category}`);
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer.getByTestId('bag-line')).toHaveCount(1);
  return drawer;
}

/**
 * Saves the bag in the open drawer as a campaign, verifying the user's phone when asked (the
 * first save of a user who signed in by e-mail); answers the new campaign's id from the page it opens.
 */
export async function saveAsCampaign(page: Page, drawer: Locator, request: APIRequestContext, { phone = true } = {}): Promise<string> {
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Save as campaign' }).click();
  if (phone) await verifyPhone(page, request);
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  return page.url().split('/').pop()!;
}

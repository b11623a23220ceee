import { expect, test } from '@playwright/test';
import { codeFor, uniqueEmail } from './support/session';

/**
 * The brief assistant (issue 18): a guest walks the brief by typing and by the offered
 * answers, is told what is wrong with a bad budget, corrects the budget at the end, finds the
 * conversation again after a reload, signs in when saving, and the brief becomes a campaign.
 */
test('a guest completes a brief in the chat, corrects it, signs in and saves it as a campaign', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Campaign brief assistant' });
  const log = chat.getByRole('log', { name: 'Conversation' });
  const last = log.locator('li').last();
  await expect(last).toContainText("What is your brand's name?");
  const input = chat.getByLabel('Your message');
  await expect(input).toBeFocused();

  const say = async (text: string) => {
    await input.fill(text);
    await input.press('Enter');
  };
  const pick = (label: string) => chat.getByRole('list', { name: 'Suggested answers' }).getByRole('button', { name: label, exact: true }).click();

  await say('Sunrise Tea');
  await expect(last).toContainText("What is Sunrise Tea's website?");
  await pick('No website');
  await expect(last).toContainText('Which industry is Sunrise Tea in?');
  await pick('FMCG');
  await expect(last).toContainText('What is the main objective');
  await pick('Brand awareness');
  await expect(last).toContainText('What is your budget');
  await say('a lot');
  await expect(last).toContainText('Please give the budget as an amount in rupees');
  await pick('₹5 lakh');
  await expect(last).toContainText('When should the campaign start?');
  await pick('Next month');
  await expect(last).toContainText('And when should it end?');
  await pick('1 month later');
  await expect(last).toContainText('Which age group');
  await pick('25-34');
  await expect(last).toContainText('Which gender');
  await pick('All');
  await expect(last).toContainText('Which cities or regions');
  await say('Mumbai, Pune');
  await expect(last).toContainText('Which media would you like to use?');
  await pick('Radio');
  await expect(last).toContainText('Here is your brief:');
  await expect(last).toContainText('Budget: ₹5,00,000');

  await say('change budget to 10 lakh');
  await expect(last).toContainText('Updated. The budget: ₹10,00,000.');
  await expect(last).toContainText('Budget: ₹10,00,000');
  await expect(last).toContainText('Locations: Mumbai, Pune');
  await expect(last).toContainText('Media preference: Radio');

  // Escape closes; after a reload the tab's thread comes back.
  await input.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.reload();
  await launcher.click();
  await expect(last).toContainText('Budget: ₹10,00,000');

  // Saving asks a guest to sign in, then saves through the brief page's call.
  await chat.getByRole('button', { name: 'Save brief' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  const email = uniqueEmail('chat');
  await signIn.getByRole('button', { name: 'Continue with e-mail' }).click();
  await signIn.getByLabel('E-mail address').fill(email);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await signIn.getByLabel(`Code sent to ${email}`).fill(await codeFor(request, email));
  await signIn.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  await expect(page.getByRole('main')).toContainText('Plan Requested');
  await page.getByRole('tab', { name: 'Brief' }).click();
  const brief = page.getByLabel('Brief details');
  await expect(brief).toContainText('Sunrise Tea');
  await expect(brief).toContainText('₹10,00,000');
  await expect(brief).toContainText('Mumbai, Pune');
});

test('the chat is on the site but not on a landing page', async ({ page }) => {
  await page.goto('/lp/newspaper-advertising');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/session';
import { apiToken, makeStaff } from './support/staff';

// Content as data: staff edit a page on /staff/content, the public page shows it, a restore
// brings the old text back, script is refused, and guests cannot reach the editor's API.

test('staff edit /about, the public page shows it, and a restore brings the old title back', async ({ page, request }) => {
  const email = uniqueEmail('content');
  const token = await apiToken(request, email);
  makeStaff(email);
  await page.addInitScript((t) => window.localStorage.setItem('authToken', t), token);
  page.on('dialog', (dialog) => void dialog.accept());

  await page.goto('/staff/content?url=/about');
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).not.toHaveValue('');
  const oldTitle = await title.inputValue();
  const newTitle = `About MediaMart, edited ${Date.now()}`;
  await title.fill(newTitle);
  await expect(page.getByRole('article', { name: 'Live preview' }).getByRole('heading', { level: 1 })).toHaveText(newTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved\. Version \d+ is live on \/about\.$/)).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

  await page.goto('/staff/content?url=/about');
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem').first()).toContainText('(live)');
  await versions.getByRole('listitem').nth(1).getByRole('button', { name: /^Restore version/ }).click();
  await expect(page.getByText(/^Version \d+ restored\. Version \d+ is live on \/about\.$/)).toBeVisible();
  await expect(title).toHaveValue(oldTitle);

  // The editor shows the stored text, whose {{siteName}} the product's own host reads as MediaMart.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldTitle.replaceAll('{{siteName}}', 'MediaMart'));
});

test('script in content HTML is refused with a clear message, in the editor and by the API', async ({ page, request }) => {
  const email = uniqueEmail('content-script');
  const token = await apiToken(request, email);
  makeStaff(email);
  await page.addInitScript((t) => window.localStorage.setItem('authToken', t), token);

  await page.goto('/staff/content?url=/about');
  const html = page.getByLabel('Section 1 text (HTML)');
  await html.fill('<p>Hello</p><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText("Not saved: Section 1's text contains a <script> element; script is not allowed in page content");

  const current = (await (await request.get('/api/content/pages?url=/about')).json()) as { data: Record<string, unknown> };
  const { version: _v, updatedAt: _u, ...about } = current.data;
  const refused = await request.put('/api/content/pages', {
    headers: { 'x-access-token': token },
    data: { ...about, faqs: [{ question: 'Q', answer: '<img src=x onerror="alert(1)">' }] },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe('The answer to question 1 contains an event handler attribute (onerror); script is not allowed in page content');
  const after = (await (await request.get('/api/content/pages?url=/about')).json()) as { data: { version: number } };
  expect(after.data.version).toBe(current.data.version);
});

test("a guest cannot reach the editor's API", async ({ request }) => {
  const current = (await (await request.get('/api/content/pages?url=/about')).json()) as { data: Record<string, unknown> };
  const { version: _v, updatedAt: _u, ...about } = current.data;
  expect((await request.put('/api/content/pages', { data: { ...about, title: 'Guest title' } })).status()).toBe(401);
  expect((await request.get('/api/content/pages/all')).status()).toBe(401);
  expect((await request.get('/api/content/versions?url=/about')).status()).toBe(401);
  expect((await request.post('/api/content/restore', { data: { url: '/about', version: 1 } })).status()).toBe(401);
});

import { expect, test } from '@playwright/test';

type Attribute = { value?: unknown; toolTip?: string };
type Detail = {
  name: string;
  slug: string;
  attributes: Record<string, Attribute>;
  demographics: { title: string; data: unknown[] }[];
  mediaOptions: { _id: string; name: string }[];
};

const indian = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The most popular newspaper with audience charts and at least two options. */
async function newspaperWithCharts(request: import('@playwright/test').APIRequestContext): Promise<Detail> {
  const list = await request.get('/api/catalog/media', { params: { category: 'newspaper', pageSize: 10 } });
  expect(list.ok()).toBeTruthy();
  for (const item of (await list.json()).items as { slug: string }[]) {
    const res = await request.get(`/api/catalog/media/newspaper/${item.slug}`);
    const detail = (await res.json()) as Detail;
    if (detail.demographics.length && detail.mediaOptions.length >= 2) return detail;
  }
  throw new Error('the seed has no newspaper with charts and two options');
}

test('a media detail page shows charts and reach; two options compared side by side', async ({ page, request, browser }) => {
  const media = await newspaperWithCharts(request);
  const circulation = Number(media.attributes.circulation?.value);
  const [first, second] = media.mediaOptions;

  await page.goto(`/newspaper/${media.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: media.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escape(media.name)}.* – Newspaper advertising \\| MediaMart$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^Advertise in ${escape(media.name)}`));

  // The charts arrive in their own chunk and draw as SVG.
  await expect(page.getByRole('heading', { level: 2, name: 'Audience' })).toBeVisible();
  const gender = page.getByRole('img', { name: /^Gender Distribution: / });
  await expect(gender).toBeVisible();
  await expect(gender).toHaveAttribute('data-chart', 'pie');
  await expect(gender.locator('path')).toHaveCount(2);
  await expect(page.getByRole('img', { name: /^Age Distribution: / }).locator('rect')).toHaveCount(6);

  // Newspaper reach is 3 × circulation, and each option has a CPM.
  const card = page.getByRole('article', { name: first!.name, exact: true });
  await expect(card).toContainText(`Est. reach${indian(3 * circulation)}`);
  await expect(card).toContainText(/CPM₹[\d,]+(\.\d\d)?/);

  // Pick two options; the tray links to the comparison.
  await card.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.getByRole('article', { name: second!.name, exact: true }).getByRole('button', { name: 'Compare', exact: true }).click();
  const tray = page.getByRole('complementary', { name: 'Compare (2 of 4)' });
  await expect(tray).toBeVisible();
  await tray.getByRole('link', { name: 'Compare 2 options' }).click();

  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first!._id},${second!._id}$`));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([first!.name, second!.name]);
  const reachRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Est. reach' }) });
  await expect(reachRow.getByRole('cell')).toHaveText([new RegExp(`^${indian(3 * circulation)}`), new RegExp(`^${indian(3 * circulation)}`)]);
  for (const name of ['Media', 'Rate', 'Unit', 'CPM', 'Minimum billing', 'GST']) {
    await expect(table.getByRole('rowheader', { name })).toBeVisible();
  }
  await expect(page).toHaveTitle(`Compare 2 ad options: ${media.name} | MediaMart`);

  // The link alone reproduces the comparison, in a browser with no picks.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('table').getByRole('columnheader')).toHaveText([first!.name, second!.name]);
  await fresh.close();
});

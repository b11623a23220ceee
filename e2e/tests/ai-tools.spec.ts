import { expect, test, type Download } from '@playwright/test';
import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { watchCspViolations } from './support/csp';

// The ad creative maker (issue 18): creatives drawn in the browser at the sizes the chosen media
// ask for, downloaded one as PNG and all as a ZIP, each file exactly the size it names.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The files of a ZIP, read through its central directory; every entry's CRC and size checked. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [method, crc, compressed, size] = [zip.readUInt16LE(at + 10), zip.readUInt32LE(at + 16), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24)];
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    expect({ name, method, size, crc }).toEqual({ name, method: 0, size: compressed, crc: crc32(data) });
    files.set(name, data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

const saved = async (download: Download) => fs.readFileSync((await download.path())!);

test('a buyer makes creatives at the sizes digital media ask for and downloads them at their exact pixel sizes', async ({ page }) => {
  const csp = await watchCspViolations(page);
  await page.goto('/ai-tools');
  await page.getByRole('main').getByRole('link', { name: 'Ad creative maker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad creative maker' })).toBeVisible();

  await page.getByLabel('Brand name').fill('Chai Point');
  await page.getByLabel('Headline').fill('Fresh chai at your desk in 15 minutes');
  await page.getByLabel('Call to action').fill('Order now');
  await page.getByLabel('Background colour (hex code)').fill('#0b3d2e');
  await page.getByLabel('Text and button colour (hex code)').fill('#ffd54f');
  await expect(page.getByText(/^Contrast \d+\.\d\d:1: at least the 4\.5:1/)).toBeVisible();
  // A logo is read in the page, not uploaded.
  await page.getByLabel('Logo (optional)').setInputFiles({
    name: 'logo.svg', mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" rx="8" fill="#ffd54f"/></svg>'),
  });
  await expect(page.getByText('Using logo.svg (120 × 60).')).toBeVisible();

  await page.getByLabel('Media category').selectOption('digital');
  const sizes = page.getByRole('group', { name: 'Sizes' });
  // The seeded digital options ask for the IAB units in their creative specs.
  const rectangle = sizes.getByRole('checkbox', { name: /^300 × 250 px/ });
  await expect(rectangle).toBeVisible();
  await expect(rectangle.locator('xpath=..')).toContainText(/Asked for by \d+ options/);
  await rectangle.check();
  await sizes.getByRole('checkbox', { name: /^728 × 90 px/ }).check();
  await sizes.getByRole('checkbox', { name: /^1080 × 1080 px/ }).check();
  await page.getByRole('button', { name: 'Make the creatives' }).click();
  await expect(page).toHaveURL(/sizes=300x250%2C728x90%2C1080x1080/);

  const results = page.getByRole('region', { name: 'Creatives' });
  await expect(results.locator('canvas')).toHaveCount(3);
  await expect(results.getByRole('button', { name: 'Download 300 × 250 PNG' })).toBeEnabled();

  const [one] = await Promise.all([page.waitForEvent('download'), results.getByRole('button', { name: 'Download 300 × 250 PNG' }).click()]);
  expect(one.suggestedFilename()).toBe('chai-point-300x250.png');
  expect(pngSize(await saved(one))).toEqual({ width: 300, height: 250 });

  const [all] = await Promise.all([page.waitForEvent('download'), results.getByRole('button', { name: /Download all \(3 PNG, \.zip\)/ }).click()]);
  expect(all.suggestedFilename()).toBe('chai-point-creatives.zip');
  const files = unzip(await saved(all));
  expect([...files.keys()]).toEqual(['chai-point-300x250.png', 'chai-point-728x90.png', 'chai-point-1080x1080.png']);
  expect([...files.values()].map(pngSize)).toEqual([{ width: 300, height: 250 }, { width: 728, height: 90 }, { width: 1080, height: 1080 }]);

  // The creative is drawn: the background colour fills a corner, the text colour appears on it.
  const pixels = await results.locator('canvas[data-size="300x250"]').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let accent = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === 0xff && data[i + 1] === 0xd5 && data[i + 2] === 0x4f) accent++;
    return { corner: [data[0], data[1], data[2]], accent };
  });
  expect(pixels.corner).toEqual([0x0b, 0x3d, 0x2e]);
  expect(pixels.accent).toBeGreaterThan(500);
  expect(csp).toEqual([]);
});

test('a link to one media option preselects its sizes, and a low contrast is caught', async ({ page, request }) => {
  const answer = await request.get('/api/planning/creative-sizes?category=outdoor');
  expect(answer.ok()).toBe(true);
  const { sizes } = (await answer.json()) as { sizes: { width: number; height: number; label: string; options: { mediaOptionId: string }[] }[] };
  const hoarding = sizes.find((s) => s.label.includes('ft'))!;
  expect(hoarding.label).toMatch(/ft \(drawn at \d+ × \d+ px\)$/);

  await page.goto(`/sivi-ai-advertisement-generator?option=${hoarding.options[0].mediaOptionId}`);
  await expect(page.getByText(/asks for .* ft \(drawn at .*: ticked below\./)).toBeVisible();
  await expect(page.getByLabel('Media category')).toHaveValue('outdoor');
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${hoarding.label.replace(/[()]/g, '\\$&')}`) })).toBeChecked();

  await page.getByLabel('Brand name').fill('Dhaba Express');
  await page.getByLabel('Headline').fill('Open all night on NH 48');
  await page.getByLabel('Call to action').fill('Visit us');
  await page.getByLabel('Background colour (hex code)').fill('#ffff00');
  await page.getByLabel('Text and button colour (hex code)').fill('#ffffff');
  await page.getByRole('button', { name: 'Make the creatives' }).click();
  const results = page.getByRole('region', { name: 'Creatives' });
  await expect(results.getByRole('alert')).toContainText('below the 4.5:1');
  await expect(results).toContainText('drawn smaller than print resolution');
  await results.getByRole('button', { name: 'Use black text' }).click();
  await expect(page).toHaveURL(/fg=%23000000/);
  await expect(results.getByRole('alert')).toHaveCount(0);
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    results.getByRole('button', { name: `Download ${hoarding.width} × ${hoarding.height} PNG` }).click(),
  ]);
  expect(one.suggestedFilename()).toBe(`dhaba-express-${hoarding.width}x${hoarding.height}.png`);
  expect(pngSize(await saved(one))).toEqual({ width: hoarding.width, height: hoarding.height });
});

test('Ad copy: /ai-tools promises it, and the creative maker drafts editable copy from the brief that goes into the creative', async ({ page }) => {
  await page.goto('/ai-tools');
  await expect(page.getByRole('main')).toContainText('Draft headline and body copy from your brief');
  await page.goto('/sivi-ai-advertisement-generator');
  await page.getByLabel('Brand name').fill('Kite Homes');
  await page.getByLabel('What you sell').fill('home loans');
  await page.getByLabel('Objective').selectOption('Lead generation');
  await page.getByLabel('Target group').fill('first-time home buyers');
  await page.getByLabel('Cities or regions').fill('Pune, Nashik');
  await page.getByLabel('Offer (optional)').fill('Zero processing fee');
  await page.getByRole('button', { name: 'Draft copy' }).click();
  const drafts = page.getByRole('list', { name: 'Copy drafts' });
  await expect(drafts.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByLabel('Headline, draft 2')).toHaveValue('Pune and Nashik, meet Kite Homes');
  await expect(page.getByLabel('Body copy, draft 2')).toHaveValue(/Kite Homes is here in Pune and Nashik\./);
  await page.getByLabel('Headline, draft 2').fill('Pune, your home loan is here');
  await page.getByRole('button', { name: 'Use draft 2 in the creative' }).click();
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('Pune, your home loan is here');
  await expect(page.getByLabel('Call to action', { exact: true })).toHaveValue('Enquire now');
  await page.getByRole('group', { name: 'Sizes' }).getByRole('checkbox', { name: /^300 × 250 px/ }).check();
  await page.getByRole('button', { name: 'Make the creatives' }).click();
  await expect(page).toHaveURL(/headline=Pune%2C\+your\+home\+loan\+is\+here&cta=Enquire\+now/);
  await expect(page.getByRole('region', { name: 'Creatives' }).locator('canvas')).toHaveCount(1);
});

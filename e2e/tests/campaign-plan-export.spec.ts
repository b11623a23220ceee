import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { addFirstOption, saveAsCampaign } from './support/campaign';
import { signInByEmail, uniqueEmail } from './support/session';
import { sharePlan } from './support/staff';

/** Today in India, as the plan file names it ('YYYY-MM-DD'). */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date());

/** "₹1,23,456" → 123456. */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * A buyer opens their saved campaign, whose team shared plan version 1, and downloads its
 * media plan as XLSX and PDF: the files are named after the campaign, the version and the
 * day, the workbook's total is the total on the page, and no vendor rate is in it.
 */
test("a saved campaign's media plan downloads as XLSX and PDF with the page's total", async ({ page, request }) => {
  test.slow();
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('planexport'));
  const campaignId = await saveAsCampaign(page, await addFirstOption(page, 'newspaper'), request);

  // The buyer names the campaign (the rename dialog has its own tests); the team shares plan version 1 of its options.
  const buyer = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` };
  expect((await request.patch(`/campaign-api/campaigns/${campaignId}`, { headers: buyer, data: { name: 'Diwali print push' } })).ok()).toBeTruthy();
  await sharePlan(request, campaignId, 'Front page');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diwali print push');
  await expect(page.getByRole('list', { name: 'Plan versions' })).toContainText('Version 1');

  const totalOnPage = (await page.getByLabel('Campaign totals').locator('div', { hasText: /^Total/ }).locator('dd').textContent())!.trim();
  expect(totalOnPage).toMatch(/^₹[\d,]+$/);
  expect(rupees(totalOnPage)).toBeGreaterThan(0);
  const downloads = page.getByRole('group', { name: "Download the campaign's media plan" });

  // XLSX: named after the campaign, its plan version and the day; its total is the page's.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('button', { name: 'Download XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`Diwali-print-push-v1-${todayInIndia()}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await xlsx.path())!);
  const ws = wb.getWorksheet('Media plan')!;
  expect(ws.getCell('A1').value).toBe('Diwali print push');
  expect(ws.getCell('A2').value).toBe('Plan version: 1');
  let headerRow = 0;
  ws.eachRow((row, n) => { if (!headerRow && row.getCell(1).value === '#') headerRow = n; });
  const headers = (ws.getRow(headerRow).values as unknown[]).slice(1).map(String);
  expect(headers).toContain('Total');
  expect(headers.join(' ')).not.toMatch(/vendor|payable/i);
  const totalCol = headers.indexOf('Total') + 1;
  let total: number | null = null;
  ws.eachRow((row) => { if (row.getCell(totalCol - 1).value === 'Total') total = row.getCell(totalCol).value as number; });
  expect(typeof total).toBe('number');
  // The workbook keeps the paise; the page shows whole rupees.
  expect(Math.round(total!)).toBe(rupees(totalOnPage));

  // PDF: the same name, a real PDF.
  const [pdf] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`Diwali-print-push-v1-${todayInIndia()}.pdf`);
  expect(fs.readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(downloads.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});

import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from 'shared-domain/releases';

type Probe = { __mfSingletons?: Record<string, unknown[]> };

test('one React and one event bus across the host and the remotes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: /radio/i }).first()).toBeVisible();
  await page.goto('/lp/outdoor-advertising');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/radio');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /your bag/i }).click();
  await expect(page.getByRole('dialog', { name: /your bag/i })).toBeVisible();

  const probe = await page.evaluate(() => {
    const g = globalThis as unknown as Probe;
    return { react: g.__mfSingletons?.react?.length ?? 0, bus: g.__mfSingletons?.bus?.length ?? 0 };
  });
  expect(probe).toEqual({ react: 1, bus: 1 });
});

test('the seller remote shares the host\'s React and event bus', async ({ page }) => {
  await page.goto('/seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller studio' })).toBeVisible();
  const probe = await page.evaluate(() => {
    const g = globalThis as unknown as Probe;
    return { react: g.__mfSingletons?.react?.length ?? 0, bus: g.__mfSingletons?.bus?.length ?? 0 };
  });
  expect(probe).toEqual({ react: 1, bus: 1 });
});

test('an event a remote publishes reaches the host', async ({ page }) => {
  await page.goto('/cinema');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  // The catalog remote publishes bag/item-added on the shared bus; the host's badge listens.
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);
});

test('with one remote\'s files missing, that slot shows a fallback with Retry and the rest works', async ({ page }) => {
  let blocked = true;
  await page.route('**/mf/mf-landing/**', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/lp/newspaper-advertising');
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the catalog works while the bag remote is down', async ({ page }) => {
  await page.route('**/mf/mf-bag/**', (route) => route.abort());
  await page.goto('/bag');
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
  await expect(page.getByRole('main').getByRole('link', { name: /newspaper/i }).first()).toBeVisible();
  await page.goto('/newspaper');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);
});

test('remotes.json names every remote by its manifest', async ({ request }) => {
  const res = await request.get('/remotes.json');
  expect(res.ok()).toBe(true);
  const map = (await res.json()) as Record<string, string>;
  expect(Object.keys(map).sort()).toEqual([...REMOTE_NAMES].sort());
  for (const url of Object.values(map)) {
    const manifest = await request.get(url);
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toHaveProperty('exposes');
  }
});

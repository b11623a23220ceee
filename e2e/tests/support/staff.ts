import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { codeFor, uniqueEmail } from './session';

// The site has no screen that makes someone staff, so tests give a user a role in the e2e
// server's SQLite file (the e2e server always runs on SQLite), as an administrator would.

type Statement = { run(...params: unknown[]): { changes: number } };
type SqliteDb = { prepare(sql: string): Statement; pragma(sql: string): unknown; close(): void };
const load = createRequire(path.join(process.cwd(), 'package.json'));

export function makeStaff(email: string): void {
  const Database = load('better-sqlite3') as new (file: string) => SqliteDb;
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'mediamart.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const out = db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
    expect(out.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Signs in through the API and answers the token (staff work through the campaign service). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const sent = await request.post('/api/auth/otp/send', { data: { email } });
  expect(sent.ok()).toBeTruthy();
  const { requestId } = (await sent.json()) as { requestId: string };
  const verified = await request.post('/api/auth/otp/verify', { data: { requestId, emailCode: await codeFor(request, email) } });
  expect(verified.ok()).toBeTruthy();
  return ((await verified.json()) as { token: string }).token;
}

/** A new staff member shares a plan version of the campaign's options (POST /campaigns/{id}/plans); answers the new plan's id and the staff token. */
export async function sharePlan(request: APIRequestContext, campaignId: string, note: string, tag = 'planner'): Promise<{ planId: string; staffToken: string }> {
  const email = uniqueEmail(tag);
  const token = await apiToken(request, email);
  makeStaff(email);
  const shared = await request.post(`/campaign-api/campaigns/${campaignId}/plans`, { headers: { Authorization: `Bearer ${token}` }, data: { note } });
  expect(shared.status()).toBe(201);
  return { planId: ((await shared.json()) as { plans: { _id: string }[] }).plans.at(-1)!._id, staffToken: token };
}

/**
 * Fixtures of the proof route tests (issue 38, used by *.test.ts only): a catalogue with two
 * sellers' outdoor sites and the marketplace's own newspaper, their places, two buyers'
 * campaigns whose lines run on the three days before today, accepted booking requests, and a
 * caller that sends a file's raw bytes.
 */
import fs from 'node:fs';
import { addDays, indiaDay, type BagMediaOption } from 'shared-domain';
import type { Db } from '../../src/db/database';
import type { SeedCatalog } from '../../src/seed/seed';
import { placeRequest, sellerOf, type Seller } from './booking-requests.fixtures';
import { bearer, makeUser, sampleOption, seedCampaign, type Actor } from './campaign.fixtures';
import { media } from './fixtures';
import type { TestApp } from './test-app';

/** Skyline's site in Delhi (seller A), Coastal's in Mumbai (seller B), and the marketplace's own newspaper. */
export const OPTION_A = 'out-skyline-o0';
export const OPTION_B = 'out-coastal-o0';
export const OPTION_OWN = 'np-own-o0';
export const PLACE_A = { lat: 28.6139, lng: 77.209 };
export const PLACE_B = { lat: 19.076, lng: 72.8777 };

export function proofCatalog(): SeedCatalog {
  return {
    media: [
      media({ id: 'out-skyline', category: 'outdoor', slug: 'skyline-hoarding-delhi', name: 'Skyline Hoarding', city: 'Delhi' }),
      media({ id: 'out-coastal', category: 'outdoor', slug: 'coastal-unipole-mumbai', name: 'Coastal Unipole', city: 'Mumbai' }),
      media({ id: 'np-own', category: 'newspaper', slug: 'own-daily', name: 'Own Daily', city: 'Delhi' }),
    ],
  };
}

/** The day `n` days from today in India. */
export const dayFrom = (n: number): string => addDays(indiaDay(new Date()), n);
/** The days every test line runs: the three days before today. */
export const LINE_DAYS = [dayFrom(-3), dayFrom(-2), dayFrom(-1)];
/** 10:00 in India on `day`. */
export const atTen = (day: string): Date => new Date(`${day}T10:00:00+05:30`);

function line(lineId: string, optionId: string): BagMediaOption {
  return {
    ...sampleOption(lineId, 3), _mediaOption: optionId, _media: optionId.replace(/-o\d+$/, ''),
    schedule: LINE_DAYS.map((date) => ({ date, units: 1 })),
  };
}

export type ProofCast = {
  buyer: Actor; otherBuyer: Actor; staff: Actor; stranger: Actor; sellerA: Seller<Actor>; sellerB: Seller<Actor>;
  /** The buyer's campaign: lines A (Skyline), B (Coastal), OWN (the newspaper). */
  campaign: { id: string; lineA: string; lineB: string; lineOwn: string };
  /** The other buyer's campaign: one line of Coastal's site. */
  other: { id: string; lineB: string };
};

/** The people, places, campaigns and accepted requests of the proof tests. */
export async function proofCast(t: () => TestApp): Promise<ProofCast> {
  const { db } = t();
  const buyer = await makeUser(db, 'Asha Rao');
  const otherBuyer = await makeUser(db, 'Ravi Iyer');
  const staff = await makeUser(db, 'Priya Staff', 'media-planner');
  const stranger = await makeUser(db, 'Stranger');
  const sellerA = await sellerOf(t, await makeUser(db, 'Skyline'), 'Skyline', 'out-skyline');
  const sellerB = await sellerOf(t, await makeUser(db, 'Coastal'), 'Coastal', 'out-coastal');
  const at = new Date().toISOString();
  await db.insertInto('option_places').values([
    { option_id: OPTION_A, ...PLACE_A, updated_by: null, updated_at: at },
    { option_id: OPTION_B, ...PLACE_B, updated_by: null, updated_at: at },
  ]).execute();
  const first = await seedCampaign(db, buyer, { status: 'In Execution', options: [line('line-a', OPTION_A), line('line-b', OPTION_B), line('line-own', OPTION_OWN)] });
  const second = await seedCampaign(db, otherBuyer, { status: 'In Execution', options: [line('line-b2', OPTION_B)] });
  const accepted = { at: new Date(), from: LINE_DAYS[0], to: LINE_DAYS[2], holdStatus: 'confirmed' as const };
  await placeRequest(db, { ...accepted, optionId: OPTION_A, buyer, campaignId: first.id, lineId: 'line-a' });
  await placeRequest(db, { ...accepted, optionId: OPTION_B, buyer: otherBuyer, campaignId: second.id, lineId: 'line-b2' });
  return {
    buyer, otherBuyer, staff, stranger, sellerA, sellerB,
    campaign: { id: first.id, lineA: 'line-a', lineB: 'line-b', lineOwn: 'line-own' },
    other: { id: second.id, lineB: 'line-b2' },
  };
}

export type Res = { status: number; headers: Record<string, unknown>; body: Record<string, unknown> & { error?: string; message?: string }; raw: Buffer };

/** Calls `/campaign-api{path}` as `who`: a JSON body, or raw bytes (application/octet-stream). */
export function proofApi(t: () => TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT', path: string, who: Actor | null, body?: Buffer | object): Promise<Res> => {
    const raw = Buffer.isBuffer(body);
    const res = await t().app.inject({
      method, url: `/campaign-api${path}`,
      headers: { ...bearer(who), ...(raw ? { 'content-type': 'application/octet-stream' } : {}) },
      ...(body !== undefined ? { payload: body as Buffer } : {}),
    });
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
    return { status: res.statusCode, headers: res.headers, body: json && res.body ? res.json() : {}, raw: res.rawPayload };
  };
}

/** `POST /campaigns/{id}/lines/{lineId}/proofs?…` with the file's bytes. */
export function uploadPath(campaignId: string, lineId: string, query: Record<string, string | number>): string {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `/campaigns/${campaignId}/lines/${lineId}/proofs?${q.toString()}`;
}

/** What is stored: proof rows and files in the proofs folder (to check a refusal stored nothing). */
export async function storedProofs(db: Db, dir: string): Promise<{ rows: number; files: number }> {
  const rows = await db.selectFrom('proofs').select('id').execute();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  return { rows: rows.length, files };
}

export type { Actor, Seller };

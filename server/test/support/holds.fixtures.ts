/**
 * Fixtures of the availability and hold tests (issue 37): a caller of service B, buyers with a
 * verified phone, a seller account owning a catalogue media, and days counted from today (India).
 */
import { addDays, indiaDay } from 'shared-domain';
import type { Db } from '../../src/db/database';
import { bearer, makeUser, type Actor } from './campaign.fixtures';
import { signUpSeller, type Seller } from './seller.fixtures';
import type { TestApp } from './test-app';


/** Calls `/campaign-api{path}` as `who` (no token for null). */
export function campaignApiOf(t: () => TestApp) {
  // The body is what `inject` parses (read as the tests expect it).
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Actor | null, body?: object) => {
    const res = await t().app.inject({ method, url: `/campaign-api${path}`, headers: bearer(who), ...(body !== undefined ? { payload: body } : {}) });
    return { status: res.statusCode, headers: res.headers, body: res.body ? res.json() : {} };
  };
}

/** The day `n` days after today in India at the app's clock. */
export const dayFromToday = (n: number, now = new Date()): string => addDays(indiaDay(now), n);

let phones = 0;
/** A user whose phone was verified (users.phone set, as OTP verification sets it). */
export async function verifiedBuyer(db: Db, name: string): Promise<Actor> {
  const user = await makeUser(db, name);
  phones += 1;
  await db.updateTable('users').set({ phone: `+9198${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(5, '0')}` }).where('id', '=', user.id).execute();
  return user;
}

/** A seller account whose profile is the live media `mediaId` (seller_profiles.media_id). */
export async function sellerOfMedia(t: () => TestApp, name: string, mediaId: string): Promise<Seller> {
  const seller = await signUpSeller(t, name);
  const at = new Date().toISOString();
  const media = await t().db.selectFrom('media').select(['category', 'name', 'city', 'slug']).where('id', '=', mediaId).executeTakeFirstOrThrow();
  await t().db.insertInto('seller_profiles').values({
    id: `sp-${mediaId}`, seller_id: seller.sellerId, category: media.category, name: media.name, city: media.city, status: 'live', score: 50,
    draft_json: '{}', version: 1, comments_json: '[]', media_id: mediaId, live_category: media.category, live_slug: media.slug,
    published_at: at, submitted_at: at, created_at: at, updated_at: at,
  }).execute();
  return seller;
}

/**
 * Test fixtures of the seller routes (issue 19): a JSON caller of service A, sellers signed
 * up through the API, stored seller files, and drafts ready for review.
 */
import { randomBytes } from 'node:crypto';
import {
  emptyDraft, emptyOption,
  type CategoryKey, type SellerFileKind, type SellerProfile, type SellerProfileDraft,
} from 'shared-domain';
import type { Db } from '../../src/db/database';
import { makeUser, type Actor } from './campaign.fixtures';
import type { TestApp } from './test-app';

export type Res<T = Record<string, unknown>> = { status: number; body: T & { error?: string; message?: string; fields?: Record<string, string> } };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Seller = Actor & { sellerId: string };

/** Calls `/api{path}` as `who` (no token for null) with a JSON body. */
export function apiOf(t: () => TestApp) {
  return async <T = Record<string, unknown>>(method: Method, path: string, who: Actor | null, body?: unknown): Promise<Res<T>> => {
    const res = await t().app.inject({
      method, url: `/api${path}`,
      headers: who ? { 'x-access-token': who.token } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Res<T>['body'] };
  };
}

/** A new user who signs up as a seller through `POST /seller/account`. */
export async function signUpSeller(t: () => TestApp, name: string): Promise<Seller> {
  const user = await makeUser(t().db, name);
  const res = await apiOf(t)<{ account: { _id: string } }>('POST', '/seller/account', user, { name: `${name} Media`, contactEmail: user.email });
  if (res.status !== 201) throw new Error(`sign-up of ${name} answered ${res.status}: ${res.body.message}`);
  return { ...user, sellerId: res.body.account._id };
}

/** A file of the seller account, stored as the upload route stores it; answers its link. */
export async function storeFile(db: Db, seller: Seller, kind: SellerFileKind, size: { width: number; height: number } | null = null): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const type = kind === 'mediaKit' ? 'application/pdf' : 'image/png';
  await db.insertInto('seller_files').values({
    id, seller_id: seller.sellerId, kind, name: `${kind}.bin`, content_type: type, size: 10, width: size?.width ?? null,
    height: size?.height ?? null, sha256: 'x'.repeat(64), data_base64: 'AAAA', uploaded_by: seller.id, created_at: new Date().toISOString(),
  }).execute();
  return `/api/seller/files/${id}/${kind === 'mediaKit' ? 'kit.pdf' : 'image.png'}`;
}

/** A draft staff can review: a name, a city and one priced option (more with `options`). */
export function readyDraft(category: CategoryKey, name: string, city: string, options = 1): SellerProfileDraft {
  return {
    ...emptyDraft(category),
    name, city, language: 'English', subTitle: `${name}, ${city}`, audience: 250_000,
    sections: [{ title: 'About', contents: [{ type: 'text', value: `${name} reaches readers across ${city}.` }] }],
    mediaOptions: Array.from({ length: options }, (_, i) => ({
      ...emptyOption(`opt${i + 1}`, `Front Page Ad ${i + 1}`),
      type: i === 0 ? 'Full Page' : 'Half Page',
      unitLabel: 'per insertion',
      descriptions: [`Ad number ${i + 1}`],
      rates: { defaultRates: { cardRate: 50_000 + i * 1000, discountedRate: 40_000 + i * 1000, minimumBilling: 0 }, otherRates: [] },
    })),
  };
}

/** Creates a profile of the seller and saves `draft` into it; answers the saved profile. */
export async function savedProfile(t: () => TestApp, seller: Seller, draft: SellerProfileDraft): Promise<SellerProfile> {
  const api = apiOf(t);
  const created = await api<{ profile: SellerProfile }>('POST', '/seller/profiles', seller, { category: draft.category });
  const saved = await api<{ profile: SellerProfile }>('PUT', `/seller/profiles/${created.body.profile._id}`, seller, { draft, version: created.body.profile.version });
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${saved.body.message}`);
  return saved.body.profile;
}

/** The catalog's page of a media: status and body. */
export async function catalogPage(t: () => TestApp, category: string, slug: string): Promise<Res<{ name: string; score: number; mediaOptions: Array<{ _id: string; name: string }> }>> {
  return apiOf(t)('GET', `/catalog/media/${category}/${slug}`, null);
}

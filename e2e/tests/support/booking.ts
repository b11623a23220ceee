import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFor, uniqueEmail, uniquePhone } from './session';
import { apiToken, makeStaff } from './staff';
import { streetPhoto, withExif } from '../../../server/test/support/proof-photos.fixtures';

// A seller with a live hoarding and a buyer who may book it (issues 37 and 38), and a campaign
// of it whose booking the seller accepted (proof of execution, issue 38).

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' of the Indian calendar day `n` days from today. */
export const indiaDay = (n: number) => new Date(Date.now() + 330 * 60_000 + n * DAY_MS).toISOString().slice(0, 10);
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The hoarding's discounted rate, in rupees. */
export const RATE = 250_000;

/** Puts the token in the page's storage (on a light page), as a sign-in does. */
export async function signIn(page: Page, token: string) {
  await page.goto('/about');
  await page.evaluate((t) => window.localStorage.setItem('authToken', t), token);
}

/** A seller account with one live outdoor hoarding (listed, submitted, approved by staff); answers its option's id, page and the seller's token. */
export async function sellerWithHoarding(request: APIRequestContext, name: string) {
  const token = await apiToken(request, uniqueEmail('io-seller'));
  const headers = { 'x-access-token': token };
  expect((await request.post('/api/seller/account', { headers, data: { name: `Skyline Outdoor ${name}`, contactEmail: uniqueEmail('io-contact') } })).status()).toBe(201);
  const created = await request.post('/api/seller/profiles', { headers, data: { category: 'outdoor' } });
  const { profile } = (await created.json()) as { profile: { _id: string; version: number } };
  const draft = {
    category: 'outdoor', name, city: 'Mumbai', language: 'English', subTitle: 'Hoarding (e2e demo listing)', audience: 0, logo: null, attributes: {}, sections: [],
    mediaKitUrl: null, demographics: [],
    mediaOptions: [{
      _id: 'o1', name: 'Hoarding 40 x 20 ft', type: 'Hoarding', _template: 'Popular Media', descriptions: ['A lit hoarding facing the sea link traffic.'], descriptionId: '0',
      referenceArtworks: [], creativeSpecs: [], additionalInfo: [], sop: [], _vendors: [], unitLabel: 'per month',
      pricingUnits: [{ name: 'Months', value: 1, min: 1, inUse: true }], variablePricingUnits: [],
      rates: { defaultRates: { cardRate: 300_000, discountedRate: RATE, minimumBilling: 0 }, otherRates: [] }, minimumBilling: 0,
    }],
  };
  expect((await request.put(`/api/seller/profiles/${profile._id}`, { headers, data: { draft, version: profile.version } })).status()).toBe(200);
  expect((await request.post(`/api/seller/profiles/${profile._id}/submit`, { headers })).status()).toBe(200);
  const staffEmail = uniqueEmail('io-staff');
  const staffToken = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  const approved = await request.post(`/api/seller/review/${profile._id}/approve`, { headers: { 'x-access-token': staffToken } });
  expect(approved.status()).toBe(200);
  const { live } = ((await approved.json()) as { profile: { live: { category: string; slug: string } } }).profile;
  const media = (await (await request.get(`/api/catalog/media/${live.category}/${live.slug}`)).json()) as { mediaOptions?: { _id: string }[]; media?: { mediaOptions: { _id: string }[] } };
  const optionId = (media.mediaOptions ?? media.media!.mediaOptions)[0]!._id;
  return { token, optionId, path: `/${live.category}/${live.slug}` };
}

/** A buyer with a verified phone and agency details (the invoice's recipient, in Maharashtra). */
export async function buyer(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, uniqueEmail('io-buyer'));
  const headers = { 'x-access-token': token };
  const phone = uniquePhone();
  const sent = await request.post('/api/user/phone/send', { headers, data: { phone } });
  expect(sent.ok()).toBeTruthy();
  const { requestId } = (await sent.json()) as { requestId: string };
  expect((await request.post('/api/user/phone/verify', { headers, data: { requestId, code: await codeFor(request, phone) } })).ok()).toBeTruthy();
  const details = { agencyName: 'Sea Breeze Foods Pvt Ltd', gstin: '27AAPFU0939F1ZV', address: '12 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
  expect((await request.put('/api/user/agency-details', { headers, data: details })).ok()).toBeTruthy();
  return token;
}


/** The buyer's campaign of the hoarding, scheduled on `days` (one face a day), and the seller's acceptance of its booking. */
export async function bookedCampaign(request: APIRequestContext, buyerToken: string, sellerToken: string, optionId: string, days: string[]) {
  const headers = { 'x-access-token': buyerToken };
  expect((await request.post('/api/bag', { headers, data: { items: [{ _id: optionId }] } })).ok()).toBeTruthy();
  const bag = ((await (await request.get('/api/bag', { headers })).json()) as { data: { items: { _id: string }[] } }).data;
  const schedule = days.map((date) => ({ date, units: 1 }));
  expect((await request.put('/api/bag/update-info', { headers, data: { mediaOptionId: bag.items[0]!._id, schedule } })).ok()).toBeTruthy();
  const saved = await request.post('/campaign-api/campaigns/bag', { headers: bearer(buyerToken), data: {} });
  expect(saved.status()).toBe(201);
  const campaignId = ((await saved.json()) as { _id: string })._id;
  const campaign = (await (await request.get(`/campaign-api/campaigns/${campaignId}`, { headers: bearer(buyerToken) })).json()) as { mediaOptions: { _id: string }[] };
  const lineId = campaign.mediaOptions[0]!._id;
  const asked = await request.post(`/campaign-api/campaigns/${campaignId}/booking-requests`, { headers: bearer(buyerToken), data: { lineId } });
  expect(asked.status()).toBe(201);
  const requestId = ((await asked.json()) as { request: { _id: string } }).request._id;
  const accepted = await request.post(`/campaign-api/booking-requests/${requestId}/accept`, { headers: bearer(sellerToken) });
  expect(accepted.status()).toBe(200);
  return { campaignId, lineId };
}

/** The seller adds a photo (street `seed`, taken at noon on `day` at `place`) as proof of the line's day, and staff verify it; answers the proof. */
export async function verifiedPhotoProof(request: APIRequestContext, o: {
  campaignId: string; lineId: string; sellerToken: string; day: string; name: string; seed: number; place: { lat: number; lng: number };
}): Promise<{ _id: string; fileName: string }> {
  const photo = await withExif(await streetPhoto({ seed: o.seed }), { takenAt: new Date(`${o.day}T12:00:00+05:30`), ...o.place });
  const query = new URLSearchParams({ day: o.day, kind: 'photo', name: o.name });
  const uploaded = await request.post(`/campaign-api/campaigns/${o.campaignId}/lines/${o.lineId}/proofs?${query}`, {
    headers: { ...bearer(o.sellerToken), 'content-type': 'image/jpeg' }, data: photo,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const proof = (await uploaded.json()) as { _id: string; fileName: string };
  const staffEmail = uniqueEmail('proof-verifier');
  const staffToken = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  expect((await request.post(`/campaign-api/proofs/${proof._id}/verify`, { headers: bearer(staffToken) })).status()).toBe(200);
  return proof;
}

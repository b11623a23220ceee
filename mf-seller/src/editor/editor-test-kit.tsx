/** What the editor's tests share: a profile, a fake `/api/seller` behind the real client, and the page rendered at its route. */
import { emptyDraft, emptyOption, type SellerFile, type SellerProfile, type SellerProfileDraft, type SellerProfileSave } from 'shared-domain/seller';
import { ok, type MockReply, renderWithProviders } from 'shared-ui/test';
import { profile, sellerApi } from '../shared/test-fixtures';
import SellerRoutes from '../routes';

export const PROFILE_ID = 'p-1';

/** A digital draft with a name, a city and one option, no logo. */
export function draftFixture(over: Partial<SellerProfileDraft> = {}): SellerProfileDraft {
  const option = { ...emptyOption('o-1', 'Banner'), unitLabel: 'per day', rates: { defaultRates: { cardRate: 1000, discountedRate: 800, minimumBilling: 0 }, otherRates: [] } };
  return { ...emptyDraft('digital'), name: 'Daily Wire', city: 'Mumbai', mediaOptions: [option], ...over };
}

export function profileFixture(over: Partial<SellerProfile> = {}): SellerProfile {
  return profile({ _id: PROFILE_ID, category: 'digital', name: 'Daily Wire', city: 'Mumbai', score: 0, updatedAt: '2026-01-01T10:00:00.000Z', draft: draftFixture(), version: 3, ...over });
}

/** A PNG header of the given pixel size (all the checks read). */
export function pngFile(width: number, height: number, name = 'logo.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

/** What the fake server answers for any upload: a logo of the right size. */
const UPLOADED: SellerFile = {
  _id: '0123456789abcdef01234567', kind: 'logo', name: 'logo.png', type: 'image/png', size: 33,
  url: '/api/seller/files/0123456789abcdef01234567/logo.png', width: 300, height: 125,
};

type Overrides = {
  /** Answers to PUT, in turn; after them every save succeeds. */
  saves?: MockReply[];
  get?: MockReply;
  submit?: MockReply;
};

/**
 * Renders `/seller/profiles/p-1` signed in, over a fake server that keeps the profile: a
 * successful PUT stores the draft and bumps the version.
 */
export function renderEditor(start: SellerProfile = profileFixture(), over: Overrides = {}) {
  const server = { profile: start, saves: [...(over.saves ?? [])] };
  const at = `/seller/profiles/${PROFILE_ID}`;
  const { api, requests } = sellerApi({
    [`get ${at}`]: () => over.get ?? ok({ profile: server.profile }),
    [`put ${at}`]: (body) => {
      const queued = server.saves.shift();
      if (queued) return queued;
      server.profile = { ...server.profile, draft: (body as SellerProfileSave).draft, version: server.profile.version + 1, status: 'draft' };
      return ok({ profile: server.profile });
    },
    [`post ${at}/submit`]: () => over.submit ?? ok({ profile: { ...server.profile, status: 'submitted' } }),
    'post /seller/files': () => ({ status: 201, body: { file: UPLOADED } }),
  });
  // The seller remote's routes: the editor behind its access gate, as the host shows it.
  const view = renderWithProviders(<SellerRoutes />, { route: `/seller/profiles/${PROFILE_ID}`, api, token: 'token-1' });
  const puts = () => requests.filter((r) => r.method === 'put').map((r) => r.body as SellerProfileSave);
  return { ...view, server, requests, puts };
}

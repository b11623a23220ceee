/**
 * Test fixtures for service B's campaign tests (used by *.test.ts only): users with a role,
 * and campaigns in a given life-cycle state written through the repository, so summary
 * columns and `_users` are stored as the routes store them.
 */
import { randomBytes } from 'node:crypto';
import { campaignAmounts, priceBag, sumTotals, type BagMediaOption, type PricedMediaOption } from 'shared-domain';
import { createTokenRepository } from '../../src/auth/token.repository';
import type { Db } from '../../src/db/database';
import { createUserRepository } from '../../src/users/user.repository';
import { createCampaignRepository, type StoredDocument } from '../../src/campaigns/campaign.repository';
import type { StoredPlan } from '../../src/campaigns/campaign.lifecycle';

export type Actor = { id: string; token: string; email: string; role: string };

/**
 * A signed-in user; a non-empty `role` makes a staff user (shared-domain `isStaff`), except
 * 'white-label-admin', which with `organizationId` administers that organisation. A user
 * with no role and an `organizationId` signed up on that organisation's host.
 */
export async function makeUser(db: Db, name: string, role = '', organizationId: string | null = null): Promise<Actor> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${randomBytes(4).toString('hex')}@example.com`;
  const user = await createUserRepository(db).create({ name, email, role, organizationId });
  const { token } = await createTokenRepository(db).issueToken(user._id);
  return { id: user._id, token, email, role };
}

export const bearer = (actor: Actor | null): Record<string, string> => (actor ? { authorization: `Bearer ${actor.token}` } : {});

/** A simple option: `insertions` × ₹`rate` (card 25 % more, vendor 20 % less), 18 % GST. */
export function sampleOption(id: string, insertions = 2, rate = 800): BagMediaOption {
  return {
    _id: id, _mediaOption: `mo-${id}`, _media: 'media-1',
    pricingUnits: [{ name: 'Insertions', value: insertions }], variablePricingUnits: [],
    rates: { defaultRates: { cardRate: rate * 1.25, discountedRate: rate, vendorRate: rate * 0.8 } },
  };
}

export type SeedOptions = {
  status: string;
  /** Campaign media options (priced as one bag). */
  options?: BagMediaOption[];
  /** Plans to store: each gets the campaign's options unless it names its own. */
  plans?: { version: number; approved?: boolean; options?: BagMediaOption[] }[];
  sharedWith?: Actor[];
  payments?: { amount: number; mode: string; reference: string; state?: 'pending' | 'verified' | 'rejected' }[];
};

/** A campaign of `owner` in the given state; answers its id, option ids and plan ids. */
export async function seedCampaign(db: Db, owner: Actor, seed: SeedOptions): Promise<{ id: string; optionIds: string[]; planIds: string[] }> {
  const campaigns = createCampaignRepository(db);
  const priced = priceBag(seed.options ?? []).options as PricedMediaOption[];
  const at = new Date().toISOString();
  const plans: StoredPlan[] = (seed.plans ?? []).map((p) => {
    const mediaOptions = p.options ? (priceBag(p.options).options as PricedMediaOption[]) : priced;
    return {
      _id: randomBytes(12).toString('hex'), version: p.version, name: `Plan v${p.version}`, approved: p.approved ?? false,
      mediaOptions, totals: sumTotals(mediaOptions), sharedBy: 'seed', createdAt: at, updatedAt: at,
    };
  });
  const doc: StoredDocument = {
    plans,
    payments: (seed.payments ?? []).map((p) => ({ _id: randomBytes(12).toString('hex'), createdAt: at, ...p })),
    mediaOptions: priced,
    ...campaignAmounts(priced),
  };
  const created = await campaigns.create(owner.id, { name: `Campaign of ${owner.email}`, status: seed.status, doc });
  if (seed.sharedWith?.length) {
    await campaigns.modify(created.campaign._id, owner.id, async (_loaded, writer) => {
      await writer.setSharedUsers(seed.sharedWith!.map((u) => u.id), [], owner.id);
    });
  }
  return { id: created.campaign._id, optionIds: priced.map((o) => o._id), planIds: plans.map((p) => p._id) };
}

/** The stored row and document (to check that a refused call changed nothing). */
export async function storedCampaign(db: Db, id: string) {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const users = await db.selectFrom('campaign_users').select('user_id').where('campaign_id', '=', id).orderBy('user_id').execute();
  const orders = await db.selectFrom('payment_orders').selectAll().where('campaign_id', '=', id).orderBy('id').execute();
  const references = await db.selectFrom('payment_references').selectAll().where('campaign_id', '=', id).orderBy('reference').execute();
  return { row: { ...row, total_price: Number(row.total_price), option_count: Number(row.option_count) }, users, orders, references };
}

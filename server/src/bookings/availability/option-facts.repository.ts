/**
 * What the booking routes need to know of an option: its media, and its seller account (from
 * `seller_profiles.media_id`), or none for the marketplace's own catalogue, whose seller side
 * is staff.
 */
import { isStaff, type CatalogMediaOption, type User } from 'shared-domain';
import type { Executor } from '../../db/database';
import { ForbiddenError, NotFoundError } from '../../errors';

export type OptionFacts = {
  optionId: string;
  mediaId: string;
  optionName: string;
  mediaName: string;
  category: string;
  city: string;
  slug: string;
  /** The seller account of the option's media; null: the marketplace's own (staff act as its seller). */
  sellerId: string | null;
  option: CatalogMediaOption;
};

/** The option of this id with its media and seller, or null. */
export async function findOptionFacts(ex: Executor, optionId: string): Promise<OptionFacts | null> {
  const row = await ex
    .selectFrom('media_options as o')
    .innerJoin('media as m', 'm.id', 'o.media_id')
    .select(['o.id', 'o.media_id', 'o.name', 'o.data_json', 'm.name as media_name', 'm.category', 'm.city', 'm.slug'])
    .where('o.id', '=', optionId)
    .executeTakeFirst();
  if (!row) return null;
  const seller = await ex.selectFrom('seller_profiles').select('seller_id').where('media_id', '=', row.media_id).executeTakeFirst();
  return {
    optionId: row.id, mediaId: row.media_id, optionName: row.name, mediaName: row.media_name, category: row.category, city: row.city, slug: row.slug,
    sellerId: seller?.seller_id ?? null, option: JSON.parse(row.data_json) as CatalogMediaOption,
  };
}

/** The option of this id, or 404 naming it. */
export async function optionFacts(ex: Executor, optionId: string): Promise<OptionFacts> {
  const facts = await findOptionFacts(ex, optionId);
  if (!facts) throw new NotFoundError('There is no media option with this id');
  return facts;
}

/** The seller account the user is a member of, or null. */
export async function sellerIdOfUser(ex: Executor, userId: string): Promise<string | null> {
  const row = await ex.selectFrom('seller_members').select('seller_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.seller_id ?? null;
}

/**
 * Who keeps what an option's seller sets (its availability, its site's place): a member of its
 * seller account, or staff. 403 for anyone else, naming `what` ("availability").
 */
export async function assertKeepsOption(ex: Executor, user: User, facts: OptionFacts, what: string): Promise<'seller' | 'staff'> {
  if (facts.sellerId !== null && (await sellerIdOfUser(ex, user._id)) === facts.sellerId) return 'seller';
  if (isStaff(user)) return 'staff';
  throw new ForbiddenError(facts.sellerId === null
    ? `Only staff keep the ${what} of the marketplace's own media options`
    : `Only the seller of this media option (or staff) may change its ${what}`);
}

/** Who keeps an option's availability: a member of its seller account, or staff. 403 for anyone else. */
export function assertKeepsAvailability(ex: Executor, user: User, facts: OptionFacts): Promise<'seller' | 'staff'> {
  return assertKeepsOption(ex, user, facts, 'availability');
}

/**
 * Tells every instance that the catalog changed (a seller profile approved), so each drops
 * what its caches hold and no buyer sees the old version for long. Without `REDIS_URL` the
 * change reaches this process's subscribers only (other instances wait out the cache TTL);
 * with it, it goes through Redis pub/sub to every instance (catalog-changes.redis.ts).
 */
import { createLocalChannel, type ChangeChannel } from '../changes/change-channel';

/** What changed: one media profile, by id, with where its page is. */
export type CatalogChange = { mediaId: string; category: string; slug: string };

/** publish / subscribe / close: the generic change channel (changes/change-channel.ts) for catalog changes. */
export type CatalogChanges = ChangeChannel<CatalogChange>;

/** The in-process notifier: subscribers of this process only. */
export function createLocalCatalogChanges(): CatalogChanges {
  return createLocalChannel<CatalogChange>();
}

import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from '../database';
import { foundation } from './0001-foundation';
import { otp } from './0002-otp';
import { bag } from './0003-bag';
import { search } from './0004-search';
import { catalogFacets } from './0005-catalog-facets';
import { campaignLife } from './0006-campaign-life';
import { campaignReports } from './0007-campaign-reports';
import { rateLimits } from './0008-rate-limits';
import { searchTypoVariants } from './0009-search-typo-variants';
import { listingUnit } from './0010-listing-unit';
import { leads } from './0011-leads';
import { events } from './0012-events';
import { content } from './0013-content';
import { organizations } from './0014-organizations';
import { facetCounts } from './0015-facet-counts';
import { chatThreads } from './0016-chat-threads';
import { sellers } from './0017-sellers';
import { remoteReleases } from './0018-remote-releases';
import { hostnameClaims } from './0019-hostname-claims';
import { sellerInvites } from './0020-seller-invites';
import { releaseExposure } from './0021-release-exposure';
import { releaseManagers } from './0022-release-managers';
import { embedSessions } from './0023-embed-sessions';
import { neutralUserName } from './0024-neutral-user-name';
import { contentSiteName } from './0025-content-site-name';
import { requestedDiscount } from './0026-requested-discount';
import { catalogScale } from './0027-catalog-scale';
import { searchOrder } from './0028-search-order';
import { suggestionPrefixKey } from './0029-suggestion-prefix-key';
import { oidcSignIn } from './0030-oidc-sign-in';
import { bagPaymentOrders } from './0031-bag-payment-orders';
import { consentChoices } from './0032-consent-choices';
import { sampleData } from './0033-sample-data';
import { bookings } from './0034-bookings';
import { proofsMigration } from './0035-proofs';
import { makeGoodOptionIndex } from './0036-make-good-option-index';

/** Every migration in order. Add new ones at the end; never edit or rename a shipped one. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-foundation': foundation,
  '0002-otp': otp,
  '0003-bag': bag,
  '0004-search': search,
  '0005-catalog-facets': catalogFacets,
  '0006-campaign-life': campaignLife,
  '0007-campaign-reports': campaignReports,
  '0008-rate-limits': rateLimits,
  '0009-search-typo-variants': searchTypoVariants,
  '0010-listing-unit': listingUnit,
  '0011-leads': leads,
  '0012-events': events,
  '0013-content': content,
  '0014-organizations': organizations,
  '0015-facet-counts': facetCounts,
  '0016-chat-threads': chatThreads,
  '0017-sellers': sellers,
  '0018-remote-releases': remoteReleases,
  '0019-hostname-claims': hostnameClaims,
  '0020-seller-invites': sellerInvites,
  '0021-release-exposure': releaseExposure,
  '0022-release-managers': releaseManagers,
  '0023-embed-sessions': embedSessions,
  '0024-neutral-user-name': neutralUserName,
  '0025-content-site-name': contentSiteName,
  '0026-requested-discount': requestedDiscount,
  '0027-catalog-scale': catalogScale,
  '0028-search-order': searchOrder,
  '0029-suggestion-prefix-key': suggestionPrefixKey,
  '0030-oidc-sign-in': oidcSignIn,
  '0031-bag-payment-orders': bagPaymentOrders,
  '0032-consent-choices': consentChoices,
  '0033-sample-data': sampleData,
  '0034-bookings': bookings,
  '0035-proofs': proofsMigration,
  '0036-make-good-option-index': makeGoodOptionIndex,
};

// A static provider: no file globbing, so the compiled server and ts-jest behave the same.
const provider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};

/** Brings the schema to the latest migration; a no-op when it is already there. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return result;
}

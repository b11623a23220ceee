/**
 * Tells every instance that an organisation changed (created, edited, a hostname claimed or
 * decided, a logo set), so each drops its organisation directory (hostname lookups, embed
 * origins) at once: this process's directory directly and, with REDIS_URL, every instance
 * through Redis pub/sub on `{REDIS_KEY_PREFIX}organization-changes`. Without it, other
 * instances see an edit once their directory's entries expire (ORGANIZATION_CACHE_TTL_MS).
 */
import type { ChangeChannel } from '../changes/change-channel';
import { createChangeChannel } from '../changes/change-channel.redis';

/** When the organisations changed (the directory forgets everything: no more is needed). */
export type OrganizationChange = { at: string };

export type OrganizationChanges = ChangeChannel<OrganizationChange>;

/** A change sent by another instance, or null for anything malformed. */
export function parseOrganizationChange(value: unknown): OrganizationChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at } = value as Record<string, unknown>;
  return typeof at === 'string' && at.length > 0 && at.length <= 40 ? { at } : null;
}

/** The app's organisation-change channel: Redis pub/sub with REDIS_URL, else this process only. */
export function createOrganizationChanges(
  redisUrl: string | null,
  options: { keyPrefix: string; onError?: (err: Error) => void },
): OrganizationChanges {
  return createChangeChannel(redisUrl, { channel: `${options.keyPrefix}organization-changes`, parse: parseOrganizationChange, onError: options.onError });
}

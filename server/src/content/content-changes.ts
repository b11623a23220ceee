/**
 * Tells every instance that a content page changed (saved, restored, or an organisation's own
 * text removed), so each drops its cached pages and no visitor sees the old text for long:
 * this process's subscribers directly and, with REDIS_URL, every instance through Redis pub/sub
 * on `{REDIS_KEY_PREFIX}content-changes`. Without it, other instances wait out their cache time
 * (CATALOG_CACHE_TTL_MS).
 */
import { createLocalChannel, type ChangeChannel } from '../changes/change-channel';
import { createChangeChannel } from '../changes/change-channel.redis';

/** Which page changed: its address, and whose text (an organisation's own, or null for the site's). */
export type ContentChange = { url: string; organizationId: string | null };

export type ContentChanges = ChangeChannel<ContentChange>;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;

/** A change sent by another instance, or null for anything malformed. */
export function parseContentChange(value: unknown): ContentChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, organizationId } = value as Record<string, unknown>;
  if (!isText(url) || !(organizationId === null || isText(organizationId))) return null;
  return { url, organizationId };
}

/** The in-process channel: subscribers of this process only. */
export function createLocalContentChanges(): ContentChanges {
  return createLocalChannel<ContentChange>();
}

/** The app's content-change channel: Redis pub/sub with REDIS_URL, else this process only. */
export function createContentChanges(
  redisUrl: string | null,
  options: { keyPrefix: string; onError?: (err: Error) => void },
): ContentChanges {
  return createChangeChannel(redisUrl, { channel: `${options.keyPrefix}content-changes`, parse: parseContentChange, onError: options.onError });
}

import { createChangeChannel, createRedisChannel, parseChannelMessage, type ChannelMessage, type RedisChannel } from '../changes/change-channel.redis';
import type { CatalogChange, CatalogChanges } from './catalog-changes';

export type RedisCatalogChangesOptions = {
  /** `redis://…` (REDIS_URL). */
  url: string;
  /** The pub/sub channel every instance of one deployment shares (`{REDIS_KEY_PREFIX}catalog-changes`). */
  channel: string;
  /** Told when a connection fails or a publish is lost (this process's subscribers are told all the same). */
  onError?: (err: Error) => void;
};

/** The Redis notifier, and when its subscription is in place (tests wait for it; the app does not). */
export type RedisCatalogChanges = RedisChannel<CatalogChange>;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;

/** A change sent by another instance, or null for anything malformed. */
export function parseCatalogChange(value: unknown): CatalogChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { mediaId, category, slug } = value as Record<string, unknown>;
  return isText(mediaId) && isText(category) && isText(slug) ? { mediaId, category, slug } : null;
}

/** The message's change, or null for anything malformed (another program on the channel, a newer format). */
export function parseCatalogChangeMessage(text: string): ChannelMessage<CatalogChange> | null {
  return parseChannelMessage(text, parseCatalogChange);
}

/**
 * Catalog changes through Redis pub/sub: a publish tells this process's subscribers at once
 * and every other instance on the channel through Redis; a lost publish is reported and the
 * others wait out their cache TTL.
 */
export function createRedisCatalogChanges({ url, channel, onError }: RedisCatalogChangesOptions): RedisCatalogChanges {
  return createRedisChannel({ url, channel, parse: parseCatalogChange, onError });
}

/** The app's notifier: through Redis when REDIS_URL is set (channel `{keyPrefix}catalog-changes`), else this process only. */
export function createCatalogChanges(
  redisUrl: string | null,
  options: { keyPrefix: string; onError?: (err: Error) => void },
): CatalogChanges {
  return createChangeChannel(redisUrl, { channel: `${options.keyPrefix}catalog-changes`, parse: parseCatalogChange, onError: options.onError });
}

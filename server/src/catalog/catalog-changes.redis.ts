import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createLocalCatalogChanges, type CatalogChange, type CatalogChanges } from './catalog-changes';

export type RedisCatalogChangesOptions = {
  /** `redis://…` (REDIS_URL). */
  url: string;
  /** The pub/sub channel every instance of one deployment shares (`{REDIS_KEY_PREFIX}catalog-changes`). */
  channel: string;
  /** Told when a connection fails or a publish is lost (this process's subscribers are told all the same). */
  onError?: (err: Error) => void;
};

/** The Redis notifier, and when its subscription is in place (tests wait for it; the app does not). */
export type RedisCatalogChanges = CatalogChanges & { readonly subscribed: Promise<void> };

/** What goes over the channel: the change, and which process sent it (it hears its own message too). */
type Message = { from: string; change: CatalogChange };

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;

/** The message's change, or null for anything malformed (another program on the channel, a newer format). */
export function parseCatalogChangeMessage(text: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { from, change } = value as { from?: unknown; change?: unknown };
  if (!isText(from) || typeof change !== 'object' || change === null) return null;
  const { mediaId, category, slug } = change as Record<string, unknown>;
  return isText(mediaId) && isText(category) && isText(slug) ? { from, change: { mediaId, category, slug } } : null;
}

/** Connection failures repeat while Redis is away: tell each once until the connection is back. */
function reportOnce(redis: Redis, onError: ((err: Error) => void) | undefined): void {
  let last = '';
  redis.on('error', (err: Error) => {
    if (err.message !== last) onError?.(err);
    last = err.message;
  });
  redis.on('ready', () => {
    last = '';
  });
}

async function quit(redis: Redis): Promise<void> {
  // Connected: finish what is in flight. Otherwise stop reconnecting at once.
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/**
 * Catalog changes through Redis pub/sub: a publish tells this process's subscribers at once
 * and every other instance on the channel through Redis. Two connections (a subscribed one
 * can send nothing else); a lost publish is reported and the others wait out their cache TTL.
 */
export function createRedisCatalogChanges({ url, channel, onError }: RedisCatalogChangesOptions): RedisCatalogChanges {
  const local = createLocalCatalogChanges();
  const self = randomBytes(8).toString('hex');
  // The publisher connects on the first publish; a publish fails after a short wait rather than queueing while Redis is away.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: true });
  // The subscriber connects at once (and subscribes again after a reconnection).
  const subscriber = new Redis(url, { connectTimeout: 5_000 });
  reportOnce(publisher, onError);
  reportOnce(subscriber, onError);

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseCatalogChangeMessage(text);
    if (message && message.from !== self) void local.publish(message.change);
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (err: unknown) => onError?.(err instanceof Error ? err : new Error(String(err))),
  );

  return {
    subscribed,
    async publish(change) {
      await local.publish(change);
      try {
        await publisher.publish(channel, JSON.stringify({ from: self, change } satisfies Message));
      } catch (err) {
        onError?.(err instanceof Error ? err : new Error(String(err)));
      }
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      await local.close();
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

/** The app's notifier: through Redis when REDIS_URL is set (channel `{keyPrefix}catalog-changes`), else this process only. */
export function createCatalogChanges(
  redisUrl: string | null,
  options: { keyPrefix: string; onError?: (err: Error) => void },
): CatalogChanges {
  return redisUrl
    ? createRedisCatalogChanges({ url: redisUrl, channel: `${options.keyPrefix}catalog-changes`, onError: options.onError })
    : createLocalCatalogChanges();
}

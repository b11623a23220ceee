import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createLocalChannel, type ChangeChannel } from './change-channel';

/** A change read back from the wire: the value, or null for anything malformed (another program on the channel, a newer format). */
export type ChangeParser<T> = (value: unknown) => T | null;

export type RedisChannelOptions<T> = {
  /** `redis://…` (REDIS_URL). */
  url: string;
  /** The pub/sub channel every instance of one deployment shares (`{REDIS_KEY_PREFIX}catalog-changes`…). */
  channel: string;
  /** Reads a change sent by another instance. */
  parse: ChangeParser<T>;
  /** Told when a connection fails or a publish is lost (this process's subscribers are told all the same). */
  onError?: (err: Error) => void;
};

/** The Redis channel, and when its subscription is in place (tests wait for it; the app does not). */
export type RedisChannel<T> = ChangeChannel<T> & { readonly subscribed: Promise<void> };

/** What goes over the channel: the change, and which process sent it (it hears its own message too). */
export type ChannelMessage<T> = { from: string; change: T };

const isSender = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;

/** The message's sender and change, or null for anything malformed. */
export function parseChannelMessage<T>(text: string, parse: ChangeParser<T>): ChannelMessage<T> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { from, change } = value as { from?: unknown; change?: unknown };
  if (!isSender(from) || typeof change !== 'object' || change === null) return null;
  const parsed = parse(change);
  return parsed === null ? null : { from, change: parsed };
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

const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

/**
 * Changes through Redis pub/sub: a publish tells this process's subscribers at once and every
 * other instance on the channel through Redis. Two connections (a subscribed one can send
 * nothing else); a lost publish is reported (the others then rely on their own expiry).
 */
export function createRedisChannel<T>({ url, channel, parse, onError }: RedisChannelOptions<T>): RedisChannel<T> {
  const local = createLocalChannel<T>();
  const self = randomBytes(8).toString('hex');
  // The publisher connects on the first publish; a publish fails after a short wait rather than queueing while Redis is away.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: true });
  // The subscriber connects at once (and subscribes again after a reconnection).
  const subscriber = new Redis(url, { connectTimeout: 5_000 });
  reportOnce(publisher, onError);
  reportOnce(subscriber, onError);

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseChannelMessage(text, parse);
    if (message && message.from !== self) void local.publish(message.change);
  });
  const subscribed = subscriber.subscribe(channel).then(() => undefined, (err: unknown) => onError?.(asError(err)));

  return {
    subscribed,
    async publish(change) {
      await local.publish(change);
      try {
        await publisher.publish(channel, JSON.stringify({ from: self, change } satisfies ChannelMessage<T>));
      } catch (err) {
        onError?.(asError(err));
      }
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      await local.close();
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

/** A channel through Redis when `redisUrl` is set, else this process only. */
export function createChangeChannel<T>(
  redisUrl: string | null,
  options: { channel: string; parse: ChangeParser<T>; onError?: (err: Error) => void },
): ChangeChannel<T> {
  return redisUrl ? createRedisChannel({ url: redisUrl, ...options }) : createLocalChannel<T>();
}
